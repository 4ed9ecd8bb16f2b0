// Account roles (ADR 043), apart from the schemas: every page's header and guard read them, and importing them must not
// bring zod into the first load (ADR 028).

/** Back-office roles a signed-in guard may ask for (`role:`); an admin holds the editor role too. */
export const staffRoles = ['editor', 'admin'] as const
export type StaffRole = (typeof staffRoles)[number]
/** Every account's role: a member, or staff. Stored in `user.role`. */
export const roles = ['member', ...staffRoles] as const
export type Role = (typeof roles)[number]

/**
 * Whether the account holds a staff role: the one place roles are read (the server's guards and the pages' links
 * alike). An admin holds the editor role too.
 */
export function holdsRole(user: { role: Role }, role: StaffRole): boolean {
  return user.role === 'admin' || user.role === role
}

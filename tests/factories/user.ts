import { eq } from 'drizzle-orm'
import type { Db } from '@/server/db/client.server'
import { twoFactor, user } from '@/server/db/schema'
import { sequence } from './sequence'

export type UserRow = typeof user.$inferSelect
type StaffRole = 'editor' | 'admin'

/** A member account row (no password or session: sign-in flows create those through the auth API); `role` makes staff. */
export async function createUser(db: Db, overrides: Partial<typeof user.$inferInsert> = {}): Promise<UserRow> {
  const n = sequence()
  const [row] = await db
    .insert(user)
    .values({
      id: `user-${n}`,
      name: `Member ${n}`,
      email: `member${n}@example.test`,
      emailVerified: true,
      username: `member_${n}`,
      ...overrides,
    })
    .returning()
  return row!
}

/**
 * Makes an existing account staff (ADR 043): the role, and two-factor sign-in on (ADR 044) unless
 * `twoFactor: false`, so the back office's guards let it in. A session the account already has (a TestClient signed
 * up through the API) keeps working: the guards read the account, not the session. The two_factor row holds a
 * placeholder, not a usable TOTP secret: a test that signs in with codes turns it on through the account calls
 * (two-factor.server.ts) instead.
 */
export async function grantStaff(
  db: Db,
  userId: string,
  role: StaffRole,
  options: { twoFactor?: boolean } = {},
): Promise<void> {
  const on = options.twoFactor ?? true
  await db.update(user).set({ role, twoFactorEnabled: on }).where(eq(user.id, userId))
  if (on)
    await db
      .insert(twoFactor)
      .values({ id: `two-factor-${userId}`, userId, secret: 'factory-placeholder', backupCodes: 'factory-placeholder' })
      .onConflictDoNothing()
}

/** A new staff account row (no session): `createUser` with `role`, then `grantStaff`. */
export async function createStaff(
  db: Db,
  role: StaffRole,
  options: { twoFactor?: boolean; overrides?: Partial<typeof user.$inferInsert> } = {},
): Promise<UserRow> {
  const row = await createUser(db, options.overrides)
  await grantStaff(db, row.id, role, options)
  const [updated] = await db.select().from(user).where(eq(user.id, row.id))
  return updated!
}

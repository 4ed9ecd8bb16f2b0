import { createMiddleware } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { markServerFnPrivate } from '@/server/http/private.server'
import type { StaffRole } from './auth.schemas'
import { requireUser } from './require-user.server'

// The auth feature's public session boundary (ADR 009, ADR 021): every signed-in server function lists `signedIn()`
// and every REST handler is a `signedInEndpoint` (require-user.server.ts, not re-exported here: this module reaches
// the client bundle, where the compiler strips only the `.server()` bodies). No feature reads the session by hand;
// other features may import these two modules only.

export type { PublicUser } from './auth.schemas'
// Roles as every feature's back-office code reads them (ADR 043): the list and the one check.
export { holdsRole, roles, staffRoles, type Role, type StaffRole } from './roles'

/** Each guard is made once, here: Start's compiler finds middleware by its `createMiddleware(...).server(...)` call. */
const member = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  const user = await requireUser(getRequest())
  markServerFnPrivate()
  return next({ context: { user } })
})
const editor = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  const user = await requireUser(getRequest(), { role: 'editor' })
  markServerFnPrivate()
  return next({ context: { user } })
})
const admin = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  const user = await requireUser(getRequest(), { role: 'admin' })
  markServerFnPrivate()
  return next({ context: { user } })
})
const byRole = { editor, admin } satisfies Record<StaffRole, typeof member>

/**
 * Server-function guard (ADR 021): `context.user` is the signed-in user; anonymous calls answer 401, a member
 * without the staff `role` 404; the answer is private (`private, no-store`, `Vary: Cookie`). Start's own CSRF
 * middleware (src/start.ts) already refuses cross-site calls, and the function's `.validator` parses its input at the
 * edge (400 with field messages through the global middleware).
 */
export function signedIn(access: { role?: StaffRole } = {}) {
  return access.role ? byRole[access.role] : member
}

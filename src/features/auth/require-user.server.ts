import type { z } from 'zod'
import { ForbiddenError, NotFoundError, UnauthorizedError } from '@/lib/errors'
import { m } from '@/paraglide/messages'
import { requestLocale } from '@/server/http/api.server'
import { privateEndpoint, type EndpointCall, type EndpointHandler, type EndpointInput } from '@/server/http/edge.server'
import { holdsRole, type PublicUser, type StaffRole } from './auth.schemas'
import { currentUser } from './session.server'

/** Who may call: any signed-in member, or only staff holding `role` (the back office). */
export interface Access {
  role?: StaffRole
}

export { holdsRole }
/** The role an account acts with (ADMIN_EMAILS included): for lists of accounts that are not the caller. */
export { effectiveRole } from './session.server'
/** Staff or not, suspended or not, published posts: for the features that decide whether writing waits for review. */
export { memberStanding, type MemberStanding } from './member-standing.server'

/** Whether a staff member may use the back office now: staff must sign in with a second factor (ADR 044). */
export function mayUseBackOffice(user: PublicUser, role: StaffRole = 'editor'): boolean {
  return holdsRole(user, role) && user.twoFactorEnabled
}

/**
 * The signed-in user of a request; throws UnauthorizedError (→ 401) when anonymous. With `role`, a member without it
 * gets 404 "does not exist" (NotFoundError), not 403: a back-office address tells outsiders nothing; staff without
 * two-factor sign-in get 403 `two_factor_required` (ADR 044), so every staff guard asks for it.
 */
export async function requireUser(request: Request, access: Access = {}): Promise<PublicUser> {
  const user = await currentUser(request.headers)
  if (!user) throw new UnauthorizedError()
  if (access.role && !holdsRole(user, access.role)) throw new NotFoundError()
  if (access.role && !user.twoFactorEnabled)
    throw new ForbiddenError(m.two_factor_required_error({}, { locale: requestLocale(request) }), 'two_factor_required')
  return user
}

/**
 * A signed-in REST handler (ADR 021): 401 anonymous (404 without the staff `role`), 403 for a cross-site write, the
 * body and path parameters parsed against their schemas (400 with field messages), a private answer. `run` gets the
 * caller and typed input and calls the service.
 */
export function signedInEndpoint<S extends z.ZodType = z.ZodUndefined, P extends z.ZodType = z.ZodUndefined>(
  input: EndpointInput<S, P> & Access,
  run: (call: EndpointCall<PublicUser, S, P>) => Promise<Response>,
): EndpointHandler {
  return privateEndpoint((request) => requireUser(request, { role: input.role }), input, run)
}

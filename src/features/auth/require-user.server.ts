import type { z } from 'zod'
import { NotFoundError, UnauthorizedError } from '@/lib/errors'
import { privateEndpoint, type EndpointCall, type EndpointHandler, type EndpointInput } from '@/server/http/edge.server'
import type { PublicUser, StaffRole } from './auth.schemas'
import { currentUser } from './session.server'

/** Who may call: any signed-in member, or only staff holding `role` (the back office). */
export interface Access {
  role?: StaffRole
}

/** Whether the member holds a staff role: the one place roles are read. An admin holds the editor role too. */
export function holdsRole(user: PublicUser, role: StaffRole): boolean {
  return user.role === 'admin' || user.role === role
}

/**
 * The signed-in user of a request; throws UnauthorizedError (→ 401) when anonymous. With `role`, a member without it
 * gets 404 "does not exist" (NotFoundError), not 403: a back-office address tells outsiders nothing.
 */
export async function requireUser(request: Request, access: Access = {}): Promise<PublicUser> {
  const user = await currentUser(request.headers)
  if (!user) throw new UnauthorizedError()
  if (access.role && !holdsRole(user, access.role)) throw new NotFoundError()
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

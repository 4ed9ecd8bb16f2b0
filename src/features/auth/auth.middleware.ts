import { createMiddleware, createServerOnlyFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { UnauthorizedError } from '@/lib/errors'
import { currentUser } from '@/server/auth/session.server'

// The auth feature's public session boundary (ADR "auth boundary"): every signed-in server function and REST handler
// goes through these; no feature reads the session by hand. Other features may import this module only.

export type { PublicUser } from '@/lib/auth-constants'

/** The signed-in user of a REST request; throws UnauthorizedError (→ 401) when anonymous. */
export const requireUser = createServerOnlyFn(async (request: Request) => {
  const user = await currentUser(request.headers)
  if (!user) throw new UnauthorizedError()
  return user
})

/** The signed-in user of a REST request, or null. */
export const optionalUser = createServerOnlyFn((request: Request) => currentUser(request.headers))

/** Server-function middleware: `context.user` is the signed-in user; anonymous calls throw 401. */
export const requireUserMiddleware = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  const user = await requireUser(getRequest())
  return next({ context: { user } })
})

/** Server-function middleware: `context.user` is the signed-in user or null. */
export const optionalUserMiddleware = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  const user = await optionalUser(getRequest())
  return next({ context: { user } })
})

import { createMiddleware } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { optionalUser, requireUser } from './require-user.server'

// The auth feature's public session boundary (ADR 009): every signed-in server function goes through these
// middlewares and every REST handler through `requireUser`/`optionalUser` from require-user.server.ts (not re-exported
// here: this module reaches the client bundle, where the compiler strips only the `.server()` bodies). No feature
// reads the session by hand; other features may import these two modules only.

export type { PublicUser } from './auth.schemas'

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

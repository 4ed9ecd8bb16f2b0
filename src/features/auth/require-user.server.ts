import { UnauthorizedError } from '@/lib/errors'
import { currentUser } from '@/server/auth/session.server'

/** The signed-in user of a REST request; throws UnauthorizedError (→ 401) when anonymous. */
export async function requireUser(request: Request) {
  const user = await currentUser(request.headers)
  if (!user) throw new UnauthorizedError()
  return user
}

/** The signed-in user of a REST request, or null. */
export function optionalUser(request: Request) {
  return currentUser(request.headers)
}

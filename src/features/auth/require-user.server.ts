import { UnauthorizedError } from '@/lib/errors'
import type { PublicUser } from './auth.schemas'
import { currentUser } from './session.server'

/** The signed-in user of a REST request; throws UnauthorizedError (→ 401) when anonymous. */
export async function requireUser(request: Request): Promise<PublicUser> {
  const user = await currentUser(request.headers)
  if (!user) throw new UnauthorizedError()
  return user
}

/** The signed-in user of a REST request, or null. */
export function optionalUser(request: Request): Promise<PublicUser | null> {
  return currentUser(request.headers)
}

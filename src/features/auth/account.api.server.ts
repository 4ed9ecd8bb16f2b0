import { logger } from '@/server/logger.server'
import { accountSchemas } from './account.schemas'
import { deleteAccount, updateProfile, type BeforeDelete } from './account.server'
import { signedInEndpoint } from './require-user.server'

/**
 * DELETE /api/v1/me { confirmation } → 200 { deleted: true } and the session cookie cleared. `beforeDelete` is what
 * other features undo in the same transaction (the route passes the bookings cancellation in).
 */
export const deleteMeHandler = (request: Request, beforeDelete: BeforeDelete): Promise<Response> =>
  signedInEndpoint({ body: (locale) => accountSchemas(locale).deletion }, async ({ user, body, locale }) => {
    const { cookies } = await deleteAccount(user, body, locale, beforeDelete)
    const response = Response.json({ deleted: true })
    for (const cookie of cookies) response.headers.append('set-cookie', cookie)
    return response
  })(request)

/**
 * PATCH /api/v1/me { name, username } → 200 { user }. `afterUpdate` is what other features follow with (the route
 * passes in the writing feature's drop of cached pages that show the old name). Its failure does not undo the change.
 */
export const updateMeHandler = (
  request: Request,
  afterUpdate: (userId: string) => Promise<unknown>,
): Promise<Response> =>
  signedInEndpoint({ body: (locale) => accountSchemas(locale).profile }, async ({ user: current, body, locale }) => {
    const user = await updateProfile(current, body, locale)
    await afterUpdate(user.id).catch((error: unknown) => logger.error(`account: after update of ${user.id}`, error))
    return Response.json({ user })
  })(request)

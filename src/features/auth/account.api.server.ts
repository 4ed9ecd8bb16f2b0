import { errorResponse, readJson, requestLocale } from '@/server/http/api.server'
import { assertSameOrigin } from '@/server/http/origin.server'
import { privateHeaders } from '@/server/http/private.server'
import { logger } from '@/server/logger.server'
import { deleteAccount, updateProfile, type BeforeDelete } from './account.server'
import { requireUser } from './require-user.server'

/**
 * DELETE /api/v1/me { confirmation } → 200 { deleted: true } and the session cookie cleared. `beforeDelete` is what
 * other features undo in the same transaction (the route passes the bookings cancellation in).
 */
export async function deleteMeHandler(request: Request, beforeDelete: BeforeDelete): Promise<Response> {
  const locale = requestLocale(request)
  try {
    assertSameOrigin(request, locale)
    const user = await requireUser(request)
    const body = await readJson(request, locale)
    if (!body.ok) return body.response
    const { cookies } = await deleteAccount(user, body.data, locale, beforeDelete)
    const headers = new Headers(privateHeaders)
    for (const cookie of cookies) headers.append('set-cookie', cookie)
    return Response.json({ deleted: true }, { headers })
  } catch (error) {
    return errorResponse(error, locale)
  }
}

/**
 * PATCH /api/v1/me { name, username } → 200 { user }. `afterUpdate` is what other features follow with (the route
 * passes in the writing feature's drop of cached pages that show the old name). Its failure does not undo the change.
 */
export async function updateMeHandler(
  request: Request,
  afterUpdate: (userId: string) => Promise<unknown>,
): Promise<Response> {
  const locale = requestLocale(request)
  try {
    assertSameOrigin(request, locale)
    const current = await requireUser(request)
    const body = await readJson(request, locale)
    if (!body.ok) return body.response
    const user = await updateProfile(current, body.data, locale)
    await afterUpdate(user.id).catch((error: unknown) => logger.error(`account: after update of ${user.id}`, error))
    return Response.json({ user }, { headers: privateHeaders })
  } catch (error) {
    return errorResponse(error, locale)
  }
}

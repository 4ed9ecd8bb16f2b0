import { requireUser } from '@/features/auth/require-user.server'
import { errorResponse, readJson, requestLocale } from '@/server/http/api.server'
import { POSTS_BODY_LIMIT } from '@/server/http/body-limit.server'
import { assertSameOrigin } from '@/server/http/origin.server'
import { privateHeaders } from '@/server/http/private.server'
import { NotFoundError } from '@/lib/errors'
import { createMyPost, deleteMyPost, getMyPost, listMyPosts, updateMyPost } from './writing.server'
import { postIdSchema } from './writing.schemas'

// REST for the signed-in member's own posts (docs/api.md): private answers, never cached.
const privateJson = (body: unknown, status = 200) => Response.json(body, { status, headers: privateHeaders })

/** A path id that is not a positive integer names no post of anyone's: 404 like another member's post. */
function idFrom(params: Record<string, string>): number {
  const id = postIdSchema.safeParse(params.id)
  if (!id.success) throw new NotFoundError()
  return id.data
}

export async function handleListMyPosts(request: Request): Promise<Response> {
  const locale = requestLocale(request)
  try {
    const user = await requireUser(request)
    return privateJson({ items: await listMyPosts(user.id) })
  } catch (error) {
    return errorResponse(error, locale)
  }
}

export async function handleCreateMyPost(request: Request): Promise<Response> {
  const locale = requestLocale(request)
  try {
    assertSameOrigin(request, locale)
    const user = await requireUser(request)
    const body = await readJson(request, locale, POSTS_BODY_LIMIT)
    if (!body.ok) return body.response
    return privateJson({ post: await createMyPost(user.id, body.data, locale) }, 201)
  } catch (error) {
    return errorResponse(error, locale)
  }
}

export async function handleGetMyPost(request: Request, params: Record<string, string>): Promise<Response> {
  const locale = requestLocale(request)
  try {
    const user = await requireUser(request)
    return privateJson({ post: await getMyPost(user.id, idFrom(params)) })
  } catch (error) {
    return errorResponse(error, locale)
  }
}

export async function handleUpdateMyPost(request: Request, params: Record<string, string>): Promise<Response> {
  const locale = requestLocale(request)
  try {
    assertSameOrigin(request, locale)
    const user = await requireUser(request)
    const id = idFrom(params)
    const body = await readJson(request, locale, POSTS_BODY_LIMIT)
    if (!body.ok) return body.response
    return privateJson({ post: await updateMyPost(user.id, id, body.data, locale) })
  } catch (error) {
    return errorResponse(error, locale)
  }
}

export async function handleDeleteMyPost(request: Request, params: Record<string, string>): Promise<Response> {
  const locale = requestLocale(request)
  try {
    assertSameOrigin(request, locale)
    const user = await requireUser(request)
    await deleteMyPost(user.id, idFrom(params))
    return new Response(null, { status: 204, headers: privateHeaders })
  } catch (error) {
    return errorResponse(error, locale)
  }
}

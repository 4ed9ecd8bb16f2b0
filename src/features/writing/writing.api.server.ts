import { z } from 'zod'
import { signedInEndpoint } from '@/features/auth/require-user.server'
import { AppError, InvalidInputError, NotFoundError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { errorResponse } from '@/server/http/api.server'
import { privateHeaders } from '@/server/http/private.server'
import { m } from '@/paraglide/messages'
import { getMyPost, listMyPosts } from './my-posts.server'
import { StaleEditError, type WriteCondition } from './post-versions.server'
import { createMyPost, deleteMyPost, updateMyPost } from './posts.server'
import { postIdSchema, writingSchemas, type MyPost } from './writing.schemas'

// REST for the signed-in member's own posts (docs/api.md), behind the signed-in edge (ADR 021): the caller, the
// same-origin check on writes, the body parsed against writingSchemas in the request's language, private answers.

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...privateHeaders, ...headers } })

/**
 * A post's entity tag: its id and version (ADR 024). Strong: every write raises the version. The id keeps a tag of
 * one post from matching another post at the same version.
 */
const etagOf = (id: number, version: number) => `"${id}-${version}"`
const withEtag = (post: MyPost) => ({ etag: etagOf(post.id, post.version) })

const ENTITY_TAG = /^(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"$/

/**
 * `If-Match` as a write condition (RFC 9110 §13.1.1): absent or `*` (the post exists, which every write checks)
 * sets none; a list of entity tags allows the versions its strong tags of this post name. Weak tags never match
 * (If-Match compares strongly), so a list of only those, or of other posts' tags, allows no version: 412. A field that
 * is not a list of entity tags is a 400.
 */
function ifMatchOf(request: Request, id: number, locale: Locale): WriteCondition {
  const header = request.headers.get('if-match')
  if (header === null || header.trim() === '*') return {}
  const versions: number[] = []
  for (const item of header.split(',').map((part) => part.trim())) {
    if (!item) continue
    const tag = ENTITY_TAG.exec(item)
    if (!tag) {
      const message = m.writing_error_if_match_invalid({}, { locale })
      throw new InvalidInputError({ 'If-Match': message }, m.api_invalid_input({}, { locale }))
    }
    const [, weak, opaque] = tag
    const own = /^([0-9]{1,10})-([0-9]{1,10})$/.exec(opaque!)
    if (!weak && own && Number(own[1]) === id) versions.push(Number(own[2]))
  }
  return { version: versions }
}

/** A stale write as HTTP answers a failed precondition: 412, with the post's current tag. */
async function orPreconditionFailed(id: number, locale: Locale, write: () => Promise<Response>): Promise<Response> {
  try {
    return await write()
  } catch (error) {
    if (!(error instanceof StaleEditError)) throw error
    const response = errorResponse(new AppError(412, 'precondition_failed', error.message), locale)
    response.headers.set('etag', etagOf(id, error.currentVersion))
    for (const [name, value] of Object.entries(privateHeaders)) response.headers.set(name, value)
    return response
  }
}

/**
 * The path's post id. One that is not a positive integer names no post of anyone's: 404 like another member's post,
 * before the body is read.
 */
const postPath = z.object({
  id: z.string().transform((raw) => {
    const id = postIdSchema.safeParse(raw)
    if (!id.success) throw new NotFoundError()
    return id.data
  }),
})

/** GET /api/v1/me/posts → 200 { items }. */
export const handleListMyPosts = signedInEndpoint({}, async ({ user }) => json({ items: await listMyPosts(user.id) }))

/** POST /api/v1/me/posts → 201 { post }, ETag. */
export const handleCreateMyPost = signedInEndpoint(
  { body: (locale) => writingSchemas(locale).create },
  async ({ user, body, locale }) => {
    const post = await createMyPost(user.id, body, locale)
    return json({ post }, 201, withEtag(post))
  },
)

/** GET /api/v1/me/posts/{id} → 200 { post }, ETag. */
export const handleGetMyPost = signedInEndpoint({ params: postPath }, async ({ user, params, locale }) => {
  const post = await getMyPost(user.id, params.id, locale)
  return json({ post }, 200, withEtag(post))
})

/** PATCH /api/v1/me/posts/{id} → 200 { post }, ETag; 412 when If-Match names an older version. */
export const handleUpdateMyPost = signedInEndpoint(
  { params: postPath, body: (locale) => writingSchemas(locale).update },
  async ({ request, user, params, body, locale }) => {
    const condition = ifMatchOf(request, params.id, locale)
    return orPreconditionFailed(params.id, locale, async () => {
      const post = await updateMyPost(user.id, params.id, body, locale, condition)
      return json({ post }, 200, withEtag(post))
    })
  },
)

/** DELETE /api/v1/me/posts/{id} → 204; 412 when If-Match names an older version. */
export const handleDeleteMyPost = signedInEndpoint({ params: postPath }, async ({ request, user, params, locale }) => {
  const condition = ifMatchOf(request, params.id, locale)
  return orPreconditionFailed(params.id, locale, async () => {
    await deleteMyPost(user.id, params.id, condition, locale)
    return new Response(null, { status: 204, headers: privateHeaders })
  })
})

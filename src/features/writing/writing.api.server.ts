import { requireUser } from '@/features/auth/require-user.server'
import { errorResponse, readJson, requestLocale } from '@/server/http/api.server'
import { POSTS_BODY_LIMIT } from '@/server/http/body-limit.server'
import { assertSameOrigin } from '@/server/http/origin.server'
import { privateHeaders } from '@/server/http/private.server'
import { AppError, InvalidInputError, NotFoundError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { parseInput } from '@/server/http/validation.server'
import { getMyPost, listMyPosts } from './my-posts.server'
import { StaleEditError, type WriteCondition } from './post-versions.server'
import { createMyPost, deleteMyPost, updateMyPost } from './posts.server'
import { postIdSchema, writingSchemas, type MyPost } from './writing.schemas'

// REST for the signed-in member's own posts (docs/api.md): private answers, never cached.
const privateJson = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
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

/** 412 for a failed If-Match (HTTP's answer to a failed precondition), with the post's current tag. */
function preconditionFailed(error: StaleEditError, id: number, locale: Locale): Response {
  const failed = new AppError(412, 'precondition_failed', error.message)
  const response = errorResponse(failed, locale)
  response.headers.set('etag', etagOf(id, error.currentVersion))
  for (const [name, value] of Object.entries(privateHeaders)) response.headers.set(name, value)
  return response
}

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
    const post = await createMyPost(user.id, parseInput(writingSchemas(locale).create, body.data, locale), locale)
    return privateJson({ post }, 201, withEtag(post))
  } catch (error) {
    return errorResponse(error, locale)
  }
}

export async function handleGetMyPost(request: Request, params: Record<string, string>): Promise<Response> {
  const locale = requestLocale(request)
  try {
    const user = await requireUser(request)
    const post = await getMyPost(user.id, idFrom(params))
    return privateJson({ post }, 200, withEtag(post))
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
    const condition = ifMatchOf(request, id, locale)
    const body = await readJson(request, locale, POSTS_BODY_LIMIT)
    if (!body.ok) return body.response
    const input = parseInput(writingSchemas(locale).update, body.data, locale)
    try {
      const post = await updateMyPost(user.id, id, input, locale, condition)
      return privateJson({ post }, 200, withEtag(post))
    } catch (error) {
      if (error instanceof StaleEditError) return preconditionFailed(error, id, locale)
      throw error
    }
  } catch (error) {
    return errorResponse(error, locale)
  }
}

export async function handleDeleteMyPost(request: Request, params: Record<string, string>): Promise<Response> {
  const locale = requestLocale(request)
  try {
    assertSameOrigin(request, locale)
    const user = await requireUser(request)
    const id = idFrom(params)
    try {
      await deleteMyPost(user.id, id, ifMatchOf(request, id, locale), locale)
    } catch (error) {
      if (error instanceof StaleEditError) return preconditionFailed(error, id, locale)
      throw error
    }
    return new Response(null, { status: 204, headers: privateHeaders })
  } catch (error) {
    return errorResponse(error, locale)
  }
}

import { z } from 'zod'
import { postIdSchema, storedPostStatuses, writingSchemas } from '@/features/writing/writing.schemas'
import { locales } from '@/lib/i18n/locales'
import { defineOperations } from '@/server/http/openapi.server'
import { limited } from '../../../auth/-openapi'

const sourceSchema = z.object({
  type: z.enum(['image/avif', 'image/webp']),
  srcset: z.string().describe('"url 640w, url 1280w, …"'),
})

/** A post as its author sees it (drafts included). */
const myPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  lang: z.enum(locales),
  title: z.string(),
  excerpt: z.string(),
  body: z.string().describe('Markdown'),
  status: z.enum(storedPostStatuses),
  moderationReason: z.string().nullable(),
  categorySlug: z.string().nullable(),
  tags: z.array(z.string()),
  cover: z
    .object({
      uploadId: z.string(),
      src: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      sources: z.array(sourceSchema),
    })
    .nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int().describe('Raised by every write; the ETag is `"{id}-{version}"`'),
})

const schemas = writingSchemas('en')
const params = z.object({ id: postIdSchema.describe('One of your posts') })
const anonymous = { summary: 'Anonymous', status: 401 } as const
/** What the server checks beyond the schema, the same for a new post and an edit. */
const postRules = {
  'newTags.*': 'a name that makes a tag slug (letters and digits transliterated to Latin ones)',
  categorySlug: 'an existing category (`GET /api/v1/categories`); one is needed to publish',
  tags: 'existing tags (`GET /api/v1/tags`); `newTags` makes new ones',
  body: 'some text, to publish (`status: published`)',
  coverImageId: 'one of the member’s own uploads',
  publishedAt: 'not in the future',
}
const private_ = 'Signed-in only; `Cache-Control: private, no-store`, `Vary: Cookie`.'
const unauthorized = { description: 'Not signed in', codes: ['unauthorized'] } as const
const crossSite = { description: 'A cross-site request', codes: ['forbidden_origin'] } as const
const tooLarge = { description: 'Body over 512 KB', codes: ['payload_too_large'] } as const
const etag = { ETag: 'The post\'s version, `"{id}-{version}"`: send it back in `If-Match` to write only over it' }
const ifMatch = [
  {
    name: 'If-Match',
    description:
      'The ETag(s) of the version this change was made against (or `*`). Without it the write applies to whatever the post is now.',
  },
]
const stale = {
  description:
    'If-Match names no current version: the post was changed since (nothing written; ETag is the current one)',
  codes: ['precondition_failed'],
  headers: etag,
}
/** The errors a create or an edit shares (the 400 says what its input can get wrong). */
function writeErrors(badInput: string) {
  return {
    400: { description: badInput, codes: ['invalid_input', 'invalid_json'] },
    401: unauthorized,
    403: crossSite,
    409: { description: 'A concurrent write took the slug', codes: ['conflict'] },
    413: tooLarge,
  }
}
const notYours = {
  description: "No such post of yours (another member's post, or an unknown id)",
  codes: ['not_found'],
}

export const operations = defineOperations({
  'GET /api/v1/me/posts': {
    tag: 'Writing',
    summary: 'My posts',
    description: `Every status and language, newest edit first. ${private_}`,
    auth: 'session',
    responses: {
      200: { description: 'The posts', schema: z.object({ items: z.array(myPostSchema) }) },
      401: unauthorized,
    },
    examples: [anonymous],
  },
  'POST /api/v1/me/posts': {
    rules: postRules,
    tag: 'Writing',
    summary: 'Write a post',
    description: `A draft by default; \`status: "published"\` publishes (needs a category and a body): at once for a trusted member, else the post waits for an editor as \`pending\` (docs/moderation.md). The slug defaults to the transliterated title, made unique. ${private_}`,
    auth: 'session',
    body: schemas.create,
    responses: {
      201: { description: 'Created', schema: z.object({ post: myPostSchema }), headers: etag },
      ...writeErrors('Bad input (per field), e.g. a slug in use or publishing without a category'),
      429: {
        ...limited,
        description:
          'The member has created `POSTS_CREATED_PER_HOUR` posts in the last hour or, publishing, published `POSTS_PUBLISHED_PER_DAY` in the last 24 hours (docs/limits.md; editors and admins have no limit). Nothing is saved; `Retry-After` is the seconds until the oldest counted post leaves its window',
      },
    },
    examples: [{ ...anonymous, body: { title: 'First light over Lofoten', lang: 'en', body: 'Markdown…' } }],
  },
  'GET /api/v1/me/posts/{id}': {
    tag: 'Writing',
    summary: 'One of my posts',
    description: private_,
    auth: 'session',
    params,
    responses: {
      200: { description: 'The post', schema: z.object({ post: myPostSchema }), headers: etag },
      401: unauthorized,
      404: notYours,
    },
    examples: [{ ...anonymous, params: { id: '1' } }],
  },
  'PATCH /api/v1/me/posts/{id}': {
    rules: postRules,
    tag: 'Writing',
    summary: 'Edit, publish or unpublish a post',
    description: `Any subset of the fields. \`status\` publishes (\`published\`) or takes the post down (\`unpublished\`). With \`If-Match\` (the ETag of GET), a post changed since is not overwritten: 412. ${private_}`,
    auth: 'session',
    params,
    headers: ifMatch,
    body: schemas.update,
    responses: {
      200: { description: 'Saved', schema: z.object({ post: myPostSchema }), headers: etag },
      ...writeErrors('Bad input (per field; `If-Match` that is no list of entity tags)'),
      404: notYours,
      412: stale,
      429: {
        ...limited,
        description:
          'Publishing a post that is not public, when the member has published `POSTS_PUBLISHED_PER_DAY` posts in the last 24 hours (docs/limits.md; editors and admins have no limit). Nothing is saved; `Retry-After` is the seconds until the oldest counted post leaves the window',
      },
    },
    examples: [{ ...anonymous, params: { id: '1' }, body: { status: 'published' } }],
  },
  'DELETE /api/v1/me/posts/{id}': {
    tag: 'Writing',
    summary: 'Delete a post',
    description: `Gone from every list, feed and sitemap at once. With \`If-Match\`, only the version it names. ${private_}`,
    auth: 'session',
    params,
    headers: ifMatch,
    responses: {
      204: { description: 'Deleted' },
      400: { description: '`If-Match` that is no list of entity tags', codes: ['invalid_input'] },
      401: unauthorized,
      403: crossSite,
      404: notYours,
      412: stale,
    },
    examples: [{ ...anonymous, params: { id: '1' } }],
  },
})

import { z } from 'zod'
import { getEndpoint } from '@/server/http/api-v1.server'
import { postListFiltersSchema, slugSchema, usernameSchema } from './blog.schemas'
import { cachedBlog } from './blog.server'
import { findMovedPost } from './blog.post.server'

const noQuery = z.object({}).strict()
const noParams = z.object({})
const slugParams = z.object({ slug: slugSchema })

/** GET /api/v1/posts?category=&tag=&author=&lang=&cursor=&limit=1..50 */
export const listPostsHandler = getEndpoint(postListFiltersSchema.strict(), noParams, async ({ locale, query }) => {
  const page = await cachedBlog.posts({ locale, ...query })
  return { data: page.items, page: { limit: query.limit, nextCursor: page.nextCursor } }
})

/**
 * GET /api/v1/posts/{slug}; a renamed post's old slug is a 301 to its current address, as its page is. The redirect
 * is read from the database each time (only for slugs no published post has), never kept in the result cache, so a
 * rename, a post taking the old slug back or an unpublish shows at once; the post's own entry under its old slug is
 * tagged `post:<id>` and `posts`, which every rename drops.
 */
export const getPostHandler = getEndpoint(
  noQuery,
  slugParams,
  async ({ locale, params }) => ({ data: await cachedBlog.post(locale, params.slug) }),
  {
    movedTo: async ({ slug }) => {
      const moved = await findMovedPost(slug)
      return moved === null ? null : `/api/v1/posts/${moved}`
    },
  },
)

export const listCategoriesHandler = getEndpoint(noQuery, noParams, async ({ locale }) => ({
  data: (await cachedBlog.taxonomy(locale)).categories,
}))

export const getCategoryHandler = getEndpoint(noQuery, slugParams, async ({ locale, params }) => ({
  data: await cachedBlog.category(locale, params.slug),
}))

export const listTagsHandler = getEndpoint(noQuery, noParams, async ({ locale }) => ({
  data: (await cachedBlog.taxonomy(locale)).tags,
}))

export const getTagHandler = getEndpoint(noQuery, slugParams, async ({ locale, params }) => ({
  data: await cachedBlog.tag(locale, params.slug),
}))

export const listAuthorsHandler = getEndpoint(noQuery, noParams, async ({ locale }) => ({
  data: await cachedBlog.authors(locale),
}))

export const getAuthorHandler = getEndpoint(
  noQuery,
  z.object({ username: usernameSchema }),
  async ({ locale, params }) => ({ data: await cachedBlog.author(locale, params.username) }),
)

import { z } from 'zod'
import { getEndpoint } from '@/server/http/api-v1.server'
import { postListFiltersSchema, slugSchema, usernameSchema } from './blog.schemas'
import { cachedBlog } from './blog.server'

const noQuery = z.object({}).strict()
const noParams = z.object({})
const slugParams = z.object({ slug: slugSchema })

/** GET /api/v1/posts?category=&tag=&author=&lang=&cursor=&limit=1..50 */
export const listPostsHandler = getEndpoint(postListFiltersSchema.strict(), noParams, async ({ locale, query }) => {
  const page = await cachedBlog.posts({ locale, ...query })
  return { data: page.items, page: { limit: query.limit, nextCursor: page.nextCursor } }
})

/** GET /api/v1/posts/{slug} */
export const getPostHandler = getEndpoint(noQuery, slugParams, async ({ locale, params }) => ({
  data: await cachedBlog.post(locale, params.slug),
}))

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

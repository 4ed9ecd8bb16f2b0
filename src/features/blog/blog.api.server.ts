import { z } from 'zod'
import { getEndpoint } from '@/server/http/api-v1.server'
import { postListFiltersSchema, slugSchema, usernameSchema } from './blog.schemas'
import {
  findAuthor,
  findCategory,
  findPost,
  findTag,
  listAuthors,
  listCategories,
  listPosts,
  listTags,
} from './blog.server'

const noQuery = z.object({}).strict()
const noParams = z.object({})
const slugParams = z.object({ slug: slugSchema })

/** GET /api/v1/posts?category=&tag=&author=&lang=&cursor=&limit=1..50 */
export const listPostsHandler = getEndpoint(postListFiltersSchema.strict(), noParams, async ({ locale, query }) => {
  const page = await listPosts({ locale, ...query })
  return { data: page.items, page: { limit: query.limit, nextCursor: page.nextCursor } }
})

/** GET /api/v1/posts/{slug} */
export const getPostHandler = getEndpoint(noQuery, slugParams, async ({ locale, params }) => ({
  data: await findPost(locale, params.slug),
}))

export const listCategoriesHandler = getEndpoint(noQuery, noParams, async ({ locale }) => ({
  data: await listCategories(locale),
}))

export const getCategoryHandler = getEndpoint(noQuery, slugParams, async ({ locale, params }) => ({
  data: await findCategory(locale, params.slug),
}))

export const listTagsHandler = getEndpoint(noQuery, noParams, async ({ locale }) => ({ data: await listTags(locale) }))

export const getTagHandler = getEndpoint(noQuery, slugParams, async ({ locale, params }) => ({
  data: await findTag(locale, params.slug),
}))

export const listAuthorsHandler = getEndpoint(noQuery, noParams, async ({ locale }) => ({
  data: await listAuthors(locale),
}))

export const getAuthorHandler = getEndpoint(
  noQuery,
  z.object({ username: usernameSchema }),
  async ({ locale, params }) => ({ data: await findAuthor(locale, params.username) }),
)

import { z } from 'zod'
import { getEndpoint, invalidCursorResponse } from '@/server/http/api-v1.server'
import { postListFiltersSchema, slugSchema, usernameSchema } from './blog.schemas'
import {
  InvalidCursorError,
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
  try {
    const page = await listPosts({ locale, ...query })
    return { data: page.items, page: { limit: query.limit, nextCursor: page.nextCursor } }
  } catch (error) {
    if (error instanceof InvalidCursorError) return invalidCursorResponse(locale)
    throw error
  }
})

/** GET /api/v1/posts/{slug} */
export const getPostHandler = getEndpoint(noQuery, slugParams, async ({ locale, params }) => {
  const post = await findPost(locale, params.slug)
  return post ? { data: post } : null
})

export const listCategoriesHandler = getEndpoint(noQuery, noParams, async ({ locale }) => ({
  data: await listCategories(locale),
}))

export const getCategoryHandler = getEndpoint(noQuery, slugParams, async ({ locale, params }) => {
  const category = await findCategory(locale, params.slug)
  return category ? { data: category } : null
})

export const listTagsHandler = getEndpoint(noQuery, noParams, async ({ locale }) => ({ data: await listTags(locale) }))

export const getTagHandler = getEndpoint(noQuery, slugParams, async ({ locale, params }) => {
  const tag = await findTag(locale, params.slug)
  return tag ? { data: tag } : null
})

export const listAuthorsHandler = getEndpoint(noQuery, noParams, async ({ locale }) => ({
  data: await listAuthors(locale),
}))

export const getAuthorHandler = getEndpoint(
  noQuery,
  z.object({ username: usernameSchema }),
  async ({ locale, params }) => {
    const author = await findAuthor(locale, params.username)
    return author ? { data: author } : null
  },
)

import { createServerFn } from '@tanstack/react-start'
import {
  authorInputSchema,
  localeInputSchema,
  postInputSchema,
  postListInputSchema,
  termInputSchema,
} from './blog.schemas'
import {
  InvalidCursorError,
  findAuthor,
  findCategory,
  findPost,
  findTag,
  listCategories,
  listPosts,
  listTags,
} from './blog.server'

export const getPostList = createServerFn({ method: 'GET' })
  .validator(postListInputSchema)
  .handler(async ({ data }) => {
    try {
      return await listPosts(data)
    } catch (error) {
      // A stale or edited cursor shows the first page instead of failing.
      if (error instanceof InvalidCursorError) return listPosts({ ...data, cursor: undefined })
      throw error
    }
  })

export const getPost = createServerFn({ method: 'GET' })
  .validator(postInputSchema)
  .handler(({ data }) => findPost(data.locale, data.slug))

export const getCategory = createServerFn({ method: 'GET' })
  .validator(termInputSchema)
  .handler(({ data }) => findCategory(data.locale, data.slug))

export const getTag = createServerFn({ method: 'GET' })
  .validator(termInputSchema)
  .handler(({ data }) => findTag(data.locale, data.slug))

export const getAuthor = createServerFn({ method: 'GET' })
  .validator(authorInputSchema)
  .handler(({ data }) => findAuthor(data.locale, data.username))

/** Categories and tags for the blog's filters, in one round trip. */
export const getTaxonomy = createServerFn({ method: 'GET' })
  .validator(localeInputSchema)
  .handler(async ({ data }) => ({ categories: await listCategories(data.locale), tags: await listTags(data.locale) }))

import { createServerFn } from '@tanstack/react-start'
import { pageErrorsMiddleware } from '@/lib/page-errors.middleware'
import { firstPageOnStaleCursor } from '@/lib/pagination.server'
import {
  authorInputSchema,
  localeInputSchema,
  postInputSchema,
  postListInputSchema,
  termInputSchema,
} from './blog.schemas'
import { findAuthor, findCategory, findPost, findTag, listCategories, listPosts, listTags } from './blog.server'

export const getPostList = createServerFn({ method: 'GET' })
  .validator(postListInputSchema)
  .handler(({ data }) => firstPageOnStaleCursor(data, listPosts))

export const getPost = createServerFn({ method: 'GET' })
  .middleware([pageErrorsMiddleware])
  .validator(postInputSchema)
  .handler(({ data }) => findPost(data.locale, data.slug))

export const getCategory = createServerFn({ method: 'GET' })
  .middleware([pageErrorsMiddleware])
  .validator(termInputSchema)
  .handler(({ data }) => findCategory(data.locale, data.slug))

export const getTag = createServerFn({ method: 'GET' })
  .middleware([pageErrorsMiddleware])
  .validator(termInputSchema)
  .handler(({ data }) => findTag(data.locale, data.slug))

export const getAuthor = createServerFn({ method: 'GET' })
  .middleware([pageErrorsMiddleware])
  .validator(authorInputSchema)
  .handler(({ data }) => findAuthor(data.locale, data.username))

/** Categories and tags for the blog's filters, in one round trip. */
export const getTaxonomy = createServerFn({ method: 'GET' })
  .validator(localeInputSchema)
  .handler(async ({ data }) => ({ categories: await listCategories(data.locale), tags: await listTags(data.locale) }))

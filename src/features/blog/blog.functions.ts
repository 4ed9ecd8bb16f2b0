import { createServerFn } from '@tanstack/react-start'
import { pageErrorsMiddleware } from '@/lib/page-errors.middleware'
import { firstPageOnStaleCursor } from '@/lib/pagination.server'
import {
  authorInputSchema,
  localeInputSchema,
  movedPostInputSchema,
  postInputSchema,
  postListInputSchema,
  termInputSchema,
} from './blog.schemas'
import { cachedBlog } from './blog.server'
import { findMovedPost } from './blog.post.server'

export const getPostList = createServerFn({ method: 'GET' })
  .validator(postListInputSchema)
  .handler(({ data }) => firstPageOnStaleCursor(data, cachedBlog.posts))

export const getPost = createServerFn({ method: 'GET' })
  .middleware([pageErrorsMiddleware])
  .validator(postInputSchema)
  .handler(({ data }) => cachedBlog.post(data.locale, data.slug))

/** The slug a published post has now, when the given one is an address it had before (else null). */
export const getMovedPost = createServerFn({ method: 'GET' })
  .validator(movedPostInputSchema)
  .handler(({ data }) => findMovedPost(data.slug))

export const getCategory = createServerFn({ method: 'GET' })
  .middleware([pageErrorsMiddleware])
  .validator(termInputSchema)
  .handler(({ data }) => cachedBlog.category(data.locale, data.slug))

export const getTag = createServerFn({ method: 'GET' })
  .middleware([pageErrorsMiddleware])
  .validator(termInputSchema)
  .handler(({ data }) => cachedBlog.tag(data.locale, data.slug))

export const getAuthor = createServerFn({ method: 'GET' })
  .middleware([pageErrorsMiddleware])
  .validator(authorInputSchema)
  .handler(({ data }) => cachedBlog.author(data.locale, data.username))

/** Categories and tags for the blog's filters, in one round trip. */
export const getTaxonomy = createServerFn({ method: 'GET' })
  .validator(localeInputSchema)
  .handler(({ data }) => cachedBlog.taxonomy(data.locale))

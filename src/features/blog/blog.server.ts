import type { Locale } from '@/lib/i18n/locales'
import { cachedPublicRead } from '@/server/cache/result-cache.server'
import { listPosts } from './blog.list.server'
import { findPost } from './blog.post.server'
import type { PostListInput } from './blog.schemas'
import { findAuthor, findCategory, findTag, listAuthors, listCategories, listTags } from './blog.taxonomy.server'

/**
 * The blog's public reads through the result cache (ADR 037): the pages' server functions and the public API use
 * these, so a page rendered for a signed-in visitor, a client-side navigation or an API call reads the database only
 * after a write changed what it shows. Tagged by what each read marks.
 */
export const cachedBlog = {
  posts: (input: PostListInput) => cachedPublicRead('blog.posts', input, () => listPosts(input)),
  post: (locale: Locale, slug: string) => cachedPublicRead('blog.post', [locale, slug], () => findPost(locale, slug)),
  category: (locale: Locale, slug: string) =>
    cachedPublicRead('blog.category', [locale, slug], () => findCategory(locale, slug)),
  tag: (locale: Locale, slug: string) => cachedPublicRead('blog.tag', [locale, slug], () => findTag(locale, slug)),
  author: (locale: Locale, username: string) =>
    cachedPublicRead('blog.author', [locale, username], () => findAuthor(locale, username)),
  authors: (locale: Locale) => cachedPublicRead('blog.authors', locale, () => listAuthors(locale)),
  taxonomy: (locale: Locale) =>
    cachedPublicRead('blog.taxonomy', locale, async () => ({
      categories: await listCategories(locale),
      tags: await listTags(locale),
    })),
}

// Shared set-up of the moderation tests (ADR 052): members, staff and a suspended-member slot, a category and a tag,
// and the public look-ups that must never show what moderation keeps back.
import { eq } from 'drizzle-orm'
import { blogFeedXml } from '@/features/blog/blog.feed.server'
import { listPosts } from '@/features/blog/blog.list.server'
import * as blog from '@/features/blog/blog.post.server'
import { findAuthor, listCategories, listTags } from '@/features/blog/blog.taxonomy.server'
import { NotFoundError } from '@/lib/errors'
import { sitemapFileEntries } from '@/routes/-sitemap-entries'
import { db } from '@/server/db/index.server'
import { user, userPreferences } from '@/server/db/schema'
import { TestClient, signedUpUser } from '../support/auth-client'
import { grantStaff } from '../factories/user'

/** A confirmed, signed-in account; `role` makes it staff (two-factor on), `locale` saves its language. */
export async function account(options: { role?: 'editor' | 'admin'; locale?: string } = {}) {
  const client = new TestClient(undefined, options.locale ?? 'en')
  const { email, password, user: made } = await signedUpUser(client)
  const database = await db()
  if (options.role) await grantStaff(database, made.id, options.role)
  if (options.locale)
    await database
      .insert(userPreferences)
      .values({ userId: made.id, locale: options.locale })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { locale: options.locale } })
  const [row] = await database.select({ username: user.username }).from(user).where(eq(user.id, made.id))
  return { client, email, password, id: made.id as string, username: row!.username }
}

const orNull = <T>(found: Promise<T>) =>
  found.catch((error: unknown) => (error instanceof NotFoundError ? null : Promise.reject(error)))

/**
 * Every public place a post of `author` could show, as visitors reach them: the post page, the lists (all, category,
 * tag, author, language), the feed, the sitemap, the public API, search, the counts of its category and tag, and
 * the author page's count (null when the page is gone).
 */
export async function publicTrace(
  post: { slug: string; title: string },
  where: { category: string; tag: string; author: string },
) {
  const visitor = new TestClient()
  const inList = async (filters: Parameters<typeof listPosts>[0]) =>
    (await listPosts({ ...filters, limit: 50 })).items.some((p) => p.slug === post.slug)
  const search = await visitor.call(`GET /api/v1/search?q=${encodeURIComponent(post.title)}`)
  const author = await orNull(findAuthor('en', where.author))
  return {
    page: (await orNull(blog.findPost('en', post.slug))) !== null,
    lists: [
      await inList({ locale: 'en' }),
      await inList({ locale: 'en', category: where.category }),
      await inList({ locale: 'en', tag: where.tag }),
      await inList({ locale: 'en', author: where.author }),
      await inList({ locale: 'en', lang: 'en' }),
    ],
    feed: (await blogFeedXml('en')).includes(`/blog/posts/${post.slug}`),
    sitemap: ((await sitemapFileEntries('en', 1)) ?? []).some((e) => e.path === `/blog/posts/${post.slug}`),
    api: (await visitor.call(`GET /api/v1/posts/${post.slug}`)).status,
    search: (search.body as { data: Array<{ title: string }> }).data.some((hit) => hit.title === post.title),
    categoryCount: (await listCategories('en')).find((c) => c.slug === where.category)?.posts ?? 0,
    tagCount: (await listTags('en')).find((t) => t.slug === where.tag)?.posts ?? 0,
    authorPosts: author?.posts ?? null,
  }
}

/** What `publicTrace` answers for a post that is public (its category and tag hold only it). */
export const shown = {
  page: true,
  lists: [true, true, true, true, true],
  feed: true,
  sitemap: true,
  api: 200,
  search: true,
  categoryCount: 1,
  tagCount: 1,
  authorPosts: 1,
}
/** ... and for one that is not (the author page still there, with nothing on it). */
export const notShown = {
  page: false,
  lists: [false, false, false, false, false],
  feed: false,
  sitemap: false,
  api: 404,
  search: false,
  categoryCount: 0,
  tagCount: 0,
  authorPosts: 0,
}

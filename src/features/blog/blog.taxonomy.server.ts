import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { NotFoundError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { cacheTags } from '@/server/cache/page-cache-tags.server'
import { db } from '@/server/db/index.server'
import { reusedQuery } from '@/server/db/reused-query.server'
import { accountAvatar, authors, categories, tags, user } from '@/server/db/schema'
import { byTagName } from './blog.cards.server'
import type { AuthorInfo, CategoryInfo, TagInfo } from './blog.schemas'

// Counts come from the published_posts columns the database keeps (migration 0006, ADR 029): reading them costs the
// same at any number of posts, where counting joined rows cost a scan of every post on every page view.

export async function listCategories(locale: Locale): Promise<CategoryInfo[]> {
  cacheTags.add('posts') // post counts
  const database = await db()
  const rows = await reusedQuery(database, 'blog.categories', () =>
    database
      .select({
        slug: categories.slug,
        name: categories.name,
        description: categories.description,
        posts: categories.publishedPosts,
      })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id)),
  ).execute()
  return rows.map((r) => ({ slug: r.slug, name: r.name[locale], description: r.description[locale], posts: r.posts }))
}

export async function findCategory(locale: Locale, slug: string): Promise<CategoryInfo> {
  const category = (await listCategories(locale)).find((c) => c.slug === slug)
  if (!category) throw new NotFoundError()
  return category
}

/**
 * Tags with their published-post counts; one tag when a slug is given. Only tags of published posts: a tag typed on
 * a draft shows nowhere public until the post is published (ADR 031).
 */
async function tagsWithCounts(locale: Locale, slug?: string) {
  cacheTags.add('posts') // post counts
  const database = await db()
  return reusedQuery(database, `blog.tags:${locale}:${slug === undefined ? 'all' : 'one'}`, () => {
    const name = sql<string>`${tags.name} ->> ${locale}`
    const hasPosts = sql`${tags.publishedPosts} > 0`
    return database
      .select({ slug: tags.slug, name, posts: tags.publishedPosts })
      .from(tags)
      .where(slug === undefined ? hasPosts : and(eq(tags.slug, sql.placeholder('slug')), hasPosts))
      .orderBy(name)
  }).execute({ slug })
}

export async function listTags(locale: Locale): Promise<TagInfo[]> {
  return (await tagsWithCounts(locale)).sort(byTagName(locale))
}

export async function findTag(locale: Locale, slug: string): Promise<TagInfo> {
  const [tag] = await tagsWithCounts(locale, slug)
  if (!tag) throw new NotFoundError()
  return tag
}

async function authorRows(username?: string) {
  cacheTags.add(username ? `author:${username}` : 'authors', 'posts')
  const database = await db()
  return reusedQuery(database, `blog.authors:${username ? 'one' : 'all'}`, () =>
    database
      .select({
        username: user.username,
        displayName: user.name,
        avatar: accountAvatar(),
        bio: authors.bio,
        posts: authors.publishedPosts,
      })
      .from(authors)
      .innerJoin(user, eq(user.id, authors.userId))
      // Writers are listed once they publish; a member's own page exists once they write (it goes with the account).
      // A suspended member's page is gone with their posts (ADR 052); it comes back when the suspension ends.
      .where(
        username
          ? and(eq(user.username, sql.placeholder('username')), isNull(user.suspendedAt))
          : sql`${authors.publishedPosts} > 0`,
      )
      .orderBy(asc(user.username)),
  ).execute({ username })
}

export async function listAuthors(locale: Locale): Promise<AuthorInfo[]> {
  return (await authorRows()).map((r) => ({ ...r, bio: r.bio[locale] }))
}

export async function findAuthor(locale: Locale, username: string): Promise<AuthorInfo> {
  const [row] = await authorRows(username)
  if (!row) throw new NotFoundError()
  return { ...row, bio: row.bio[locale] }
}

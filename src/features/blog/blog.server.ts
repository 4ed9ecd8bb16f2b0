import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'
import { decodeCursor, encodeCursor } from '@/lib/cursor'
import { latestDate, type SitemapEntry } from '@/lib/sitemap'
import type { Locale } from '@/lib/i18n/locales'
import { renderMarkdown } from '@/lib/markdown.server'
import type { Db } from '@/server/db/client.server'
import { db } from '@/server/db/index.server'
import { authors, categories, posts, postTags, tags } from '@/server/db/schema'
import {
  POSTS_PAGE_SIZE,
  type AuthorInfo,
  type CategoryInfo,
  type PostCard,
  type PostDetail,
  type PostLink,
  type PostList,
  type PostListInput,
  type TagInfo,
  type TermRef,
} from './blog.schemas'

export class InvalidCursorError extends Error {
  constructor() {
    super('Invalid cursor')
    this.name = 'InvalidCursorError'
  }
}

const published = eq(posts.status, 'published')

const cardColumns = {
  id: posts.id,
  slug: posts.slug,
  lang: posts.lang,
  title: posts.title,
  excerpt: posts.excerpt,
  coverImage: posts.coverImage,
  readingMinutes: posts.readingMinutes,
  publishedAt: posts.publishedAt,
  /** Full-precision timestamp for cursors (JS dates keep only milliseconds). */
  publishedKey: sql<string>`${posts.publishedAt}::text`,
  authorUsername: authors.username,
  authorName: authors.displayName,
  authorAvatar: authors.avatar,
  categorySlug: categories.slug,
  categoryName: categories.name,
}

function cardQuery(database: Db) {
  return database
    .select(cardColumns)
    .from(posts)
    .innerJoin(authors, eq(authors.id, posts.authorId))
    .innerJoin(categories, eq(categories.id, posts.categoryId))
}

type CardRow = Awaited<ReturnType<typeof cardQuery>>[number]

/** Tags of many posts in one query (never one query per post). */
async function tagsFor(postIds: number[], locale: Locale): Promise<Map<number, TermRef[]>> {
  const map = new Map<number, TermRef[]>()
  if (postIds.length === 0) return map
  const rows = await (
    await db()
  )
    .select({ postId: postTags.postId, slug: tags.slug, name: sql<string>`${tags.name} ->> ${locale}` })
    .from(postTags)
    .innerJoin(tags, eq(tags.id, postTags.tagId))
    .where(inArray(postTags.postId, postIds))
    .orderBy(sql`${tags.name} ->> ${locale}`)
  for (const row of rows) {
    const list = map.get(row.postId) ?? []
    list.push({ slug: row.slug, name: row.name })
    map.set(row.postId, list)
  }
  return map
}

function toCard(row: CardRow, locale: Locale, tagMap: Map<number, TermRef[]>): PostCard {
  return {
    id: row.id,
    slug: row.slug,
    lang: row.lang,
    title: row.title,
    excerpt: row.excerpt,
    cover: {
      src: row.coverImage.src,
      width: row.coverImage.width,
      height: row.coverImage.height,
      alt: row.coverImage.alt[locale],
      ...(row.coverImage.sources ? { sources: row.coverImage.sources } : {}),
    },
    readingMinutes: row.readingMinutes,
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
    author: { username: row.authorUsername, displayName: row.authorName, avatar: row.authorAvatar },
    category: { slug: row.categorySlug, name: row.categoryName[locale] },
    tags: tagMap.get(row.id) ?? [],
  }
}

async function cards(rows: CardRow[], locale: Locale): Promise<PostCard[]> {
  const tagMap = await tagsFor(
    rows.map((r) => r.id),
    locale,
  )
  return rows.map((row) => toCard(row, locale, tagMap))
}

/**
 * Published posts, newest first, posts in the reader's language before the others (ADR 101).
 * Two queries per page whatever its length: the page, then the tags of its posts.
 */
export async function listPosts(input: PostListInput): Promise<PostList> {
  const limit = Math.min(Math.max(Number(input.limit ?? POSTS_PAGE_SIZE), 1), 50)
  const group = sql<number>`(case when ${posts.lang} = ${input.locale} then 0 else 1 end)`
  const where: SQL[] = [published]
  if (input.lang) where.push(eq(posts.lang, input.lang))
  if (input.category) where.push(eq(categories.slug, input.category))
  if (input.author) where.push(eq(authors.username, input.author))
  if (input.tag) {
    where.push(
      sql`exists (select 1 from ${postTags} inner join ${tags} on ${tags.id} = ${postTags.tagId} where ${postTags.postId} = ${posts.id} and ${tags.slug} = ${input.tag})`,
    )
  }
  if (input.cursor) {
    const c = decodeCursor(input.cursor)
    if (!c || c.length !== 3 || typeof c[0] !== 'number' || typeof c[1] !== 'string' || typeof c[2] !== 'number')
      throw new InvalidCursorError()
    if (Number.isNaN(Date.parse(c[1].replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')))) throw new InvalidCursorError()
    const [g, ts, id] = c as [number, string, number]
    where.push(
      sql`(${group} > ${g} or (${group} = ${g} and (${posts.publishedAt}, ${posts.id}) < (${ts}::timestamptz, ${id})))`,
    )
  }
  const rows = await cardQuery(await db())
    .where(and(...where))
    .orderBy(group, desc(posts.publishedAt), desc(posts.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page[page.length - 1]
  return {
    items: await cards(page, input.locale),
    nextCursor:
      rows.length > limit && last
        ? encodeCursor([last.lang === input.locale ? 0 : 1, last.publishedKey, last.id])
        : null,
  }
}

const htmlCache = new Map<string, string>()

function postHtml(id: number, updatedAt: Date, body: string): string {
  const key = `${id}:${updatedAt.toISOString()}`
  let html = htmlCache.get(key)
  if (html === undefined) {
    html = renderMarkdown(body)
    htmlCache.set(key, html)
  }
  return html
}

export async function findPost(locale: Locale, slug: string): Promise<PostDetail | null> {
  const database = await db()
  const [row] = await database
    .select({
      ...cardColumns,
      body: posts.body,
      updatedAt: posts.updatedAt,
      categoryId: posts.categoryId,
      authorBio: authors.bio,
    })
    .from(posts)
    .innerJoin(authors, eq(authors.id, posts.authorId))
    .innerJoin(categories, eq(categories.id, posts.categoryId))
    .where(and(eq(posts.slug, slug), published))
  if (!row) return null

  // Related: most shared tags, then same category, then same language, then newest.
  const shared = sql<number>`(select count(*) from ${postTags} a inner join ${postTags} b on a.tag_id = b.tag_id where a.post_id = ${posts.id} and b.post_id = ${row.id})`
  const relatedRows = await cardQuery(await db())
    .where(and(published, ne(posts.id, row.id)))
    .orderBy(
      desc(shared),
      desc(sql`(${posts.categoryId} = ${row.categoryId})`),
      desc(sql`(${posts.lang} = ${locale})`),
      desc(posts.publishedAt),
      desc(posts.id),
    )
    .limit(3)

  const linkColumns = { slug: posts.slug, title: posts.title, lang: posts.lang }
  const [previous] = await database
    .select(linkColumns)
    .from(posts)
    .where(and(published, sql`(${posts.publishedAt}, ${posts.id}) < (${row.publishedKey}::timestamptz, ${row.id})`))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(1)
  const [next] = await database
    .select(linkColumns)
    .from(posts)
    .where(and(published, sql`(${posts.publishedAt}, ${posts.id}) > (${row.publishedKey}::timestamptz, ${row.id})`))
    .orderBy(asc(posts.publishedAt), asc(posts.id))
    .limit(1)

  const tagMap = await tagsFor([row.id, ...relatedRows.map((r) => r.id)], locale)
  return {
    ...toCard(row, locale, tagMap),
    html: postHtml(row.id, row.updatedAt, row.body),
    updatedAt: row.updatedAt.toISOString(),
    authorBio: row.authorBio[locale],
    related: relatedRows.map((r) => toCard(r, locale, tagMap)),
    previous: (previous as PostLink | undefined) ?? null,
    next: (next as PostLink | undefined) ?? null,
  }
}

export async function listCategories(locale: Locale): Promise<CategoryInfo[]> {
  const rows = await (
    await db()
  )
    .select({
      slug: categories.slug,
      name: categories.name,
      description: categories.description,
      posts: sql<number>`count(${posts.id}) filter (where ${posts.status} = 'published')`.mapWith(Number),
    })
    .from(categories)
    .leftJoin(posts, eq(posts.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.position), asc(categories.id))
  return rows.map((r) => ({ slug: r.slug, name: r.name[locale], description: r.description[locale], posts: r.posts }))
}

export async function findCategory(locale: Locale, slug: string): Promise<CategoryInfo | null> {
  return (await listCategories(locale)).find((c) => c.slug === slug) ?? null
}

/** Tags with their published-post counts; one tag when a slug is given. */
async function tagsWithCounts(locale: Locale, slug?: string) {
  const name = sql<string>`${tags.name} ->> ${locale}`
  return (await db())
    .select({
      slug: tags.slug,
      name,
      posts: sql<number>`count(${posts.id}) filter (where ${posts.status} = 'published')`.mapWith(Number),
    })
    .from(tags)
    .leftJoin(postTags, eq(postTags.tagId, tags.id))
    .leftJoin(posts, eq(posts.id, postTags.postId))
    .where(slug === undefined ? undefined : eq(tags.slug, slug))
    .groupBy(tags.id)
    .orderBy(name)
}

export async function listTags(locale: Locale): Promise<TagInfo[]> {
  return tagsWithCounts(locale)
}

export async function findTag(locale: Locale, slug: string): Promise<TagInfo | null> {
  return (await tagsWithCounts(locale, slug))[0] ?? null
}

async function authorRows(username?: string) {
  return (
    (await db())
      .select({
        username: authors.username,
        displayName: authors.displayName,
        avatar: authors.avatar,
        bio: authors.bio,
        posts: sql<number>`count(${posts.id}) filter (where ${posts.status} = 'published')`.mapWith(Number),
      })
      .from(authors)
      .leftJoin(posts, eq(posts.authorId, authors.id))
      .where(username ? eq(authors.username, username) : undefined)
      .groupBy(authors.id)
      // Writers appear once they publish; a member's own page exists meanwhile; a deleted account's page does not.
      .having(
        username
          ? sql`count(${posts.id}) filter (where ${posts.status} = 'published') > 0 or ${authors.userId} is not null`
          : sql`count(${posts.id}) filter (where ${posts.status} = 'published') > 0`,
      )
      .orderBy(asc(authors.username))
  )
}

export async function listAuthors(locale: Locale): Promise<AuthorInfo[]> {
  return (await authorRows()).map((r) => ({ ...r, bio: r.bio[locale] }))
}

export async function findAuthor(locale: Locale, username: string): Promise<AuthorInfo | null> {
  const [row] = await authorRows(username)
  return row ? { ...row, bio: row.bio[locale] } : null
}

/** Every published post's slug, language and last change (sitemaps, feeds). */
export async function listPostSlugs(): Promise<Array<{ slug: string; lang: Locale; updatedAt: string }>> {
  const rows = await (
    await db()
  )
    .select({ slug: posts.slug, lang: posts.lang, updatedAt: posts.updatedAt })
    .from(posts)
    .where(published)
    .orderBy(desc(posts.publishedAt), desc(posts.id))
  return rows.map((r) => ({ slug: r.slug, lang: r.lang, updatedAt: r.updatedAt.toISOString() }))
}

/** The blog's pages for a locale's sitemap: list, posts, and categories/tags/authors that have posts. */
export async function blogSitemapEntries(locale: Locale): Promise<SitemapEntry[]> {
  const [postSlugs, categoryList, tagList, authorList] = await Promise.all([
    listPostSlugs(),
    listCategories(locale),
    listTags(locale),
    listAuthors(locale),
  ])
  return [
    { path: '/blog', lastmod: latestDate(postSlugs.map((p) => p.updatedAt)) },
    ...postSlugs.map((p) => ({ path: `/blog/posts/${p.slug}`, lastmod: p.updatedAt })),
    ...categoryList.filter((c) => c.posts > 0).map((c) => ({ path: `/blog/categories/${c.slug}` })),
    ...tagList.filter((t) => t.posts > 0).map((t) => ({ path: `/blog/tags/${t.slug}` })),
    ...authorList.filter((a) => a.posts > 0).map((a) => ({ path: `/blog/users/${a.username}` })),
  ]
}

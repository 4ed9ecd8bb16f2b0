import { and, asc, count, desc, eq, gt, inArray, max, ne, sql, type SQL } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import { NotFoundError } from '@/lib/errors'
import { isCursorFlag, isCursorId, isTimestamptzText } from '@/lib/cursor'
import { keysetPage, readCursor } from '@/lib/pagination.server'
import type { SitemapEntry } from '@/lib/sitemap'
import { collator } from '@/lib/i18n/intl-cache'
import { localeTags, type Locale } from '@/lib/i18n/locales'
import type { Db } from '@/server/db/client.server'
import { markdownHtml } from '@/server/cache/html-cache.server'
import { cacheTags } from '@/server/cache/page-cache-tags.server'
import { cachedPublicRead } from '@/server/cache/result-cache.server'
import { db } from '@/server/db/index.server'
import { inlineLimit, isPublished } from '@/server/db/named-statements.server'
import { reusedQuery } from '@/server/db/reused-query.server'
import { accountAvatar, authors, categories, postRedirects, posts, postTags, tags, user } from '@/server/db/schema'
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

const published = isPublished(posts.status)

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
  publishedKey: sql<string>`${posts.publishedAt}::text`.as('published_key'),
  // An author is the account seen from the blog (ADR 022).
  authorUsername: user.username,
  authorName: user.name,
  authorAvatar: accountAvatar().as('author_avatar'),
  categorySlug: categories.slug,
  categoryName: categories.name,
}

function cardQuery(database: Db) {
  return database
    .select(cardColumns)
    .from(posts)
    .innerJoin(user, eq(user.id, posts.authorId))
    .innerJoin(categories, eq(categories.id, posts.categoryId))
}

type CardRow = Awaited<ReturnType<typeof cardQuery>>[number]

/** Tags of many posts in one query (never one query per post). */
/**
 * Tags in the reader's alphabet, the slug breaking ties: the database's collation is not the language's (on PGlite,
 * code points put "Пустеля" before "Північне сяйво", і after у).
 */
function byTagName(locale: Locale): (a: TermRef, b: TermRef) => number {
  const order = collator(localeTags[locale])
  return (a, b) => order.compare(a.name, b.name) || (a.slug < b.slug ? -1 : 1)
}

async function tagsFor(postIds: number[], locale: Locale): Promise<Map<number, TermRef[]>> {
  const map = new Map<number, TermRef[]>()
  if (postIds.length === 0) return map
  const database = await db()
  const rows = await reusedQuery(database, `blog.tags-of:${locale}`, () =>
    database
      .select({ postId: postTags.postId, slug: tags.slug, name: sql<string>`${tags.name} ->> ${locale}` })
      .from(postTags)
      .innerJoin(tags, eq(tags.id, postTags.tagId))
      .where(sql`${postTags.postId} = any(${sql.placeholder('ids')}::int[])`)
      .orderBy(sql`${tags.name} ->> ${locale}`),
  ).execute({ ids: postIds })
  for (const row of rows) {
    const list = map.get(row.postId) ?? []
    list.push({ slug: row.slug, name: row.name })
    map.set(row.postId, list)
  }
  const order = byTagName(locale)
  for (const list of map.values()) list.sort(order)
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

/** [group (0 = reader's language), publishedAt as `published_at::text` prints it, id]. */
const isPostKey = (values: Array<string | number>): values is [0 | 1, string, number] =>
  values.length === 3 && isCursorFlag(values[0]) && isTimestamptzText(values[1]) && isCursorId(values[2])

const contentLocales = ['en', 'es', 'ru', 'uk'] as const

/**
 * Published posts, newest first, posts in the reader's language before the others (ADR 006).
 * Two queries per page whatever its length: the page, then the tags of its posts.
 *
 * The page is a union of one branch per language, each reading its first rows straight off a partial index in
 * (published_at, id) order (ADR 029): sorting on the "reader's language first" expression would sort every post.
 */
export async function listPosts(input: PostListInput): Promise<PostList> {
  cacheTags.add('posts')
  const after = readCursor(input.cursor, isPostKey, input.locale)
  const languages = contentLocales.filter((lang) => {
    const group = lang === input.locale ? 0 : 1
    return (!input.lang || input.lang === lang) && (!after || group >= after[0])
  })
  // Everything the statement is built from; the request's values (slugs, the cursor's position) are placeholders.
  const shape = [
    input.locale,
    languages.join(','),
    input.category ? 'category' : '',
    input.author ? 'author' : '',
    input.tag ? 'tag' : '',
    after?.[0] ?? '',
  ].join(':')
  const values = {
    category: input.category,
    author: input.author,
    tag: input.tag,
    afterKey: after?.[1],
    afterId: after?.[2],
  }
  const database = await db()
  const filters: SQL[] = [published]
  if (input.category) {
    filters.push(
      sql`${posts.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${sql.placeholder('category')})`,
    )
  }
  if (input.author) {
    filters.push(
      sql`${posts.authorId} = (select ${user.id} from ${user} where ${user.username} = ${sql.placeholder('author')})`,
    )
  }
  const afterKey = sql`${sql.placeholder('afterKey')}::timestamptz`
  const afterId = sql.placeholder('afterId')
  const branch = (lang: Locale, rows: number) => {
    const group = lang === input.locale ? 0 : 1
    const columns = { ...cardColumns, readerGroup: sql<number>`${sql.raw(String(group))}::int`.as('reader_group') }
    const fromPosition = after?.[0] === group
    if (input.tag) {
      // A tag's links carry their post's language and publication date (migration 0007): the page is read off
      // post_tags_published_idx in list order, then joined to its posts.
      const where = [
        ...filters,
        sql`${postTags.tagId} = (select ${tags.id} from ${tags} where ${tags.slug} = ${sql.placeholder('tag')})`,
        eq(postTags.lang, lang),
        sql`${postTags.publishedAt} is not null`,
      ]
      if (fromPosition) where.push(sql`(${postTags.publishedAt}, ${postTags.postId}) < (${afterKey}, ${afterId})`)
      return database
        .select(columns)
        .from(postTags)
        .innerJoin(posts, eq(posts.id, postTags.postId))
        .innerJoin(user, eq(user.id, posts.authorId))
        .innerJoin(categories, eq(categories.id, posts.categoryId))
        .where(and(...where))
        .orderBy(desc(postTags.publishedAt), desc(postTags.postId))
        .limit(inlineLimit(rows))
    }
    const where = [...filters, eq(posts.lang, lang)]
    if (fromPosition) where.push(sql`(${posts.publishedAt}, ${posts.id}) < (${afterKey}, ${afterId})`)
    return database
      .select(columns)
      .from(posts)
      .innerJoin(user, eq(user.id, posts.authorId))
      .innerJoin(categories, eq(categories.id, posts.categoryId))
      .where(and(...where))
      .orderBy(desc(posts.publishedAt), desc(posts.id))
      .limit(inlineLimit(rows))
  }
  const page = (first: Locale, rest: Locale[], rows: number) => {
    if (rest.length === 0) return branch(first, rows)
    const [second, ...more] = rest.map((lang) => branch(lang, rows))
    return unionAll(branch(first, rows), second!, ...more)
      .orderBy(
        sql`${sql.identifier('reader_group')}`,
        sql`${sql.identifier('published_at')} desc`,
        sql`${sql.identifier('id')} desc`,
      )
      .limit(inlineLimit(rows))
  }
  return keysetPage({
    limit: input.limit,
    pageSize: POSTS_PAGE_SIZE,
    fetch: async (rows) => {
      const [first, ...rest] = languages
      if (!first) return []
      return reusedQuery(database, `blog.list:${shape}:${rows}`, () => page(first, rest, rows)).execute(values)
    },
    keyOf: (row) => [row.lang === input.locale ? 0 : 1, row.publishedKey, row.id],
    toItems: (rows) => cards(rows, input.locale),
  })
}

/** Posts sharing a tag that the related-posts ranking looks at, per tag (the newest by id). */
export const RELATED_PER_TAG = 50

/**
 * Ids the related posts are chosen from: the newest posts sharing each of the post's tags, plus the three newest of
 * every (same category?, same language?) class, which are the best posts sharing no tag. Each part reads a few rows
 * off an index, so the ranking works on at most a few hundred rows at any size.
 */
function relatedCandidates(postId: SQL, categoryId: SQL, locale: Locale): SQL {
  const newest = (condition: SQL) =>
    sql`(select id from posts where status = 'published' and id <> ${postId} and ${condition} order by published_at desc, id desc limit 3)`
  const otherLanguages = contentLocales.filter((l) => l !== locale)
  return sql`(
    select pt.post_id from post_tags mine
      cross join lateral (select pt.post_id from post_tags pt where pt.tag_id = mine.tag_id and pt.post_id <> ${postId}
        order by pt.post_id desc limit ${inlineLimit(RELATED_PER_TAG)}) pt
      where mine.post_id = ${postId}
    union all ${newest(sql`category_id = ${categoryId} and lang = ${locale}`)}
    ${sql.join(
      otherLanguages.map((l) => sql`union all ${newest(sql`category_id = ${categoryId} and lang = ${l}`)}`),
      sql` `,
    )}
    union all ${newest(sql`category_id <> ${categoryId} and lang = ${locale}`)}
    union all ${newest(sql`category_id <> ${categoryId} and lang <> ${locale}`)}
  )`
}

/** The slug a published post has now, when `slug` is an address it had before (post_redirects); else null. */
export async function findMovedPost(slug: string): Promise<string | null> {
  const database = await db()
  const [row] = await database
    .select({ slug: posts.slug })
    .from(postRedirects)
    .innerJoin(posts, eq(posts.id, postRedirects.postId))
    .where(and(eq(postRedirects.slug, slug), published))
  return row?.slug ?? null
}

/** A published post with its related posts and neighbours; NotFoundError for an unknown or unpublished slug. */
export async function findPost(locale: Locale, slug: string): Promise<PostDetail> {
  cacheTags.add('posts') // related posts and neighbours follow every publish
  const database = await db()
  const [row] = await reusedQuery(database, 'blog.post', () =>
    database
      .select({
        ...cardColumns,
        body: posts.body,
        updatedAt: posts.updatedAt,
        categoryId: posts.categoryId,
        authorBio: authors.bio,
      })
      .from(posts)
      .innerJoin(user, eq(user.id, posts.authorId))
      .leftJoin(authors, eq(authors.userId, posts.authorId))
      .innerJoin(categories, eq(categories.id, posts.categoryId))
      .where(and(eq(posts.slug, sql.placeholder('slug')), published)),
  ).execute({ slug })
  if (!row) throw new NotFoundError()
  cacheTags.add(`post:${row.id}`)

  // Related: most shared tags, then same category, then same language, then newest (ADR 029: ranked among a bounded
  // candidate set, so the cost does not grow with the blog).
  const postId = sql`${sql.placeholder('postId')}::int`
  const categoryId = sql`${sql.placeholder('categoryId')}::int`
  const relatedRows = await reusedQuery(database, `blog.related:${locale}`, () => {
    const shared = sql<number>`(select count(*) from ${postTags} a inner join ${postTags} b on a.tag_id = b.tag_id where a.post_id = ${posts.id} and b.post_id = ${postId})`
    return cardQuery(database)
      .where(and(published, ne(posts.id, postId), inArray(posts.id, relatedCandidates(postId, categoryId, locale))))
      .orderBy(
        desc(shared),
        desc(sql`(${posts.categoryId} = ${categoryId})`),
        desc(sql`(${posts.lang} = ${locale})`),
        desc(posts.publishedAt),
        desc(posts.id),
      )
      .limit(3)
  }).execute({ postId: row.id, categoryId: row.categoryId ?? 0 })

  // The neighbours in publication order, each read off the list index from the post's position.
  const neighbour = (direction: 'previous' | 'next') =>
    reusedQuery(database, `blog.neighbour:${direction}`, () => {
      const position = sql`(${sql.placeholder('publishedKey')}::timestamptz, ${sql.placeholder('id')}::int)`
      const before = direction === 'previous'
      return database
        .select({ slug: posts.slug, title: posts.title, lang: posts.lang })
        .from(posts)
        .where(
          and(
            published,
            before
              ? sql`(${posts.publishedAt}, ${posts.id}) < ${position}`
              : sql`(${posts.publishedAt}, ${posts.id}) > ${position}`,
          ),
        )
        .orderBy(...(before ? [desc(posts.publishedAt), desc(posts.id)] : [asc(posts.publishedAt), asc(posts.id)]))
        .limit(1)
    }).execute({ publishedKey: row.publishedKey, id: row.id })
  const [previous] = await neighbour('previous')
  const [next] = await neighbour('next')

  const tagMap = await tagsFor([row.id, ...relatedRows.map((r) => r.id)], locale)
  return {
    ...toCard(row, locale, tagMap),
    html: markdownHtml(row.body),
    updatedAt: row.updatedAt.toISOString(),
    authorBio: row.authorBio?.[locale] ?? '',
    related: relatedRows.map((r) => toCard(r, locale, tagMap)),
    previous: (previous as PostLink | undefined) ?? null,
    next: (next as PostLink | undefined) ?? null,
  }
}

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
      .where(username ? eq(user.username, sql.placeholder('username')) : sql`${authors.publishedPosts} > 0`)
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

/**
 * The blog's part of the sitemaps, the same in every locale: how many published posts and their latest change, and
 * how many categories, tags and authors have posts. Counted, never read whole (ADR 029: 100,000 posts).
 */
export async function blogSitemapSummary(): Promise<{ posts: number; lastmod: string | undefined; taxonomy: number }> {
  const database = await db()
  const counted = (table: typeof categories | typeof tags | typeof authors) =>
    database.select({ count: count() }).from(table).where(gt(table.publishedPosts, 0))
  const [[post], [category], [tag], [author]] = await Promise.all([
    database
      .select({ count: count(), lastmod: max(posts.updatedAt) })
      .from(posts)
      .where(published),
    counted(categories),
    counted(tags),
    counted(authors),
  ])
  return {
    posts: post?.count ?? 0,
    lastmod: post?.lastmod?.toISOString(),
    taxonomy: (category?.count ?? 0) + (tag?.count ?? 0) + (author?.count ?? 0),
  }
}

/** `limit` post pages of the sitemaps from `offset`, newest first: a sitemap file reads only its own (ADR 029). */
export async function postSitemapPages(offset: number, limit: number): Promise<SitemapEntry[]> {
  const rows = await (
    await db()
  )
    .select({ slug: posts.slug, updatedAt: posts.updatedAt })
    .from(posts)
    .where(published)
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(limit)
    .offset(offset)
  return rows.map((r) => ({ path: `/blog/posts/${r.slug}`, lastmod: r.updatedAt.toISOString() }))
}

/** A locale's sitemap entries for the categories, tags and authors that have posts (after the posts). */
export async function blogTaxonomySitemapEntries(locale: Locale): Promise<SitemapEntry[]> {
  const [categoryList, tagList, authorList] = await Promise.all([
    listCategories(locale),
    listTags(locale),
    listAuthors(locale),
  ])
  return [
    ...categoryList.filter((c) => c.posts > 0).map((c) => ({ path: `/blog/categories/${c.slug}` })),
    ...tagList.filter((t) => t.posts > 0).map((t) => ({ path: `/blog/tags/${t.slug}` })),
    ...authorList.filter((a) => a.posts > 0).map((a) => ({ path: `/blog/users/${a.username}` })),
  ]
}

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

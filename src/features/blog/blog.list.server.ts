import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import { isCursorFlag, isCursorId, isTimestamptzText } from '@/lib/cursor'
import { keysetPage, readCursor } from '@/lib/pagination.server'
import type { Locale } from '@/lib/i18n/locales'
import { cacheTags } from '@/server/cache/page-cache-tags.server'
import { db } from '@/server/db/index.server'
import { inlineLimit } from '@/server/db/named-statements.server'
import { reusedQuery } from '@/server/db/reused-query.server'
import { categories, posts, postTags, tags, user } from '@/server/db/schema'
import { cardColumns, cards, contentLocales, published } from './blog.cards.server'
import { POSTS_PAGE_SIZE, type PostList, type PostListInput } from './blog.schemas'

/** [group (0 = reader's language), publishedAt as `published_at::text` prints it, id]. */
const isPostKey = (values: Array<string | number>): values is [0 | 1, string, number] =>
  values.length === 3 && isCursorFlag(values[0]) && isTimestamptzText(values[1]) && isCursorId(values[2])

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

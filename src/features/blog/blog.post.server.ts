import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import { NotFoundError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { markdownHtml } from '@/server/cache/html-cache.server'
import { cacheTags } from '@/server/cache/page-cache-tags.server'
import { db } from '@/server/db/index.server'
import { inlineLimit } from '@/server/db/named-statements.server'
import { reusedQuery } from '@/server/db/reused-query.server'
import { authors, categories, postRedirects, posts, postTags, user } from '@/server/db/schema'
import { cardColumns, cardQuery, contentLocales, published, tagsFor, toCard } from './blog.cards.server'
import type { PostDetail, PostLink } from './blog.schemas'

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

const linkOf = ({ slug, title, lang }: { slug: string; title: string; lang: string }) =>
  ({ slug, title, lang }) as PostLink

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

  // Related: the reader's language first (ADR 062: others only when it has too few), then most shared tags, same
  // category, newest (ADR 029: ranked among a bounded candidate set, so the cost does not grow with the blog).
  const postId = sql`${sql.placeholder('postId')}::int`
  const categoryId = sql`${sql.placeholder('categoryId')}::int`
  const relatedRows = await reusedQuery(database, `blog.related:${locale}`, () => {
    const shared = sql<number>`(select count(*) from ${postTags} a inner join ${postTags} b on a.tag_id = b.tag_id where a.post_id = ${posts.id} and b.post_id = ${postId})`
    return cardQuery(database)
      .where(and(published, ne(posts.id, postId), inArray(posts.id, relatedCandidates(postId, categoryId, locale))))
      .orderBy(
        desc(sql`(${posts.lang} = ${locale})`),
        desc(shared),
        desc(sql`(${posts.categoryId} = ${categoryId})`),
        desc(posts.publishedAt),
        desc(posts.id),
      )
      .limit(3)
  }).execute({ postId: row.id, categoryId: row.categoryId ?? 0 })

  // The neighbours in publication order, in the reader's language when there is one on that side (ADR 062), else in
  // any: one statement, two reads off the list indexes from the post's position, the preferred one first.
  const neighbour = (direction: 'previous' | 'next') =>
    reusedQuery(database, `blog.neighbour:${direction}`, () => {
      const position = sql`(${sql.placeholder('publishedKey')}::timestamptz, ${sql.placeholder('id')}::int)`
      const before = direction === 'previous'
      const side = before
        ? sql`(${posts.publishedAt}, ${posts.id}) < ${position}`
        : sql`(${posts.publishedAt}, ${posts.id}) > ${position}`
      const order = before ? [desc(posts.publishedAt), desc(posts.id)] : [asc(posts.publishedAt), asc(posts.id)]
      const nearest = (inLanguage: boolean) =>
        database
          .select({
            slug: posts.slug,
            title: posts.title,
            lang: posts.lang,
            preference: sql<number>`${sql.raw(inLanguage ? '0' : '1')}`.as('preference'),
          })
          .from(posts)
          .where(and(published, side, inLanguage ? sql`${posts.lang} = ${sql.placeholder('lang')}` : undefined))
          .orderBy(...order)
          .limit(1)
      return unionAll(nearest(true), nearest(false))
        .orderBy(sql`preference`)
        .limit(1)
    }).execute({ publishedKey: row.publishedKey, id: row.id, lang: locale })
  const [previous] = await neighbour('previous')
  const [next] = await neighbour('next')

  const tagMap = await tagsFor([row.id, ...relatedRows.map((r) => r.id)], locale)
  return {
    ...toCard(row, locale, tagMap),
    html: markdownHtml(row.body),
    updatedAt: row.updatedAt.toISOString(),
    authorBio: row.authorBio?.[locale] ?? '',
    related: relatedRows.map((r) => toCard(r, locale, tagMap)),
    previous: previous ? linkOf(previous) : null,
    next: next ? linkOf(next) : null,
  }
}

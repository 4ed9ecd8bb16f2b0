// The list, count and search queries rewritten for 100,000 posts (ADR 029) give the same answers as the plain
// queries they replaced: every page walked with cursors equals the straightforward ORDER BY over all rows, and the
// stored counts equal a fresh count after every kind of write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { Database, Db } from '@/server/db/client.server'
import { appMeta, departures, posts, postTags, tags, trips } from '@/server/db/schema'
import { listPosts } from '@/features/blog/blog.list.server'
import { findPost, RELATED_PER_TAG } from '@/features/blog/blog.post.server'
import { listAuthors, listCategories, listTags } from '@/features/blog/blog.taxonomy.server'
import type { PostListInput } from '@/features/blog/blog.schemas'
import { listDestinations, listTripMonths, listTrips } from '@/features/trips/trips.server'
import { search } from '@/features/search/search.server'
import { listedMatches, RANKED_POSTS } from '@/features/search/search.limits'
import { bulkBlog, bulkTrips } from './factories/bulk'
import { createAuthor } from './factories/author'
import { createCategory } from './factories/category'
import { createPost } from './factories/post'
import { localized } from './factories/sequence'
import { createTag } from './factories/tag'
import { createDeparture, tripValues } from './factories/trip'
import { createTestDatabase, testEngine } from './support/db'

let database: Database
let db: Db
let usernames: string[] = []
let tagSlugs: string[] = []
const TODAY = '2026-03-15'

const rowsOf = async <T>(query: ReturnType<typeof sql>) => {
  const result = (await db.execute(query)) as unknown
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}

beforeAll(async () => {
  database = await createTestDatabase()
  db = database.db
  for (let i = 0; i < 4; i++) await createCategory(db)
  // 240 posts in four languages, drafts and unpublished among them; 30 tags; 100 trips over seven years.
  ;({ usernames, tagSlugs } = await bulkBlog(db, { posts: 240, authors: 8, tags: 30, prefix: 'scale' }))
  await bulkTrips(db, { trips: 100, from: '2023-01-01' })
}, 120_000)
afterAll(() => database.close())

/** The order of ADR 006 over all rows: reader's language first, newest first, id last. */
async function expectedPostIds(input: PostListInput): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(sql`
    select p.id from posts p
      join categories c on c.id = p.category_id
      join "user" a on a.id = p.author_id
    where p.status = 'published'
      ${input.lang ? sql`and p.lang = ${input.lang}` : sql``}
      ${input.category ? sql`and c.slug = ${input.category}` : sql``}
      ${input.author ? sql`and a.username = ${input.author}` : sql``}
      ${input.tag ? sql`and exists (select 1 from post_tags pt join tags t on t.id = pt.tag_id where pt.post_id = p.id and t.slug = ${input.tag})` : sql``}
    order by (case when p.lang = ${input.locale} then 0 else 1 end), p.published_at desc, p.id desc`)
  return rows.map((r) => Number(r.id))
}

async function walkPosts(input: PostListInput, limit: number): Promise<number[]> {
  const ids: number[] = []
  let cursor: string | undefined
  for (let page = 0; page < 200; page++) {
    const result = await listPosts({ ...input, limit, cursor })
    ids.push(...result.items.map((p) => p.id))
    if (!result.nextCursor) return ids
    cursor = result.nextCursor
  }
  throw new Error('too many pages')
}

/** Counts the way the pages computed them before they were stored. */
async function freshCounts() {
  const categories = await rowsOf<{ slug: string; n: number }>(sql`
    select c.slug, count(p.id) filter (where p.status = 'published')::int as n
    from categories c left join posts p on p.category_id = c.id group by c.id order by c.slug`)
  const tags = await rowsOf<{ slug: string; n: number }>(sql`
    select t.slug, count(p.id) filter (where p.status = 'published')::int as n
    from tags t left join post_tags pt on pt.tag_id = t.id left join posts p on p.id = pt.post_id
    group by t.id order by t.slug`)
  const authors = await rowsOf<{ slug: string; n: number }>(sql`
    select a.username as slug, count(p.id) filter (where p.status = 'published')::int as n
    from authors x join "user" a on a.id = x.user_id left join posts p on p.author_id = a.id group by a.id
    having count(p.id) filter (where p.status = 'published') > 0 order by a.username`)
  const pairs = (rows: Array<{ slug: string; n: number }>) => rows.map((r) => [r.slug, Number(r.n)])
  return { categories: pairs(categories), tags: pairs(tags), authors: pairs(authors) }
}

async function storedCounts() {
  const bySlug = (rows: Array<{ slug: string; posts: number }>) =>
    rows.map((r) => [r.slug, r.posts]).sort((a, b) => String(a[0]).localeCompare(String(b[0]), 'en'))
  return {
    categories: bySlug(await listCategories('en')),
    tags: bySlug(await listTags('en')),
    authors: bySlug((await listAuthors('en')).map((a) => ({ slug: a.username, posts: a.posts }))),
  }
}

async function expectCountsInStep() {
  const fresh = await freshCounts()
  const sort = (pairs: Array<Array<string | number>>) =>
    [...pairs].sort((a, b) => String(a[0]).localeCompare(String(b[0]), 'en'))
  const stored = await storedCounts()
  expect(stored.categories).toEqual(sort(fresh.categories))
  expect(stored.tags).toEqual(sort(fresh.tags))
  expect(stored.authors).toEqual(sort(fresh.authors))
  // Tag links carry a copy of their post's language and (while published) date (migration 0007).
  const stale = await rowsOf<{ n: number }>(sql`
    select count(*)::int as n from post_tags pt join posts p on p.id = pt.post_id
    where pt.lang is distinct from p.lang
      or pt.published_at is distinct from (case when p.status = 'published' then p.published_at end)`)
  expect(Number(stale[0]?.n)).toBe(0)
}

describe(`blog lists at scale on ${testEngine}`, () => {
  it('walks every list page by page in exactly the order of one ORDER BY over all posts', async () => {
    const category = (await listCategories('en'))[1]!.slug
    const inputs: PostListInput[] = [
      { locale: 'en' },
      { locale: 'uk' },
      { locale: 'es', lang: 'ru' },
      { locale: 'ru', lang: 'ru' },
      { locale: 'ru', category },
      { locale: 'es', tag: tagSlugs[3]! },
      { locale: 'en', tag: tagSlugs[0]! },
      { locale: 'uk', author: usernames[0]! },
      { locale: 'en', category, tag: tagSlugs[1]! },
    ]
    for (const input of inputs) {
      const expected = await expectedPostIds(input)
      expect(expected.length, JSON.stringify(input)).toBeGreaterThan(0)
      expect(await walkPosts(input, 7), JSON.stringify(input)).toEqual(expected)
    }
    // The first page alone, at the default size, too.
    expect((await listPosts({ locale: 'es' })).items.map((p) => p.id)).toEqual(
      (await expectedPostIds({ locale: 'es' })).slice(0, 10),
    )
  })

  it('keeps category, tag and author counts and tag links in step through every kind of write', async () => {
    await expectCountsInStep()
    const [draft] = await db.select().from(posts).where(eq(posts.status, 'draft')).limit(1)
    const [live, other] = await db.select().from(posts).where(eq(posts.status, 'published')).limit(2)
    const [tag] = await rowsOf<{ id: number }>(sql`select id from tags order by id desc limit 1`)

    // Publish a draft (its tags count now), unpublish a post, move one to another category and author.
    await db
      .update(posts)
      .set({ status: 'published', publishedAt: new Date('2026-01-01T00:00:00Z'), categoryId: live!.categoryId })
      .where(eq(posts.id, draft!.id))
    await expectCountsInStep()
    await db.update(posts).set({ status: 'unpublished' }).where(eq(posts.id, live!.id))
    await expectCountsInStep()
    const newCategory = await createCategory(db)
    const newAuthor = await createAuthor(db)
    await db.update(posts).set({ categoryId: newCategory.id, authorId: newAuthor.id }).where(eq(posts.id, other!.id))
    await expectCountsInStep()

    // Retag a published post (as the editor does: delete the links, insert new ones), then delete it.
    await db.delete(postTags).where(eq(postTags.postId, other!.id))
    await db.insert(postTags).values({ postId: other!.id, tagId: Number(tag!.id) })
    await expectCountsInStep()
    await db.delete(posts).where(eq(posts.id, other!.id))
    await expectCountsInStep()

    // A new published post with tags, the way the factories and the editor write it; edits that keep it published.
    const created = await createPost(db, { lang: 'es', category: newCategory, author: newAuthor })
    await db.update(posts).set({ title: 'Edited' }).where(eq(posts.id, created.id))
    await expectCountsInStep()
    // Another language and date: its tag pages list it where the new values put it.
    const [tagged] = await rowsOf<{ post_id: number; slug: string }>(sql`
      select pt.post_id, t.slug from post_tags pt join tags t on t.id = pt.tag_id join posts p on p.id = pt.post_id
      where p.status = 'published' order by pt.post_id limit 1`)
    await db
      .update(posts)
      .set({ lang: 'uk', publishedAt: new Date('2020-02-02T00:00:00Z') })
      .where(eq(posts.id, Number(tagged!.post_id)))
    await expectCountsInStep()
    for (const locale of ['uk', 'en'] as const) {
      const input = { locale, tag: tagged!.slug }
      expect(await walkPosts(input, 5)).toEqual(await expectedPostIds(input))
    }
    expect((await listCategories('en')).find((c) => c.slug === newCategory.slug)?.posts).toBe(1)

    // Recounting from scratch changes nothing.
    const before = await storedCounts()
    await db.execute(sql`select waypoints_recount_posts()`)
    expect(await storedCounts()).toEqual(before)
  })

  it('picks related posts exactly as ranking every post did (language, most shared tags, category, newest)', async () => {
    // Exact while each of the post's tags has at most RELATED_PER_TAG other posts (beyond that, the newest of them).
    const sample = await rowsOf<{ id: number; slug: string; category_id: number }>(sql`
      select id, slug, category_id from posts p where status = 'published'
        and not exists (select 1 from post_tags mine where mine.post_id = p.id
          and (select count(*) from post_tags o where o.tag_id = mine.tag_id) > ${RELATED_PER_TAG})
      order by id limit 12`)
    expect(sample.length).toBe(12)
    for (const row of sample) {
      for (const locale of ['en', 'ru'] as const) {
        const expected = await rowsOf<{ id: number }>(sql`
          select p.id from posts p
          where p.status = 'published' and p.id <> ${row.id}
          order by (p.lang = ${locale}) desc,
            (select count(*) from post_tags a join post_tags b on a.tag_id = b.tag_id
              where a.post_id = p.id and b.post_id = ${row.id}) desc,
            (p.category_id = ${row.category_id}) desc, p.published_at desc, p.id desc
          limit 3`)
        const related = (await findPost(locale, row.slug)).related.map((p) => p.id)
        expect(related, `${row.slug} in ${locale}`).toEqual(expected.map((r) => Number(r.id)))
      }
    }
  })
})

describe(`trip lists at scale on ${testEngine}`, () => {
  // The list's order computed another way (ADR 045): each trip's key departure by aggregates, not by a lateral read.
  async function expectedTripIds(runsWhere: ReturnType<typeof sql>, tripsWhere: ReturnType<typeof sql>) {
    const rows = await rowsOf<{ id: number }>(sql`
      with runs as (select * from departures d where d.status = 'open' ${runsWhere}),
      keyed as (
        select t.id,
          coalesce(
            (select min(start_date) from runs r where r.trip_id = t.id and r.start_date >= ${TODAY}::date),
            (select max(start_date) from runs r where r.trip_id = t.id)) as start_date
        from trips t where t.status = 'published' ${tripsWhere}
      )
      select id from keyed where start_date is not null
      order by (case when start_date < ${TODAY}::date or start_date is null then 1 else 0 end),
        (case when start_date is null then 9999999 when start_date < ${TODAY}::date then (date '2000-01-01' - start_date) else (start_date - date '2000-01-01') end),
        id`)
    return rows.map((r) => Number(r.id))
  }

  it('walks upcoming then past trips in the order of one ORDER BY over all trips, with and without filters', async () => {
    // Every bulk trip has a departure, so "has a key departure" drops no trip outside the month filter.
    const cases: Array<[Parameters<typeof listTrips>[0], ReturnType<typeof sql>, ReturnType<typeof sql>]> = [
      [{ locale: 'en', today: TODAY }, sql``, sql``],
      [
        { locale: 'en', today: TODAY, month: '2026-03' },
        sql`and start_date >= '2026-03-01' and start_date < '2026-04-01'`,
        sql``,
      ],
      [{ locale: 'es', today: TODAY, destination: 'it' }, sql``, sql`and country = 'IT'`],
    ]
    for (const [input, runsWhere, tripsWhere] of cases) {
      const expected = await expectedTripIds(runsWhere, tripsWhere)
      const ids: number[] = []
      let cursor: string | undefined
      for (let page = 0; page < 100; page++) {
        const result = await listTrips({ ...input, limit: 7, cursor })
        ids.push(...result.items.map((t) => t.id))
        if (!result.nextCursor) break
        cursor = result.nextCursor
      }
      expect(ids, JSON.stringify(input)).toEqual(expected)
    }
  })

  it('lists the months that have trips, and destinations that follow trip changes at once', async () => {
    const months = await rowsOf<{ m: string }>(sql`
      select distinct to_char(d.start_date, 'YYYY-MM') as m from departures d join trips t on t.id = d.trip_id
        where t.status = 'published' and d.status = 'open' order by 1`)
    expect(await listTripMonths()).toEqual(months.map((r) => r.m))

    const before = await listDestinations('en')
    expect(before.find((d) => d.country === 'NZ')).toBeUndefined()
    const [added] = await db
      .insert(trips)
      .values(tripValues({ country: 'NZ' }))
      .returning()
    await createDeparture(db, added!.id, { startDate: '2031-05-02' })
    const after = await listDestinations('en')
    expect(after.find((d) => d.country === 'NZ')?.trips).toBe(1)
    expect(await listTripMonths()).toContain('2031-05')

    // Booking seats does not change what the filters show, so it keeps the cached list.
    const version = async () =>
      (await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, 'trips_version')))[0]?.value
    const v1 = await version()
    await db.update(departures).set({ seatsLeft: 1 }).where(eq(departures.tripId, added!.id))
    expect(await version()).toBe(v1)
    await db.update(trips).set({ status: 'draft' }).where(eq(trips.id, added!.id))
    expect(await version()).not.toBe(v1)
    expect((await listDestinations('en')).find((d) => d.country === 'NZ')).toBeUndefined()
  })
})

describe(`search at scale on ${testEngine}`, () => {
  it('counts every match, ranks the best ones by title and excerpt first, and pages through the ranked ones', async () => {
    const [author] = usernames
    const extra = RANKED_POSTS + 20
    await db.execute(sql`
      insert into posts (slug, lang, author_id, category_id, title, excerpt, body, cover_image, reading_minutes, status,
        published_at)
      select 'zephyr-' || g, 'en', (select id from "user" where username = ${author}), (select min(id) from categories),
        'Plain notes ' || g, 'An excerpt ' || g, 'Body text with zephyrine in it, number ' || g,
        '{"src":"/images/posts/cover-1.svg","width":1200,"height":600,"alt":{"en":"","es":"","ru":"","uk":""}}'::jsonb,
        1, 'published', now() - (g || ' minutes')::interval
      from generate_series(1, ${extra}::int) g`)
    const titled = await createPost(db, {
      title: 'Zephyrine at dawn',
      lang: 'en',
      publishedAt: new Date('2020-01-01T00:00:00Z'),
    })
    const first = await search({ q: 'zephyrine', locale: 'en', limit: 50 })
    expect(first.counts).toEqual({
      all: extra + 1,
      trip: 0,
      post: extra + 1,
      langs: { en: extra + 1, es: 0, ru: 0, uk: 0 },
    })
    // The oldest post, but the only one with the word in its title: first.
    expect(first.data[0]).toMatchObject({ type: 'post', id: titled.id })
    const seen = new Set<number>()
    let cursor = first.page.nextCursor
    first.data.forEach((hit) => seen.add(hit.id))
    while (cursor) {
      const page = await search({ q: 'zephyrine', locale: 'en', limit: 50, cursor })
      expect(page.counts.all).toBe(extra + 1)
      page.data.forEach((hit) => seen.add(hit.id))
      cursor = page.page.nextCursor
    }
    expect(seen.size).toBe(RANKED_POSTS)
    // The search page's note of how many are listed agrees with what the pages listed.
    expect(listedMatches(first.counts, 'all')).toBe(seen.size)
    expect(listedMatches(first.counts, 'trip')).toBe(0)
  })

  it('suggests words of published titles as soon as they are published, never of drafts', async () => {
    const draft = await createPost(db, { title: 'Quokkalicious island walks', status: 'draft', lang: 'en' })
    expect((await search({ q: 'quokkalicous', locale: 'en' })).correctedQuery).toBeNull()
    await db
      .update(posts)
      .set({ status: 'published', publishedAt: new Date('2026-02-01T00:00:00Z') })
      .where(eq(posts.id, draft.id))
    const found = await search({ q: 'quokkalicous', locale: 'en' })
    expect(found.correctedQuery).toBe('quokkalicious')
    expect(found.data.map((hit) => hit.id)).toEqual([draft.id])
  })

  it("suggests a tag's words only once a published post carries the tag", async () => {
    const suggested = async (q: string) => {
      const result = await search({ q, locale: 'en' })
      return result.correctedQuery ?? result.help?.suggestion ?? null
    }
    const tag = await createTag(db, { name: localized('Wombatological') })
    const draft = await createPost(db, { title: 'Notes', status: 'draft', lang: 'en', tags: [tag] })
    expect(await suggested('wombatologcal')).toBeNull()
    await db
      .update(tags)
      .set({ name: localized('Wombatologically') })
      .where(eq(tags.id, tag.id))
    expect(await suggested('wombatologcaly')).toBeNull()
    await db
      .update(posts)
      .set({ status: 'published', publishedAt: new Date('2026-02-01T00:00:00Z') })
      .where(eq(posts.id, draft.id))
    expect(await suggested('wombatologcaly')).toBe('wombatologically')
  })
})

describe(`post rows at scale on ${testEngine}`, () => {
  it('keep what lists and search ranking read in the row, and the body out of line past 1 KB (ADR 039)', async () => {
    const [table] = await rowsOf<{ options: string[] | null }>(
      sql`select reloptions as options from pg_class where oid = 'posts'::regclass`,
    )
    expect(table?.options).toContain('toast_tuple_target=1024')
    const columns = await rowsOf<{ name: string; storage: string }>(sql`
      select attname as name, attstorage as storage from pg_attribute
      where attrelid = 'posts'::regclass and attnum > 0 and not attisdropped
    `)
    const storage = Object.fromEntries(columns.map((column) => [column.name, column.storage]))
    // e: out of line, uncompressed; m: in the row, moved out only if the row would not fit a page.
    expect(storage).toMatchObject({
      body: 'e',
      slug: 'm',
      title: 'm',
      excerpt: 'm',
      cover_image: 'm',
      search_title: 'm',
      search_head: 'm',
    })
  })
})

// One page of matches by relevance, with the counts per type and per post language, as hits.
import { sql, type SQL } from 'drizzle-orm'
import { encodeCursor } from '@/lib/pagination'
import { isCursorFlag, isCursorId } from '@/lib/cursor'
import { readCursor } from '@/lib/pagination.server'
import { locales, type Locale } from '@/lib/i18n/locales'
import type { Db } from '@/server/db/client.server'
import { rowsOf } from '@/server/db/rows.server'
import type { LocalizedText, StoredImage } from '@/server/db/schema'
import { HEADLINE_TITLE, snippets, toSegments, toSnippet } from './search.highlight.server'
import { RANKED_POSTS, RANKED_TRIPS } from './search.limits'
import { configFor, matching, parsedCte, query } from './search.parse.server'
import {
  CURRENCY_CODE,
  type SearchHit,
  type SearchLangCounts,
  type SearchResult,
  type SearchType,
} from './search.schemas'

/** Shown at most: a query names a handful of topics at most, and the list sits above the results. */
const TOPICS = 5

/**
 * Tags whose name, in any of its four languages, the query matches (stemmed like posts), most used first, as JSON:
 * a search for "hiking" offers the Hiking topic page even where few posts say the word.
 */
function topicsOf(query: SQL, locale: Locale): SQL {
  const localeKey = sql.raw(`'${locale}'`)
  return sql`(select coalesce(json_agg(t), '[]'::json) from (
      select slug, name ->> ${localeKey} as name, published_posts as posts
      from tags
      where published_posts > 0 and search_vector @@ ${query}
      order by published_posts desc, slug
      limit ${TOPICS}
    ) t)`
}

interface HitRow {
  /** Null in the row a search without hits answers (it carries the topics). */
  kind: number | null
  id: number
  rank: string
  total: number
  trips: number
  /** Published matching posts in each language, whatever the `lang` filter: `lang_en`, `lang_es`, … */
  [langCount: `lang_${string}`]: number
  post_slug: string | null
  post_lang: Locale | null
  post_title: string | null
  post_published: Date | string | null
  post_cover: StoredImage | null
  trip_title: LocalizedText | null
  trip_place: LocalizedText | null
  trip_country: string | null
  trip_start: string | null
  trip_end: string | null
  trip_price: number | null
  trip_currency: string | null
  trip_cover: StoredImage | null
  title_marked: string
  snippet_marked: string
  topics: Array<{ slug: string; name: string; posts: number }> | null
}

export interface Options {
  locale: Locale
  type: SearchType
  lang?: Locale
  cursor?: string
  limit: number
  /** Also read the topics the query names (the first page of a search that lists posts). */
  topics: boolean
}

type Cursor = [string, number, number]

/** This list's cursors: [rank, kind (0 trip, 1 post), id]. */
const isSearchCursor = (values: Array<string | number>): values is Cursor => {
  const [rank, kind, id] = values
  return (
    values.length === 3 &&
    typeof rank === 'string' &&
    /^\d{1,6}(\.\d{1,6})?$/.test(rank) &&
    isCursorFlag(kind) &&
    isCursorId(id)
  )
}

/** Per-language count columns (`count(*) filter (where lang = 'en') as lang_en`, …), over published matches. */
const langCountColumns = sql.raw(
  locales.map((lang) => `count(*) filter (where lang = '${lang}') as lang_${lang}`).join(', '),
)
const langCountOutput = sql.raw(locales.map((lang) => `counts.lang_${lang}::int as lang_${lang}`).join(', '))

/** A row's per-language counts (`lang_en`, …) as `{ en, es, ru, uk }`. */
function langCountsOf(row: Partial<Record<`lang_${string}`, number | string>> | undefined): SearchLangCounts {
  return Object.fromEntries(locales.map((lang) => [lang, Number(row?.[`lang_${lang}`] ?? 0)])) as SearchLangCounts
}

/** One page of matches (trips kind 0, posts kind 1) by relevance, with the counts per type and per post language. */
export async function runSearch(database: Db, indexScans: Db | undefined, q: string, options: Options) {
  const { locale, limit } = options
  const cursor = readCursor(options.cursor, isSearchCursor, locale) ?? null
  const postLang = options.lang ? sql`and p.lang = ${options.lang}` : sql``
  const kindFilter = options.type === 'trip' ? sql`and kind = 0` : options.type === 'post' ? sql`and kind = 1` : sql``
  const after = cursor
    ? sql`and (rank < ${cursor[0]}::numeric or (rank = ${cursor[0]}::numeric and (kind > ${cursor[1]} or (kind = ${cursor[1]} and id < ${cursor[2]}))))`
    : sql``
  const localeKey = sql.raw(`'${locale}'`)
  const readerConfig = configFor(sql`${locale}`)
  const postConfig = configFor(sql`p.lang`)
  // Posts in the reader's language rank a little higher (ADR 006's "reader's language first", softened by relevance).
  const langWeight = sql`(case when p.lang = ${locale} then 1 else 0.8 end)`
  // Every match is counted, but only the best RANKED_POSTS posts by their title and excerpt (RANKED_TRIPS trips by
  // title, place, country: a small vector kept in the row) are ranked by the full vector, which lives out of line:
  // reading it for thousands of matches is what made a common word slow (ADR 029). Fewer matches than that: every
  // one is ranked, exactly as before.
  // The planner guesses that a word of the OR-ed four-language query is in a large share of rows and would read every
  // trip (and its out-of-line vector) instead of asking the GIN index; matches are a small share, so it must not.
  // Sequential scans are off for the query, and the rows are found by `@@` alone (post_hits, trip_hits), status and
  // language checked on what it found: with those in the scan's condition, a partial index "where status =
  // 'published'" (ADR 029) was another way to read every row, and PGlite took it (84 of 114 ms for "mountain" at
  // 10,000 trips). Only the rows kept are ranked.
  // One statement, parse included: a second round trip costs the render thread a socket write (ADR 019 update).
  const statement = sql`
    with ${parsedCte(q)},
    post_hits as materialized (
      select p.id, p.published_at, p.lang, p.status = 'published' as published, p.status = 'published' ${postLang} as keep,
        case when p.status = 'published' ${postLang} then ts_rank(p.search_head, ${query}, 1) * ${langWeight} end as head
        from posts p where p.search_vector @@ ${matching}
    ),
    post_matches as (select id, head, published_at from post_hits where keep),
    trip_hits as materialized (
      select t.id, (select min(d.start_date) from departures d where d.trip_id = t.id and d.status = 'open') as start_date,
        t.status = 'published' as keep,
        case when t.status = 'published' then ts_rank(t.search_head, ${query}, 1) end as head
        from trips t where t.search_vector @@ ${matching}
    ),
    trip_matches as (select id, head, start_date from trip_hits where keep),
    counts as (
      -- The language filter's counts come from the same matches (one pass over rows already read), whatever it is set to.
      select (select count(*) from trip_matches) as trips, (select count(*) from post_matches) as posts, l.*
        from (select ${langCountColumns} from post_hits where published) l
    ),
    hits as (
      select 0 as kind, t.id, round((ts_rank(t.search_vector, ${query}, 1))::numeric, 6) as rank
        from trips t
        where t.id in (select id from trip_matches order by head desc, start_date, id limit ${RANKED_TRIPS})
      union all
      select 1 as kind, p.id, round((ts_rank(p.search_vector, ${query}, 1) * ${langWeight})::numeric, 6)
        from posts p
        where p.id in (select id from post_matches order by head desc, published_at desc, id desc limit ${RANKED_POSTS})
    ),
    page as (
      select *, row_number() over (order by rank desc, kind, id desc) as pos from hits where true ${kindFilter} ${after}
      order by rank desc, kind, id desc
      limit ${limit + 1}
    )
    select page.kind, page.id, page.rank::text as rank, (counts.trips + counts.posts)::int as total,
      counts.trips::int as trips, ${langCountOutput},
      p.slug as post_slug, p.lang as post_lang, p.title as post_title, p.published_at as post_published,
      p.cover_image as post_cover,
      t.title as trip_title, t.place as trip_place, t.country as trip_country, k.start_date::text as trip_start,
      k.end_date::text as trip_end, k.price_minor as trip_price, k.currency as trip_currency, t.cover_image as trip_cover,
      case when page.pos > ${limit} then ''
        when page.kind = 1
        then ts_headline(${postConfig}, p.title, ${query}, ${HEADLINE_TITLE})
        else ts_headline(${readerConfig}, t.title ->> ${localeKey}, ${query}, ${HEADLINE_TITLE})
      end as title_marked,
      case when page.pos > ${limit} then ''
        when page.kind = 1
        then ${snippets(locale).post}
        else ${snippets(locale).trip}
      end as snippet_marked
      ${options.topics ? sql`, case when coalesce(page.pos, 1) = 1 then ${topicsOf(matching, locale)} end` : sql`, null`} as topics
    from parsed
      left join (page
        cross join counts
        left join posts p on page.kind = 1 and p.id = page.id
        left join trips t on page.kind = 0 and t.id = page.id
        -- The departure the trip is shown by (lib/departure.ts's rule, ADR 045).
        left join lateral (
          select d.start_date, d.end_date, d.price_minor, d.currency from departures d
          where d.trip_id = t.id and d.status = 'open'
          order by d.start_date < current_date, case when d.start_date >= current_date then d.start_date end,
            d.start_date desc, d.id
          limit 1
        ) k on true) on true
    order by page.rank desc, page.kind, page.id desc
  `
  // On PostgreSQL the search pool's sessions have sequential scans off: one round trip. PGlite has a single session,
  // so the setting is made for the transaction.
  const result = indexScans
    ? await indexScans.execute(statement)
    : await database.transaction(async (tx) => {
        await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`)
        return tx.execute(statement)
      })
  // Without hits the statement still answers the `parsed` row, for the topics.
  const rows = rowsOf<HitRow>(result)
  const topics = (rows[0]?.topics ?? []).map((r) => ({ slug: r.slug, name: r.name, posts: Number(r.posts) }))
  const hitRows = rows.filter((row): row is HitRow & { kind: number } => row.kind !== null)
  const page = hitRows.slice(0, limit)
  const last = page.at(-1)
  let counts: SearchResult['counts'] = { all: 0, trip: 0, post: 0, langs: langCountsOf(undefined) }
  const first = hitRows[0]
  if (first)
    counts = { all: first.total, trip: first.trips, post: first.total - first.trips, langs: langCountsOf(first) }
  // No page to read them from: a type or a language without matches, or a page past the end, counts in its own statement.
  else if (options.type !== 'all' || options.lang || cursor) counts = await countMatches(database, q, options)
  return {
    hits: page.map((row) => toHit(row, locale)),
    counts,
    nextCursor: hitRows.length > limit && last ? encodeCursor([last.rank, last.kind, last.id]) : null,
    topics,
  }
}

async function countMatches(database: Db, q: string, options: Options) {
  const postLang = options.lang ? sql`and p.lang = ${options.lang}` : sql``
  const [row] = rowsOf<{ trips: number; posts: number } & Record<`lang_${string}`, number>>(
    await database.execute(sql`
      with ${parsedCte(q)}, post_hits as materialized (
        select p.lang, true as published from posts p where p.status = 'published' and p.search_vector @@ ${matching}
      )
      select
        (select count(*) from trips t where t.status = 'published' and t.search_vector @@ ${matching})::int as trips,
        (select count(*) from post_hits p where true ${postLang})::int as posts,
        ${sql.raw(locales.map((lang) => `lang_${lang}::int as lang_${lang}`).join(', '))}
      from (select ${langCountColumns} from post_hits where published) l
    `),
  )
  const trip = Number(row?.trips ?? 0)
  const post = Number(row?.posts ?? 0)
  return { all: trip + post, trip, post, langs: langCountsOf(row) }
}

function image(stored: StoredImage, locale: Locale) {
  return { src: stored.src, width: stored.width, height: stored.height, alt: stored.alt[locale] }
}

function toHit(row: HitRow, locale: Locale): SearchHit {
  const highlight = { title: toSegments(row.title_marked ?? ''), snippet: toSnippet(row.snippet_marked ?? '') }
  if (row.kind === 1) {
    const published = row.post_published ? new Date(row.post_published) : new Date(0)
    return {
      type: 'post',
      id: Number(row.id),
      slug: row.post_slug ?? '',
      lang: row.post_lang ?? locale,
      title: row.post_title ?? '',
      publishedAt: published.toISOString(),
      cover: image(row.post_cover!, locale),
      highlight,
    }
  }
  // The trip's own price, or none: a made-up currency ('') made the page's price formatting throw.
  const priced = row.trip_price !== null && row.trip_currency !== null && CURRENCY_CODE.test(row.trip_currency)
  return {
    type: 'trip',
    id: Number(row.id),
    title: row.trip_title?.[locale] ?? '',
    place: row.trip_place?.[locale] ?? '',
    country: row.trip_country ?? '',
    startDate: row.trip_start,
    endDate: row.trip_end,
    priceMinor: priced ? Number(row.trip_price) : null,
    currency: priced ? row.trip_currency : null,
    cover: image(row.trip_cover!, locale),
    highlight,
  }
}

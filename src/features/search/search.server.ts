import { sql, type SQL } from 'drizzle-orm'
import { encodeCursor } from '@/lib/pagination'
import { isCursorFlag, isCursorId } from '@/lib/cursor'
import { readCursor } from '@/lib/pagination.server'
import { locales, type Locale } from '@/lib/i18n/locales'
import { InvalidInputError } from '@/lib/errors'
import { excludedTerms, includesWords } from '@/lib/search-params'
import type { Db } from '@/server/db/client.server'
import { getDatabase } from '@/server/db/index.server'
import { cacheTags } from '@/server/cache/page-cache-tags.server'
import { cachedPublicRead } from '@/server/cache/result-cache.server'
import type { LocalizedText, StoredImage } from '@/server/db/schema'
import { RANKED_POSTS, RANKED_TRIPS } from './search.limits'
import {
  CURRENCY_CODE,
  SEARCH_PAGE_SIZE,
  type SearchHelp,
  type SearchHit,
  type SearchInput,
  type SearchLangCounts,
  type SearchResult,
  type SearchType,
  type Segment,
} from './search.schemas'

/** ts_headline marks matches with these control characters; they become `Segment`s, never HTML. */
const START = '\u0002'
const STOP = '\u0003'
const HEADLINE_TITLE = `HighlightAll=true, StartSel=${START}, StopSel=${STOP}`
const HEADLINE_SNIPPET = `MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … ", StartSel=${START}, StopSel=${STOP}`

/**
 * Markdown a snippet does not show, as one pattern (newline-sensitive, so `^` is a line start): list markers
 * ("- ", "+ ", "1. ", "2) "), emphasis, heading, quote, code and table marks, and link targets (the link text stays).
 */
const MARKDOWN_MARKS = sql.raw(`'^[ \\t]*(?:[-+]|\\d{1,9}[.)])[ \\t]+|[#*_>\`|]+|\\]\\([^)]*\\)|\\['`)

/**
 * The text a snippet is cut from, Markdown and all (see `snippetHeadline`). ts_headline parses and stems every word it
 * is given, and a page of results makes ten. When the title matches and neither the opening (excerpt, summary: weight
 * B of the vector) nor the rest (body, description: weight C) does, the snippet is the opening's first words either
 * way, so only the opening is given (ADR 019 update). The title is checked first, in the small head vector kept in the
 * row: a match outside the title skips reading the full vector.
 */
function snippetText(vectors: { head: SQL; full: SQL }, query: SQL, opening: SQL, rest: SQL): SQL {
  return sql`(case when not (ts_filter(${vectors.head}, '{a}') @@ ${query}) or ts_filter(${vectors.full}, '{b,c}') @@ ${query}
    then ${opening} || E'\\n' || ${rest} else ${opening} end)`
}

/**
 * Parsing for ts_headline and taking Markdown out both cost in proportion to the text: for a 2,800-word post, about
 * 1.5 ms and 1 ms per hit. A text over twice SNIPPET_WINDOW characters is first cut to that many, from SNIPPET_LEAD
 * characters before the first word that starts like a query lexeme (found by the `located` row's pattern, a plain
 * regular expression), and only the cut is cleaned and parsed. When the cut shows no match (a word stemmed unlike its
 * spelling, or letters that only start like it), the whole text is, as before (ADR 019 update).
 */
const SNIPPET_WINDOW = 480
const SNIPPET_LEAD = 100

/**
 * The marked snippet of `text`: its cut around the first match when long, the whole text when the cut shows none.
 * `size` is the byte length of the columns `text` is made of (known without reading a value kept out of line): a
 * short text takes the plain path.
 */
function snippetHeadline(config: SQL, text: SQL, size: SQL): SQL {
  const headline = (source: SQL) =>
    sql`ts_headline(${config}, regexp_replace(${source}, ${MARKDOWN_MARKS}, ' ', 'gn'), ${query}, ${HEADLINE_SNIPPET})`
  const long = sql`${2 * SNIPPET_WINDOW}`
  // `offset 0` keeps each level a subquery of its own: pulled up, its expressions would be evaluated once per use.
  return sql`(case when ${size} <= ${long} then ${headline(text)} else (
      select case when length(a.src) <= ${long} then ${headline(sql`a.src`)} else (
          select case when w.cut is null or strpos(w.marked, ${START}) > 0 then w.marked else ${headline(sql`a.src`)} end
          from (select cut, ${headline(sql`coalesce(cut, a.src)`)} as marked from (select ${windowOf(sql`a.src`)} as cut offset 0) b offset 0) w
        ) end
      from (select ${text} as src offset 0) a
    ) end)`
}

/**
 * SNIPPET_WINDOW characters of a long `text` from shortly before its first match, whole words only; null when no word
 * starts like a query lexeme. Below twice that length, finding the match costs about what the shorter text saves
 * (measured at 900 characters).
 */
function windowOf(text: SQL): SQL {
  const piece = sql`substr(${text}, x.start, ${SNIPPET_WINDOW})`
  // The word the pattern found, then its place: strpos is a plain byte search (no regexp_instr before PostgreSQL 15).
  const found = sql`strpos(${text}, (regexp_match(${text}, (select locate from located), 'i'))[1])`
  return sql`(select case when x.start is null then null else regexp_replace(
        case when x.start > 1 then regexp_replace(${piece}, ${'^\\S*\\s+'}, '') else ${piece} end,
        case when x.start + ${SNIPPET_WINDOW} <= length(${text}) then ${'\\s+\\S*$'} else '$^' end, '') end
      from (select case when at > ${SNIPPET_LEAD} then at - ${SNIPPET_LEAD} when at > 0 then 1 end as start
        from (select ${found} as at offset 0) f offset 0) x)`
}

/**
 * A regular expression (matched case-insensitively) for the start of a word that begins like a lexeme of the query,
 * not an excluded one; null without such a lexeme. A stem is mostly a prefix of its words; its last letter is left out
 * so that "citi" still finds "city" and "hike" "hiking". Lexemes under three letters would start too many words.
 */
const LOCATE_PATTERN = sql`(select '\\m(?:' || string_agg(distinct regexp_replace(
        case when length(l) > 3 then left(l, length(l) - 1) else l end, '([^[:alnum:]])', ${'\\\\\\1'}, 'g'), '|') || ')'
      from (select replace(m[2], '''''', '''') as l
        from regexp_matches((select query from parsed)::text, ${"(!?)'((?:[^']|'')+)'"}, 'g') m where m[1] = '') lexemes
      where length(l) >= 3)`

/**
 * The snippet columns of a post and of a trip in a reader's language, built once per language: they are most of the
 * statement's text, and Drizzle builds a statement from its parts on every run.
 */
const snippetColumns = new Map<Locale, { post: SQL; trip: SQL }>()
function snippets(locale: Locale) {
  let columns = snippetColumns.get(locale)
  if (!columns) {
    const localeKey = sql.raw(`'${locale}'`)
    const post = snippetText(
      { head: sql`p.search_head`, full: sql`p.search_vector` },
      query,
      sql`p.excerpt`,
      sql`p.body`,
    )
    const trip = snippetText(
      { head: sql`t.search_head`, full: sql`t.search_vector` },
      query,
      sql`(t.summary ->> ${localeKey})`,
      sql`(t.description ->> ${localeKey})`,
    )
    columns = {
      post: snippetHeadline(configFor(sql`p.lang`), post, sql`(octet_length(p.excerpt) + octet_length(p.body))`),
      trip: snippetHeadline(
        configFor(sql`${locale}`),
        trip,
        sql`(octet_length(t.summary ->> ${localeKey}) + octet_length(t.description ->> ${localeKey}))`,
      ),
    }
    snippetColumns.set(locale, columns)
  }
  return columns
}

/** Queries of up to this many words get typo tolerance (a close spelling when nothing matched). */
const SHORT_QUERY_WORDS = 3
/** Lowest trigram similarity for a spelling suggestion. */
const SUGGESTION_SIMILARITY = 0.4

/** The database's text search configuration of each content language (created by the search migration, ADR 019). */
const searchConfigs = locales.map((lang) => ({ lang: sql.raw(lang), config: sql.raw(`'waypoints_${lang}'`) }))

/** The configuration for a content language; English for anything else. */
const configCases = sql.raw(locales.map((lang) => `when '${lang}' then 'waypoints_${lang}'::regconfig`).join(' '))
function configFor(lang: SQL): SQL {
  return sql`(case ${lang} ${configCases} else 'waypoints_en'::regconfig end)`
}

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

/**
 * The query as each language's configuration parses it, OR-ed, each distinct parse once and in
 * first-seen order: most words parse alike in several configurations ("mountain" four times over), and every repeat
 * costs the index, the ranking and the headlines again for the same answer. `parses` is a text[] of parsed queries.
 */
export function orParsedQueries(parses: SQL): SQL {
  return sql`(select coalesce(string_agg(case when d.n = 1 then d.t else '( ' || d.t || ' )' end, ' | ' order by d.first), '')::tsquery
    from (select u.t, min(u.i) as first, count(*) over () as n
      from unnest(${parses}) with ordinality as u(t, i) where btrim(u.t) <> '' group by u.t) d)`
}

/** A text parsed by every language's configuration, each distinct parse once (see `orParsedQueries`). */
function parsedQuery(q: string): SQL {
  return orParsedQueries(
    sql`array[${sql.join(
      searchConfigs.map(({ config }) => sql`websearch_to_tsquery(${config}, ${q})::text`),
      sql`, `,
    )}]`,
  )
}

/**
 * The `parsed` row a search statement starts with: `query`, the text parsed by every configuration (what ranks and
 * highlights), and `matching`, the same without anything any configuration reads as excluded (what is found). Read
 * as `(select query from parsed)`, an InitPlan: parsed once per statement, where inlined in every place that uses it
 * a reused plan (the pool prepares statements, ADR 033) would parse it again per row.
 */
function parsedCte(q: string): SQL {
  const excluded = excludedTerms(q)
  const found = excluded
    ? sql`case when numnode(query) = 0 or numnode(excluded) = 0 then query else query && !!excluded end`
    : sql`query`
  return sql`parsed as materialized (
      select query, ${found} as matching
      from (select ${parsedQuery(q)} as query${excluded ? sql`, ${parsedQuery(excluded)} as excluded` : sql``}) parses
    ),
    located as materialized (select ${LOCATE_PATTERN} as locate)`
}
const query = sql`(select query from parsed)`
const matching = sql`(select matching from parsed)`

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}

/** "a\u0002b\u0003c" → segments; stray markers are dropped. */
export function toSegments(marked: string): Segment[] {
  const segments: Segment[] = []
  let match = false
  let text = ''
  const push = () => {
    if (text) segments.push({ text, match })
    text = ''
  }
  for (const ch of marked) {
    if (ch === START || ch === STOP) {
      push()
      match = ch === START
    } else text += ch
  }
  push()
  return segments
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

interface Options {
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
async function runSearch(database: Db, indexScans: Db | undefined, q: string, options: Options) {
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
      select t.id, t.start_date, t.status = 'published' as keep,
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
      t.title as trip_title, t.place as trip_place, t.country as trip_country, t.start_date::text as trip_start,
      t.end_date::text as trip_end, t.price_minor as trip_price, t.currency as trip_currency, t.cover_image as trip_cover,
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
        left join trips t on page.kind = 0 and t.id = page.id) on true
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
  const highlight = { title: toSegments(row.title_marked ?? ''), snippet: toSegments(row.snippet_marked ?? '') }
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
    startDate: row.trip_start ?? '',
    endDate: row.trip_end ?? '',
    priceMinor: priced ? Number(row.trip_price) : null,
    currency: priced ? row.trip_currency : null,
    cover: image(row.trip_cover!, locale),
    highlight,
  }
}

/**
 * The query lower-cased and cut into words (even indexes, possibly '') and what lies between them (odd indexes). The
 * pieces between words are kept as typed: they carry the websearch syntax (`-word`, quotes).
 */
function pieces(q: string): string[] {
  return q.toLowerCase().split(/([\s,.:;!?()"«»„“”—–-]+)/u)
}

/**
 * A close spelling of each word from the words of published titles, places and tags (trigram similarity;
 * the trigram index on that vocabulary finds the candidates). Null when no word changes.
 */
export async function suggestSpelling(database: Db, q: string): Promise<string | null> {
  const split = pieces(q)
  const parts = split.filter((piece, i) => i % 2 === 0 && piece !== '')
  if (parts.length === 0 || parts.length > SHORT_QUERY_WORDS) return null
  const checked = parts.filter((word) => word.length >= 3)
  if (checked.length === 0) return null
  // The vocabulary of published titles, places and tags (search_words, kept by the database): its trigram index
  // finds the closest word among all of them at any size (ADR 029). All words in one statement; `%` uses
  // pg_trgm's default threshold (0.3) to find candidates, the stricter SUGGESTION_SIMILARITY picks among them.
  const rows = rowsOf<{ input: string; word: string | null; sim: number | null }>(
    await database.execute(sql`
      select w.input, best.word, best.sim
      from unnest(array[${sql.join(
        checked.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]) as w(input)
      left join lateral (
        select word, similarity(word, waypoints_fold(w.input)) as sim
        from search_words
        where word % waypoints_fold(w.input) and similarity(word, waypoints_fold(w.input)) >= ${SUGGESTION_SIMILARITY}
        order by sim desc, word
        limit 1
      ) best on true
    `),
  )
  const closest = new Map(rows.map((row) => [row.input, row]))
  let changed = false
  // Only the words change: "dolomtes -huts" must stay an exclusion ("dolomites -huts"), not become "dolomites huts".
  const corrected = split.map((piece, i) => {
    const row = i % 2 === 0 ? closest.get(piece) : undefined
    if (!row?.word || row.word === piece) return piece
    changed = changed || Number(row.sim) < 1
    return row.word
  })
  return changed ? corrected.join('').trim() : null
}

type Popular = Pick<SearchHelp, 'tags' | 'destinations'>

/**
 * Popular tags and destinations for an empty result, from the result cache (ADR 037): every search that finds nothing
 * shows the same lists until posts or trips change, and a search nobody made before is often one of those.
 */
function popular(database: Db, locale: Locale): Promise<Popular> {
  return cachedPublicRead('search.popular', locale, () => readPopular(database, locale))
}

/** Popular tags (by published posts) and destinations (by published trips). */
async function readPopular(database: Db, locale: Locale): Promise<Popular> {
  cacheTags.add('posts', 'trips')
  const localeKey = sql.raw(`'${locale}'`)
  const tagRows = rowsOf<{ slug: string; name: string; posts: number }>(
    await database.execute(sql`
      select slug, name ->> ${localeKey} as name, published_posts as posts
      from tags
      where published_posts > 0
      order by published_posts desc, slug
      limit 8
    `),
  )
  const destinationRows = rowsOf<{ country: string; trips: number }>(
    await database.execute(sql`
      select country, count(*)::int as trips from trips where status = 'published'
      group by country order by trips desc, country limit 8
    `),
  )
  return {
    tags: tagRows.map((r) => ({ slug: r.slug, name: r.name, posts: Number(r.posts) })),
    destinations: destinationRows.map((r) => ({ country: r.country, trips: Number(r.trips) })),
  }
}

/**
 * Search over published trips and posts (ADR 019). When nothing matches a short query as typed, the results are
 * those of the closest spelling (`correctedQuery`); when still nothing, `help` offers popular tags and destinations.
 */
export async function search(input: SearchInput): Promise<SearchResult> {
  const q = input.q.trim()
  if (!q) throw new InvalidInputError({ q: 'required' })
  cacheTags.add('posts', 'trips')
  const options: Options = {
    locale: input.locale,
    type: input.type ?? 'all',
    lang: input.lang,
    cursor: input.cursor,
    limit: Math.min(Math.max(input.limit ?? SEARCH_PAGE_SIZE, 1), 50),
    topics: !input.cursor && input.type !== 'trip' && includesWords(q),
  }
  const { db: database, indexScans } = await getDatabase()
  let found = await runSearch(database, indexScans, q, options)
  let correctedQuery: string | null = null
  let suggestion: string | null = null
  // A next page of corrected results comes back with the query as typed: it finds nothing, so it is corrected again.
  // A query that names a topic is spelled right, even with no post or trip saying it.
  if (found.counts.all === 0 && found.topics.length === 0) {
    suggestion = await suggestSpelling(database, q)
    if (suggestion) {
      const retry = await runSearch(database, indexScans, suggestion, options)
      if (retry.counts.all > 0 || retry.topics.length > 0) {
        found = retry
        correctedQuery = suggestion
      }
    }
  }
  const help =
    found.counts.all === 0 && found.topics.length === 0
      ? { suggestion: correctedQuery ? null : suggestion, ...(await popular(database, input.locale)) }
      : null
  return {
    data: found.hits,
    counts: found.counts,
    correctedQuery,
    topics: found.topics,
    page: { limit: options.limit, nextCursor: found.nextCursor },
    help,
  }
}

/**
 * `search` through the result cache (ADR 037): the same search again is answered from memory until a write changes
 * published posts or trips (their tags drop it, in every server process). The page and the API both use it.
 */
export function cachedSearch(input: SearchInput): Promise<SearchResult> {
  return cachedPublicRead('search', input, () => search(input))
}

// Marked titles and snippets (ts_headline) and their markers turned into segments.
import { sql, type SQL } from 'drizzle-orm'
import type { Locale } from '@/lib/i18n/locales'
import { configFor, query } from './search.parse.server'
import type { Segment } from './search.schemas'

/** ts_headline marks matches with these control characters; they become `Segment`s, never HTML. */
const START = '\u0002'
const STOP = '\u0003'
export const HEADLINE_TITLE = `HighlightAll=true, StartSel=${START}, StopSel=${STOP}`
const HEADLINE_SNIPPET = `MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … ", StartSel=${START}, StopSel=${STOP}`

/**
 * Words framing the text a snippet is cut from. ts_headline keeps a frame word when its fragment reaches that end of
 * the text, and starts and ends fragments on words it likes (a leading "The" or a closing "." go), so a snippet
 * without its frame word was cut there and says so with "…" (`toSnippet`).
 */
const TEXT_START = 'wpsnippetstart'
const TEXT_END = 'wpsnippetend'
const ELLIPSIS = '…'

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
function snippetHeadline(config: SQL, unframed: SQL, size: SQL): SQL {
  const text = sql`(${sql.raw(`'${TEXT_START}'`)} || E'\\n' || ${unframed} || E'\\n' || ${sql.raw(`'${TEXT_END}'`)})`
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
 * The snippet columns of a post and of a trip in a reader's language, built once per language: they are most of the
 * statement's text, and Drizzle builds a statement from its parts on every run.
 */
const snippetColumns = new Map<Locale, { post: SQL; trip: SQL }>()
export function snippets(locale: Locale) {
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

/**
 * A snippet's segments with "…" where ts_headline cut the text (at a word boundary): before it unless it starts where
 * the text starts, after it unless it ends where the text ends. The frame words themselves are dropped.
 */
export function toSnippet(marked: string): Segment[] {
  let text = marked.trim()
  if (!text) return []
  const whole = { start: text.startsWith(TEXT_START), end: text.endsWith(TEXT_END) }
  if (whole.start) text = text.slice(TEXT_START.length).trimStart()
  if (whole.end) text = text.slice(0, -TEXT_END.length).trimEnd()
  if (!text) return []
  return toSegments(`${whole.start ? '' : `${ELLIPSIS} `}${text}${whole.end ? '' : ` ${ELLIPSIS}`}`)
}

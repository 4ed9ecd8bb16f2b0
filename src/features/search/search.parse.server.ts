// The query as the database reads it: each language's parse, the `parsed` and `located` rows a statement starts with.
import { sql, type SQL } from 'drizzle-orm'
import { locales } from '@/lib/i18n/locales'
import { excludedTerms } from '@/lib/search-params'

/** The database's text search configuration of each content language (created by the search migration, ADR 019). */
const searchConfigs = locales.map((lang) => ({ lang: sql.raw(lang), config: sql.raw(`'waypoints_${lang}'`) }))

/** The configuration for a content language; English for anything else. */
const configCases = sql.raw(locales.map((lang) => `when '${lang}' then 'waypoints_${lang}'::regconfig`).join(' '))
export function configFor(lang: SQL): SQL {
  return sql`(case ${lang} ${configCases} else 'waypoints_en'::regconfig end)`
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
export function parsedCte(q: string): SQL {
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
export const query = sql`(select query from parsed)`
export const matching = sql`(select matching from parsed)`

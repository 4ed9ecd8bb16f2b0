// What a search that finds nothing offers: a close spelling of the query, popular tags and destinations.
import { sql } from 'drizzle-orm'
import type { Locale } from '@/lib/i18n/locales'
import type { Db } from '@/server/db/client.server'
import { cacheTags } from '@/server/cache/page-cache-tags.server'
import { cachedPublicRead } from '@/server/cache/result-cache.server'
import { rowsOf } from '@/server/db/rows.server'
import type { SearchHelp } from './search.schemas'

/** Queries of up to this many words get typo tolerance (a close spelling when nothing matched). */
const SHORT_QUERY_WORDS = 3
/** Lowest trigram similarity for a spelling suggestion. */
const SUGGESTION_SIMILARITY = 0.4

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
export function popular(database: Db, locale: Locale): Promise<Popular> {
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

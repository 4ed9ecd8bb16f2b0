// A close spelling of a query that found nothing: each word within its typo budget of a word of the vocabulary (ADR 064).
import { sql } from 'drizzle-orm'
import type { Locale } from '@/lib/i18n/locales'
import type { Db } from '@/server/db/client.server'
import { rowsOf } from '@/server/db/rows.server'
import { configFor } from './search.parse.server'
import { ONE_TYPO_LETTERS, typoBudget, typoDistance } from './search.typos'

/** Queries of up to this many words get typo tolerance (a close spelling when nothing matched). */
const SHORT_QUERY_WORDS = 3
/** Candidates per word read from the vocabulary, the most trigram-similar first; the exact distance picks among them. */
const CANDIDATES = 40
/** Posts or trips counted per candidate when ties are broken by how often a word is used. */
const USES_COUNTED = 100

/**
 * The query lower-cased and cut into words (even indexes, possibly '') and what lies between them (odd indexes). The
 * pieces between words are kept as typed: they carry the websearch syntax (`-word`, quotes).
 */
function pieces(q: string): string[] {
  return q.toLowerCase().split(/([\s,.:;!?()"«»„“”—–-]+)/u)
}

interface Candidate {
  input: string
  folded: string
  word: string | null
}

/**
 * Words of the vocabulary (search_words: published titles, places, public tags; ADR 029) that may lie within a word's
 * typo budget, all words in one statement. Its trigram index finds them: words similar by trigrams (`%`, pg_trgm's
 * 0.3), or sharing the first or the last two letters (a swap or slip in the middle of a short word leaves too few
 * trigrams), of a length within the budget. The exact distance is counted in TypeScript.
 */
async function readCandidates(database: Db, words: string[]): Promise<Candidate[]> {
  return rowsOf<Candidate>(
    await database.execute(sql`
      select w.input, f.folded, c.word
      from unnest(array[${sql.join(
        words.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]) as w(input)
      cross join lateral (select waypoints_fold(w.input) as folded) f
      cross join lateral (
        select case when length(f.folded) >= 9 then 2 else 1 end as k,
          regexp_replace(f.folded, '([\\%_])', '\\\\\\1', 'g') as escaped
      ) e
      left join lateral (
        select word from search_words
        where (word % f.folded or word like left(e.escaped, 2) || '%' or word like '%' || right(e.escaped, 2))
          and length(word) between length(f.folded) - e.k and length(f.folded) + e.k
        order by similarity(word, f.folded) desc, word
        limit ${CANDIDATES}
      ) c on true
    `),
  )
}

interface Standing {
  word: string
  own: boolean
  uses: number
}

/**
 * For words equally close to a typo: whether the reader's language uses each (a published post in it has the word in
 * its title, or a trip its title or place in that language, or a public tag its name), and how many published posts
 * and trips use it (up to USES_COUNTED each). "lisbo" on the English page is "lisbon", on the Spanish one "lisboa".
 */
async function readStandings(database: Db, words: string[], locale: Locale): Promise<Map<string, Standing>> {
  const config = configFor(sql`${locale}::text`)
  const anyLanguage = sql.join(
    (['en', 'es', 'ru', 'uk'] as const).map((lang) => sql`plainto_tsquery(${configFor(sql.raw(`'${lang}'`))}, c.word)`),
    sql` || `,
  )
  const splitWords = (text: ReturnType<typeof sql>) =>
    sql`regexp_split_to_array(waypoints_fold(coalesce(${text}, '')), '[[:space:],.:;!?()"«»—–-]+')`
  const rows = rowsOf<{ word: string; own: boolean; uses: number }>(
    await database.execute(sql`
      select c.word,
        (exists (select 1 from posts p where p.search_vector @@ plainto_tsquery(${config}, c.word)
            and p.status = 'published' and p.lang = ${locale} and c.word = any(${splitWords(sql`p.title`)}))
          or exists (select 1 from trips t where t.search_vector @@ plainto_tsquery(${config}, c.word)
            and t.status = 'published'
            and c.word = any(${splitWords(sql`concat_ws(' ', t.title ->> ${locale}::text, t.place ->> ${locale}::text)`)}))
          or exists (select 1 from tags g where g.published_posts > 0
            and c.word = any(${splitWords(sql`g.name ->> ${locale}::text`)}))) as own,
        (select count(*) from (select 1 from posts p where p.search_vector @@ (${anyLanguage})
            and p.status = 'published' limit ${USES_COUNTED}) x)
          + (select count(*) from (select 1 from trips t where t.search_vector @@ (${anyLanguage})
            and t.status = 'published' limit ${USES_COUNTED}) y) as uses
      from unnest(array[${sql.join(
        words.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]) as c(word)
    `),
  )
  return new Map(rows.map((row) => [row.word, { word: row.word, own: Boolean(row.own), uses: Number(row.uses) }]))
}

/**
 * A close spelling of each word of a short query: the vocabulary word fewest typos away (optimal string alignment,
 * swaps included) within the word's budget (one typo from five letters, two from nine, none below), ties broken by the
 * reader's language, then by use, then alphabetically. Words already in the vocabulary, short words and words with no
 * close word stay as typed. Null when no word changes.
 */
export async function suggestSpelling(database: Db, q: string, locale: Locale): Promise<string | null> {
  const split = pieces(q)
  const parts = split.filter((piece, i) => i % 2 === 0 && piece !== '')
  if (parts.length === 0 || parts.length > SHORT_QUERY_WORDS) return null
  const checked = [...new Set(parts.filter((word) => Array.from(word).length >= ONE_TYPO_LETTERS))]
  if (checked.length === 0) return null
  const closest = new Map<string, { distance: number; words: string[] }>()
  for (const row of await readCandidates(database, checked)) {
    if (row.word === null) continue
    const budget = typoBudget(Array.from(row.folded).length)
    const distance = typoDistance(row.folded, row.word, budget)
    if (distance > budget) continue
    const best = closest.get(row.input)
    if (!best || distance < best.distance) closest.set(row.input, { distance, words: [row.word] })
    else if (distance === best.distance) best.words.push(row.word)
  }
  const tied = [...closest.values()].filter((c) => c.distance > 0 && c.words.length > 1).flatMap((c) => c.words)
  const standings = tied.length > 0 ? await readStandings(database, [...new Set(tied)], locale) : new Map()
  const choose = (words: string[]) =>
    words
      .map((word) => standings.get(word) ?? { word, own: false, uses: 0 })
      .sort((a, b) => Number(b.own) - Number(a.own) || b.uses - a.uses || (a.word < b.word ? -1 : 1))[0]!.word
  let changed = false
  // Only the words change: "dolomtes -huts" must stay an exclusion ("dolomites -huts"), not become "dolomites huts".
  const corrected = split.map((piece, i) => {
    const best = i % 2 === 0 ? closest.get(piece) : undefined
    if (!best || best.distance === 0) return piece
    changed = true
    return choose(best.words)
  })
  return changed ? corrected.join('').trim() : null
}

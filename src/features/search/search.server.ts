import { InvalidInputError } from '@/lib/errors'
import { includesWords } from '@/lib/search-params'
import { getDatabase } from '@/server/db/index.server'
import { cacheTags } from '@/server/cache/page-cache-tags.server'
import { cachedPublicRead } from '@/server/cache/result-cache.server'
import { popular } from './search.help.server'
import { suggestSpelling } from './search.spelling.server'
import { runSearch, type Options } from './search.matches.server'
import { SEARCH_PAGE_SIZE, type SearchInput, type SearchResult } from './search.schemas'

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
    suggestion = await suggestSpelling(database, q, input.locale)
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

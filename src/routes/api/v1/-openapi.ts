import { searchApiQuerySchema, searchResultSchema } from '@/features/search/search.schemas'
import { defineOperations } from '@/server/http/openapi.server'

export const operations = defineOperations({
  'GET /api/v1/search': {
    rules: {
      q: 'at least one word to look for (not only spaces, punctuation or `-excluded` words)',
      cursor: 'a cursor this search answered with (`page.nextCursor`), for the same query',
    },
    tag: 'Search',
    summary: 'Search trips and posts',
    description:
      'Full-text search in every language (stemming per language, accents and case ignored; websearch syntax: ' +
      '"quoted phrase", `or`, `-word`). Ordered by relevance, posts in the `Accept-Language` language slightly ' +
      'ahead. When nothing matches a short query, the answer is for the closest spelling (`correctedQuery`); when ' +
      'still nothing, `help` suggests popular tags and destinations. Highlights are plain text segments. ' +
      'A text of exclusions only ("-mountain") is refused (400, `q`: add a word to search for); it would list ' +
      'everything without the word. A trip without a valid currency has `priceMinor` and `currency` null. ' +
      'The counts count every match; the pages list the best 100 posts and the best 100 trips.',
    query: searchApiQuerySchema('en'),
    responses: {
      200: { description: 'A page of results with the counts per type', schema: searchResultSchema },
      400: {
        description: 'Empty, over-long or exclusions-only `q`, a bad type, language, limit or cursor',
        codes: ['invalid_input'],
      },
    },
    examples: [
      { summary: 'Mountains, in every language', query: { q: 'mountains' }, status: 200 },
      {
        summary: 'Only trips, in Ukrainian',
        query: { q: 'Карпати', type: 'trip' },
        headers: { 'accept-language': 'uk' },
        status: 200,
      },
      { summary: 'A typo is corrected', query: { q: 'dolomtes' }, status: 200 },
      { summary: 'Nothing found: help', query: { q: 'qwxzv' }, status: 200 },
      { summary: 'An empty query', query: { q: '' }, status: 400 },
      { summary: 'An over-long query', query: { q: 'a'.repeat(101) }, status: 400 },
      { summary: 'Only words to leave out', query: { q: '-mountain' }, status: 400 },
    ],
  },
})

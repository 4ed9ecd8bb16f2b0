// How far a search lists its matches; no zod here, the search page's chunk imports it.
/**
 * How many post matches (best by title and excerpt) are ranked by their full text and listed; the rest are counted
 * but not listed (ADR 029, 037). Ten pages of results, more than people page through; ranking more is what made a
 * first search for a common word slow at 100,000 posts.
 */
export const RANKED_POSTS = 100
/** The same for trips, ranked first by title, place and country. */
export const RANKED_TRIPS = 100

/** How many of the counted matches the pages list, for a type filter: every match up to the ranked bounds. */
export function listedMatches(counts: { trip: number; post: number }, type: 'all' | 'trip' | 'post'): number {
  const trips = type === 'post' ? 0 : Math.min(counts.trip, RANKED_TRIPS)
  const posts = type === 'trip' ? 0 : Math.min(counts.post, RANKED_POSTS)
  return trips + posts
}

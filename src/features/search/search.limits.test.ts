import { describe, expect, it } from 'vitest'
import { listedMatches, RANKED_POSTS, RANKED_TRIPS } from './search.limits'

describe('listedMatches', () => {
  it('lists every match below the ranked bounds', () => {
    expect(listedMatches({ trip: 3, post: 40 }, 'all')).toBe(43)
    expect(listedMatches({ trip: 3, post: 40 }, 'trip')).toBe(3)
    expect(listedMatches({ trip: 3, post: 40 }, 'post')).toBe(40)
  })

  it('stops at the ranked bounds of each type', () => {
    const counts = { trip: RANKED_TRIPS + 5, post: RANKED_POSTS + 1_000 }
    expect(listedMatches(counts, 'all')).toBe(RANKED_TRIPS + RANKED_POSTS)
    expect(listedMatches(counts, 'post')).toBe(RANKED_POSTS)
    expect(listedMatches(counts, 'trip')).toBe(RANKED_TRIPS)
  })
})

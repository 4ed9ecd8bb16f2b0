import { describe, expect, it } from 'vitest'
import { HERO_DESCRIPTION_MAX, HERO_TITLE_MAX, truncate } from './text'

describe('truncate', () => {
  it('leaves text within the limit untouched', () => {
    expect(truncate('a'.repeat(HERO_TITLE_MAX), HERO_TITLE_MAX)).toBe('a'.repeat(HERO_TITLE_MAX))
  })
  it('cuts the hero title at 100 characters and appends an ellipsis', () => {
    expect(truncate('a'.repeat(101), HERO_TITLE_MAX)).toBe(`${'a'.repeat(100)}…`)
  })
  it('cuts the description at 255', () => {
    expect(Array.from(truncate('б'.repeat(300), HERO_DESCRIPTION_MAX))).toHaveLength(256)
  })
})

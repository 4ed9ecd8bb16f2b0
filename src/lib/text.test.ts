import { describe, expect, it } from 'vitest'
import { HERO_DESCRIPTION_MAX, HERO_TITLE_MAX, truncate } from './text'

describe('truncate', () => {
  it('leaves text within the limit untouched', () => {
    expect(truncate('a'.repeat(HERO_TITLE_MAX), HERO_TITLE_MAX)).toBe('a'.repeat(HERO_TITLE_MAX))
    expect(truncate('', HERO_TITLE_MAX)).toBe('')
    expect(truncate('Short title', HERO_TITLE_MAX)).toBe('Short title')
  })
  it('cuts the hero title at 100 characters and appends an ellipsis', () => {
    expect(truncate('a'.repeat(101), HERO_TITLE_MAX)).toBe(`${'a'.repeat(100)}…`)
  })
  it('cuts the hero description at 255 characters', () => {
    const cut = truncate('б'.repeat(300), HERO_DESCRIPTION_MAX)
    expect(Array.from(cut)).toHaveLength(256)
    expect(cut.endsWith('…')).toBe(true)
  })
  it('counts characters, not UTF-16 code units (emoji and astral characters are never split)', () => {
    const emoji = '🌍'
    expect(truncate(emoji.repeat(5), 5)).toBe(emoji.repeat(5))
    const cut = truncate(emoji.repeat(6), 5)
    expect(cut).toBe(`${emoji.repeat(5)}…`)
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/)
  })
  it('does not leave trailing whitespace before the ellipsis', () => {
    expect(truncate('abcd efgh', 5)).toBe('abcd…')
  })
  it('accepts a custom ellipsis', () => {
    expect(truncate('abcdef', 3, '...')).toBe('abc...')
  })
})

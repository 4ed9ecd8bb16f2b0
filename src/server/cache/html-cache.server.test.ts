import { describe, expect, it } from 'vitest'
import { MARKDOWN_FORMAT_VERSION } from '@/lib/markdown.server'
import { htmlCacheStats, markdownCacheKey, markdownHtml } from './html-cache.server'

describe('rendered Markdown cache', () => {
  it('renders once per text and follows edits', () => {
    const before = htmlCacheStats().entries
    const html = markdownHtml('# Title\n\nSome *text*.')
    expect(html).toContain('<em>text</em>')
    expect(markdownHtml('# Title\n\nSome *text*.')).toBe(html)
    expect(htmlCacheStats().entries).toBe(before + 1)
    expect(markdownHtml('# Title\n\nSome **text**.')).toContain('<strong>text</strong>')
    expect(htmlCacheStats().entries).toBe(before + 2)
  })
  it("keys renderings by the renderer's output format too, so a format change never serves an old rendering", () => {
    const text = '## Main\n\n[see](#main)'
    expect(markdownCacheKey(text)).toBe(markdownCacheKey(text, MARKDOWN_FORMAT_VERSION))
    expect(markdownCacheKey(text)).not.toBe(markdownCacheKey(text, MARKDOWN_FORMAT_VERSION - 1))
    expect(markdownHtml(text)).toContain('<h2 id="md-main">')
  })
  it('is bounded: old entries go when the cache is full', () => {
    const { max } = htmlCacheStats()
    for (let i = 0; i < max + 50; i++) markdownHtml(`entry ${i}`)
    expect(htmlCacheStats().entries).toBe(max)
  })
})

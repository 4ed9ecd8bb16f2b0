import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { MARKDOWN_FORMAT_VERSION, renderMarkdown } from '@/lib/markdown.server'

/**
 * Rendered Markdown of trips and posts, shared by every feature and bounded (least recently used goes first).
 * The HTML depends on the Markdown text and the renderer's output format alone, so the key is the hash of both: an
 * edit (or a new MARKDOWN_FORMAT_VERSION) is a new key, and the same text in two places is rendered once.
 */
const cache = new LRUCache<string, string>({
  max: 2_000,
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (html) => Math.max(html.length * 2, 1),
})

/** The cache key: the output format's version and the text, so a renderer change never serves an old rendering. */
export function markdownCacheKey(markdown: string, version: number = MARKDOWN_FORMAT_VERSION): string {
  return createHash('sha256').update(`v${version}\0`).update(markdown).digest('base64url')
}

export function markdownHtml(markdown: string): string {
  const key = markdownCacheKey(markdown)
  let html = cache.get(key)
  if (html === undefined) {
    html = renderMarkdown(markdown)
    cache.set(key, html)
  }
  return html
}

/** For tests and benchmarks: how full the cache is. */
export const htmlCacheStats = () => ({ entries: cache.size, bytes: cache.calculatedSize, max: cache.max })

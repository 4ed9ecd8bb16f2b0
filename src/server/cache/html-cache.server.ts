import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { renderMarkdown } from '@/lib/markdown.server'

/**
 * Rendered Markdown of trips and posts, shared by every feature and bounded (least recently used goes first).
 * The HTML depends on the Markdown text alone, so the key is the text's hash: an edit is a new key, and the
 * same text in two places is rendered once.
 */
const cache = new LRUCache<string, string>({
  max: 2_000,
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (html) => Math.max(html.length * 2, 1),
})

export function markdownHtml(markdown: string): string {
  const key = createHash('sha256').update(markdown).digest('base64url')
  let html = cache.get(key)
  if (html === undefined) {
    html = renderMarkdown(markdown)
    cache.set(key, html)
  }
  return html
}

/** For tests and benchmarks: how full the cache is. */
export const htmlCacheStats = () => ({ entries: cache.size, bytes: cache.calculatedSize, max: cache.max })

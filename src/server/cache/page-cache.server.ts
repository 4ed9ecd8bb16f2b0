import { createHash } from 'node:crypto'
import { constants, crc32, deflateRawSync, gzipSync } from 'node:zlib'
import { TaggedCache, type TaggedEntry } from './tagged-cache.server'

/**
 * The page cache for anonymous visitors (ADR 026): rendered HTML of public pages, bounded by bytes (least recently
 * used goes first), each entry tagged by what it shows (`post:12`, `trips`, …) so a write drops exactly the pages it
 * changes. The CSP nonce is cut out of the stored HTML and every hit gets the fresh nonce of its own response.
 */
export interface PageCacheEntry extends TaggedEntry {
  status: number
  /** Response headers worth replaying (content type, cache control, vary, …); never Set-Cookie. */
  headers: Array<[string, string]>
  /** The HTML cut at the render's nonce and clock readings; `slots[i]` says what goes between parts i and i+1. */
  parts: Buffer[]
  slots: Array<{ nonce: true } | { since: number }>
  /** Each part compressed once at insert (raw deflate ending byte-aligned), so a gzip answer is glued, not compressed. */
  deflated: Buffer[]
  /**
   * Set when the parts were deflated with what precedes them as their dictionary: the length each slot had then,
   * which the glued answer's pieces must keep (back-references count bytes). Unset: each part stands alone.
   */
  slotLengths?: number[]
  /** Weak validator of the normalised HTML (the bytes differ per response only by the nonce). */
  etag: string
}

/** The page cache: rendered pages tagged by what they show (see `TaggedCache`). */
export class PageCache extends TaggedCache<PageCacheEntry> {}

/**
 * Clock readings the render wrote into the page: TanStack Query's `dehydratedAt`/`dataUpdatedAt` and the router's
 * match `u` (updated at). Only numbers taken while the page rendered count, so text that merely looks alike stays.
 */
const TIMESTAMP = /(?<=[{,](?:dehydratedAt|dataUpdatedAt|u):)\d{13}(?=[,}])/g

/**
 * An entry from a rendered page: the nonce and the render's clock readings cut out (put back per answer), a weak
 * ETag of what is left. `renderedAt` is when the render began and ended.
 */
export function pageEntry(input: {
  status: number
  headers: Array<[string, string]>
  html: string
  nonce: string
  tags: Iterable<string>
  renderedAt?: { from: number; to: number }
}): PageCacheEntry {
  const { from, to } = input.renderedAt ?? { from: 0, to: -1 }
  const parts: Buffer[] = []
  const slots: PageCacheEntry['slots'] = []
  const slotLengths: number[] = []
  const hash = createHash('sha256')
  const cut = (text: string, slot: PageCacheEntry['slots'][number], length: number) => {
    parts.push(Buffer.from(text))
    hash.update(text).update('\0slot\0')
    slots.push(slot)
    slotLengths.push(length)
  }
  for (const [i, piece] of input.html.split(input.nonce).entries()) {
    if (i > 0) {
      slots.push({ nonce: true })
      slotLengths.push(Buffer.byteLength(input.nonce))
    }
    let rest = 0
    for (const match of piece.matchAll(TIMESTAMP)) {
      const value = Number(match[0])
      if (value < from || value > to) continue
      cut(piece.slice(rest, match.index), { since: value - from }, match[0].length)
      rest = match.index + match[0].length
    }
    parts.push(Buffer.from(piece.slice(rest)))
    hash.update(piece.slice(rest)).update('\0nonce\0')
  }
  const windowed = !parts.some((part) => part.includes(0))
  const deflated = windowed ? deflateWithHistory(parts, slotLengths) : parts.map((part) => deflatePart(part))
  const size = (buffers: Buffer[]) => buffers.reduce((sum, part) => sum + part.length, 0)
  const bytes = size(parts) + size(deflated) + 512
  return {
    status: input.status,
    headers: input.headers,
    parts,
    deflated,
    ...(windowed ? { slotLengths } : {}),
    slots,
    etag: `W/"${hash.digest('base64url').slice(0, 27)}"`,
    tags: [...new Set(input.tags)].sort(),
    bytes,
  }
}

/** Deflate's window: how far back a part may refer. */
const WINDOW = 32 * 1024

/** A part as raw deflate ending on a byte boundary with no final block (Z_SYNC_FLUSH), so parts concatenate. */
const deflatePart = (part: Buffer, dictionary?: Buffer) =>
  deflateRawSync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH, ...(dictionary ? { dictionary } : {}) })

/**
 * Each part deflated with the page before it as its dictionary, as one stream would: a part on its own starts with
 * an empty window, and a page cut at every nonce compressed to 18 KB instead of 11. The slots stand in the history as
 * NUL bytes of the slot's length: HTML holds no NUL (the caller checks), so no back-reference can land in a slot,
 * whose bytes differ per answer, while every distance across one stays right as long as the answer's piece keeps
 * the slot's length.
 */
function deflateWithHistory(parts: Buffer[], slotLengths: number[]): Buffer[] {
  const history: Buffer[] = []
  return parts.map((part, i) => {
    if (i > 0) history.push(Buffer.alloc(slotLengths[i - 1]!))
    const window = Buffer.concat(history).subarray(-WINDOW)
    history.push(part)
    return deflatePart(part, window.length ? window : undefined)
  })
}

/**
 * The stored page for one answer: its own nonce, and the render's clock readings moved to now (the entry is as
 * fresh as the data: any change would have dropped it), so the browser's Query cache does not refetch at once.
 */
export function entryBody(entry: PageCacheEntry, nonce: string, now = Date.now()): Buffer {
  if (entry.parts.length === 1) return entry.parts[0]!
  const glue = Buffer.from(nonce)
  const chunks: Buffer[] = [entry.parts[0]!]
  for (let i = 1; i < entry.parts.length; i++) {
    const slot = entry.slots[i - 1]!
    chunks.push('nonce' in slot ? glue : Buffer.from(String(now - 1000 + slot.since)), entry.parts[i]!)
  }
  return Buffer.concat(chunks)
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
/** An empty final stored block: the end of the deflate stream. */
const LAST_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff])

/** A non-final stored (uncompressed) deflate block of a few bytes: a nonce or a clock reading. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length)
  block.writeUInt16LE(bytes.length, 1)
  block.writeUInt16LE(~bytes.length & 0xffff, 3)
  bytes.copy(block, 5)
  return block
}

/**
 * The same answer as `entryBody`, gzip-encoded without compressing anything (ADR 061): the parts deflated at insert,
 * the per-answer pieces (nonce, clock readings) as stored blocks between them, then the gzip trailer (a CRC-32 of
 * the page, which costs a fraction of a compression).
 */
export function entryGzip(entry: PageCacheEntry, nonce: string, now = Date.now()): Buffer {
  const glue = Buffer.from(nonce)
  const chunks: Buffer[] = [GZIP_HEADER, entry.deflated[0]!]
  let crc = crc32(entry.parts[0]!)
  let length = entry.parts[0]!.length
  for (let i = 1; i < entry.parts.length; i++) {
    const slot = entry.slots[i - 1]!
    const piece = 'nonce' in slot ? glue : Buffer.from(String(now - 1000 + slot.since))
    // A piece of another length would shift what later parts refer back to: compress this answer whole instead.
    if (entry.slotLengths && piece.length !== entry.slotLengths[i - 1])
      return gzipSync(entryBody(entry, nonce, now), { level: 6 })
    crc = crc32(entry.parts[i]!, crc32(piece, crc))
    length += piece.length + entry.parts[i]!.length
    chunks.push(storedBlock(piece), entry.deflated[i]!)
  }
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(length >>> 0, 4)
  chunks.push(LAST_BLOCK, trailer)
  return Buffer.concat(chunks)
}

/** True when the request's Accept-Encoding allows gzip (a `q=0` refuses it; `*` allows it unless gzip is refused). */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  if (!acceptEncoding) return false
  let wildcard = false
  for (const item of acceptEncoding.toLowerCase().split(',')) {
    const [coding, ...params] = item.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const allowed = q === undefined || Number(q.slice(2)) > 0
    if (coding === 'gzip' || coding === 'x-gzip') return allowed
    if (coding === '*') wildcard = allowed
  }
  return wildcard
}

/** True when an `If-None-Match` header names this validator (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  const wanted = opaque(etag)
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === wanted)
}

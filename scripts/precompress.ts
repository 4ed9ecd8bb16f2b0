// `npm run build`: every compressible client file gets a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside
// it, made once here; the host's static handler picks the one the request's Accept-Encoding allows (ADR 061), so
// serving a script costs no compression and gets the smallest bytes the formats allow.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|xml|webmanifest|wasm)$/
/** Below this a compressed copy saves less than a request's headers. */
const MIN_BYTES = 1024

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(file)
    else if (COMPRESSIBLE.test(entry.name)) yield file
  }
}

/** Writes `<file>.br` and `<file>.gz` for each compressible file of `dir` worth it; returns how many files. */
export function precompress(dir: string): number {
  let count = 0
  for (const file of files(dir)) {
    if (statSync(file).size < MIN_BYTES) continue
    const bytes = readFileSync(file)
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    })
    const gz = gzipSync(bytes, { level: 9 })
    // A copy no smaller than the file (already compressed data) would only cost disk and a stat per request.
    if (br.length < bytes.length) writeFileSync(`${file}.br`, br)
    if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz)
    count++
  }
  return count
}

// First-load JavaScript per page: every chunk the server-rendered HTML starts (its starter and lists, ADR 070),
// raw and gzip bytes, plus which heavy libraries ride along; then, from the build's chunk report (ADR 078), each
// script of each page with its role and what is biggest in it. Budget for public pages and sign-in (issue 42,
// ADR 061): 130 KB gzip, the framework's floor, in at most 8 scripts.
// Prints numbers only; nothing fails. `DIST_DIR` measures another build (e.g. a copy of the previous one).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { CHUNK_REPORT, type ChunkReportEntry } from '../scripts/chunk-report-plugin.ts'
import { describeChunk } from './chunk-roles.ts'
import { distDir, firstLoadJs, requireBuild, root, startServer } from './lib.ts'
import { firstLoadAssets } from '../src/server/http/paint-first.server.ts'

const BUDGET_GZIP = 130 * 1024
const BUDGET_FILES = 8

requireBuild()
const server = await startServer(Number(process.env.BENCH_PORT ?? 3190))
const get = async (page: string) => (await fetch(`${server.url}${page}`)).text()

/** Public pages (spec: home, lists, a post, a trip, content pages, search, auth), the first post/trip found. */
async function defaultPages(): Promise<string[]> {
  const first = (html: string, re: RegExp) => html.match(re)?.[1]
  const post = first(await get('/en/blog'), /href="(\/en\/blog\/posts\/[^"?#]+)"/)
  const trip = first(await get('/en/trips'), /href="(\/en\/trips\/\d+)"/)
  return [
    '/en',
    '/en/blog',
    ...(post ? [post] : []),
    '/en/trips',
    ...(trip ? [trip] : []),
    '/en/about',
    '/ru/privacy',
    '/en/search?q=alps',
    '/en/auth/login',
    '/en/auth/password-reset',
    '/en/does-not-exist',
  ]
}

/** The text of each first-load script (same selection as firstLoadJs). */
function firstLoadScripts(html: string, distDir: string): Array<{ asset: string; text: string }> {
  return firstLoadAssets(html).map((asset) => ({
    asset,
    text: readFileSync(path.join(distDir, 'client', asset), 'utf8'),
  }))
}

// Text that survives minification in each library's code: a chunk holding it carries the library.
const markers: Record<string, string> = {
  zod: 'ZodObject',
  sonner: 'data-sonner-toaster',
  radix: 'data-radix-',
  'tanstack-form': 'validationMetaMap',
  ofetch: '[ofetch]',
}

const rows: Array<{ page: string; files: number; raw: number; gzip: number; libs: string[]; assets: string[] }> = []
try {
  const pages = process.argv.slice(2).length ? process.argv.slice(2) : await defaultPages()
  for (const page of pages) {
    const html = await get(page)
    const scripts = firstLoadScripts(html, distDir)
    const libs = Object.entries(markers)
      .filter(([, marker]) => scripts.some((s) => s.text.includes(marker)))
      .map(([name]) => name)
    rows.push({ page, ...firstLoadJs(html, distDir), libs, assets: scripts.map((s) => s.asset) })
  }
} finally {
  await server.stop()
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
console.log(`First-load JS per page (${path.relative(root, distDir)}: the chunks each page's HTML starts)`)
console.log(['page'.padEnd(48), 'files', 'raw'.padStart(10), 'gzip'.padStart(10), 'budget', 'carries'].join('  '))
for (const r of rows) {
  console.log(
    [
      r.page.slice(0, 48).padEnd(48),
      String(r.files).padStart(5),
      kb(r.raw).padStart(10),
      kb(r.gzip).padStart(10),
      (r.gzip <= BUDGET_GZIP && r.files <= BUDGET_FILES ? 'ok' : 'over').padEnd(6),
      r.libs.join(', ') || '-',
    ].join('  '),
  )
}

// Why: each first-load script of each page, with its role and what is biggest in it (the build's chunk report).
const reportFile = path.join(distDir, CHUNK_REPORT)
if (existsSync(reportFile)) {
  const report = new Map(
    (JSON.parse(readFileSync(reportFile, 'utf8')) as ChunkReportEntry[]).map((chunk) => [`/${chunk.file}`, chunk]),
  )
  // Every page shares the entry: each script is compressed once.
  const gzipped = new Map<string, number>()
  const gzipOf = (asset: string) =>
    gzipped.get(asset) ??
    gzipped.set(asset, gzipSync(readFileSync(path.join(distDir, 'client', asset)), { level: 9 }).length).get(asset)!
  console.log('\nWhat each page loads, and why (gzip; shares of the chunk before minifying):')
  for (const r of rows) {
    console.log(r.page)
    for (const asset of r.assets) {
      const gzip = gzipOf(asset)
      const chunk = report.get(asset)
      console.log(`  ${kb(gzip).padStart(8)}  ${asset.slice(0, 40).padEnd(40)}  ${chunk ? describeChunk(chunk) : '?'}`)
    }
  }
} else console.log(`\n(no ${CHUNK_REPORT} in this build: rebuild to see what each page loads, and why)`)

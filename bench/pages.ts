// Throughput of the trips and blog pages and API: req/s and p50/p99 latency at 50 connections (autocannon),
// next to the same HTML served as a static file by the same server, plus first-load JS per page.
// Run: `npm run build && node bench/pages.ts` (or `npm run bench pages`). Reports numbers; asserts nothing.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { firstLoadJs, requireBuild, root, startServer } from './lib.ts'

const CONNECTIONS = 50
const DURATION = Number(process.env.BENCH_DURATION ?? 8)

requireBuild()
const server = await startServer(Number(process.env.BENCH_PORT ?? 3290))

async function firstPost(): Promise<string> {
  const body = (await (
    await fetch(`${server.url}/api/v1/posts?limit=1`, { headers: { 'accept-language': 'en' } })
  ).json()) as { data: Array<{ slug: string }> }
  return body.data[0]!.slug
}
async function firstTrip(): Promise<number> {
  const body = (await (await fetch(`${server.url}/api/v1/trips?limit=1`)).json()) as { data: Array<{ id: number }> }
  return body.data[0]!.id
}

async function load(url: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'accept-language': 'en' },
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

const staticDir = path.join(root, 'dist/client/bench-static')
type Row = {
  target: string
  rps: number
  p50: number
  p99: number
  staticRps?: number
  js?: { raw: number; gzip: number }
  failures: number
}
const rows: Row[] = []
try {
  const targets = ['/en/blog', `/en/blog/posts/${await firstPost()}`, `/en/trips/${await firstTrip()}`, '/api/v1/posts']
  mkdirSync(staticDir, { recursive: true })
  for (const [index, target] of targets.entries()) {
    const dynamic = await load(`${server.url}${target}`)
    const row: Row = {
      target,
      rps: dynamic.rps,
      p50: dynamic.p50,
      p99: dynamic.p99,
      failures: dynamic.non2xx + dynamic.errors,
    }
    if (!target.startsWith('/api/')) {
      // The same bytes as a static file from the same server (scripts/serve.ts serves dist/client).
      const html = await (await fetch(`${server.url}${target}`)).text()
      writeFileSync(path.join(staticDir, `page-${index}.html`), html)
      const fixed = await load(`${server.url}/bench-static/page-${index}.html`)
      row.staticRps = fixed.rps
      row.js = firstLoadJs(html)
    }
    rows.push(row)
  }
} finally {
  rmSync(staticDir, { recursive: true, force: true })
  await server.stop()
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
console.log(`${CONNECTIONS} connections, ${DURATION}s per target`)
console.log(
  [
    'target'.padEnd(44),
    'req/s'.padStart(8),
    'p50'.padStart(7),
    'p99'.padStart(7),
    'static req/s'.padStart(13),
    'ratio'.padStart(6),
    'JS raw'.padStart(9),
    'JS gzip'.padStart(9),
    'fail',
  ].join(' '),
)
for (const r of rows) {
  console.log(
    [
      r.target.padEnd(44),
      r.rps.toFixed(0).padStart(8),
      `${r.p50}ms`.padStart(7),
      `${r.p99}ms`.padStart(7),
      (r.staticRps?.toFixed(0) ?? '-').padStart(13),
      (r.staticRps ? `${Math.round((r.rps / r.staticRps) * 100)}%` : '-').padStart(6),
      (r.js ? kb(r.js.raw) : '-').padStart(9),
      (r.js ? kb(r.js.gzip) : '-').padStart(9),
      String(r.failures),
    ].join(' '),
  )
}

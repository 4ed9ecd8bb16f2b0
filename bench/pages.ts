// Page throughput for anonymous visitors, on both engines (PGlite and PostgreSQL): req/s and p50/p99 at 50
// connections from the page cache (ADR 026), the same pages rendered on every request (PAGE_CACHE_MAX_BYTES=0), and
// the same HTML as a static file from the same server; the two ratios; first-load JS; server RSS before/after.
// "Uncached" reads from the database too (the result cache off); BENCH_RESULT_CACHE=1 keeps public reads in memory.
// On PostgreSQL also: uncached p99 at 10 connections, and the signed-in pages (a member's profile pages and the back
// office's, bench/signed-in.ts) req/s, p50 and p99 at 10 connections; BENCH_SIGNED_IN=only runs just those.
// Run: `npm run build && node --import tsx bench/pages.ts` (or `npm run bench pages`). Reports numbers; asserts
// nothing. BENCH_DURATION (seconds per run, default 5), BENCH_PORT (default 3290, uses 3 ports),
// BENCH_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_DB_NAME (default bench_pages),
// BENCH_ENGINES=pglite,postgres.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import {
  distDir,
  firstLoadJs,
  requireBuild,
  root,
  scratchPostgres,
  startServer,
  uncachedEnv,
  uncachedLabel,
  type BenchServer,
} from './lib.ts'
import { benchAdmin, benchMember, signedInPages } from './signed-in.ts'

const DURATION = Number(process.env.BENCH_DURATION ?? 5)
const PORT = Number(process.env.BENCH_PORT ?? 3290)
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const DB_NAME = process.env.BENCH_DB_NAME ?? 'bench_pages'
/** BENCH_SIGNED_IN=only: only the signed-in pages (PostgreSQL, 10 connections), a few minutes instead of many. */
const SIGNED_IN_ONLY = process.env.BENCH_SIGNED_IN === 'only'
const ENGINES = (SIGNED_IN_ONLY ? 'postgres' : (process.env.BENCH_ENGINES ?? 'pglite,postgres')).split(',') as Array<
  'pglite' | 'postgres'
>
const SERVER_ENV = { SEED_ON_START: 'true', AUTH_RATE_LIMIT_SCALE: '100' }

requireBuild()

interface Load {
  rps: number
  p50: number
  p99: number
  failures: number
}
async function load(url: string, connections: number, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({
    url,
    connections,
    duration: DURATION,
    headers: { 'accept-language': 'en', ...headers },
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  }
}

async function json<T>(url: string): Promise<T> {
  return (await (await fetch(url, { headers: { 'accept-language': 'en' } })).json()) as T
}

async function pagesOf(server: BenchServer): Promise<Array<[string, string]>> {
  const post = await json<{ data: Array<{ slug: string }> }>(`${server.url}/api/v1/posts?limit=1`)
  const trip = await json<{ data: Array<{ id: number }> }>(`${server.url}/api/v1/trips?limit=1`)
  return [
    ['home', '/en'],
    ['blog list', '/en/blog'],
    ['trip list', '/en/trips'],
    ['post', `/en/blog/posts/${post.data[0]!.slug}`],
    ['trip', `/en/trips/${trip.data[0]!.id}`],
    ['content page', '/en/about'],
  ]
}

interface Row {
  name: string
  path: string
  cached: Load
  uncached: Load
  static: Load
  js: { raw: number; gzip: number }
}
interface EngineResult {
  engine: string
  rows: Row[]
  rss: Array<{ server: string; before: number; after: number }>
  uncached10: Array<{ name: string; load: Load }>
  signedIn: Array<{ name: string; load: Load }>
}

const staticDir = path.join(distDir, 'client/bench-static')

/** Signed-in pages on PostgreSQL at 10 connections (bench/signed-in.ts): each checked to answer 200 first. */
async function measureSignedIn(server: BenchServer, dataDir: string): Promise<Array<{ name: string; load: Load }>> {
  const cookies = { member: await benchMember(server, dataDir), admin: await benchAdmin(server, dataDir) }
  const rows: Array<{ name: string; load: Load }> = []
  for (const [name, target, who] of signedInPages) {
    const cookie = cookies[who]
    const check = await fetch(`${server.url}${target}`, { headers: { cookie }, redirect: 'manual' })
    if (check.status !== 200) throw new Error(`${target} signed in: ${check.status}`)
    rows.push({ name, load: await load(`${server.url}${target}`, 10, { cookie }) })
  }
  return rows
}

async function runEngine(engine: 'pglite' | 'postgres'): Promise<EngineResult> {
  const result: EngineResult = { engine, rows: [], rss: [], uncached10: [], signedIn: [] }
  const env: Record<string, string> = { ...SERVER_ENV }
  delete process.env.DATABASE_URL
  if (engine === 'postgres') {
    process.env.DATABASE_URL = await scratchPostgres(ADMIN_URL, DB_NAME)
  }

  // A first start migrates and seeds, then stops: the seed's one-off memory and warm caches stay out of what is
  // measured (as in bench/memory.ts). Uncached runs next on that data, then the cached server on the same data.
  const uncachedPort = PORT + 1
  env.AUTH_BASE_URL = `http://127.0.0.1:${uncachedPort}`
  await (await startServer(uncachedPort, { env })).stop()
  const uncachedServer = await startServer(uncachedPort, {
    env: { ...env, ...uncachedEnv },
    keepData: true,
  })
  const pages = await pagesOf(uncachedServer)
  const uncached = new Map<string, Load>()
  try {
    const before = uncachedServer.rss()
    if (!SIGNED_IN_ONLY)
      for (const [, target] of pages) uncached.set(target, await load(`${uncachedServer.url}${target}`, 50))
    if (engine === 'postgres') {
      if (!SIGNED_IN_ONLY)
        for (const [name, target] of pages)
          result.uncached10.push({ name, load: await load(`${uncachedServer.url}${target}`, 10) })
      result.signedIn = await measureSignedIn(uncachedServer, path.join(root, `.tmp/bench-data-${uncachedPort}`))
    }
    result.rss.push({ server: 'uncached', before, after: uncachedServer.rss() })
  } finally {
    await uncachedServer.stop()
  }

  if (!SIGNED_IN_ONLY) await measureCached(engine, env, pages, uncached, result)
  if (engine === 'postgres') {
    const admin = new pg.Client({ connectionString: ADMIN_URL })
    await admin.connect()
    await admin.query(`drop database if exists ${DB_NAME} with (force)`)
    await admin.end()
  }
  return result
}

/** The cached server on the same data: each page from the page cache and as a static file. */
async function measureCached(
  engine: 'pglite' | 'postgres',
  env: Record<string, string>,
  pages: Array<[string, string]>,
  uncached: Map<string, Load>,
  result: EngineResult,
) {
  const cachedPort = PORT + (engine === 'postgres' ? 2 : 1)
  env.AUTH_BASE_URL = `http://127.0.0.1:${cachedPort}`
  const server = await startServer(cachedPort, { env, keepData: true })
  mkdirSync(staticDir, { recursive: true })
  try {
    const before = server.rss()
    for (const [index, [name, target]] of pages.entries()) {
      const html = await (await fetch(`${server.url}${target}`, { headers: { 'accept-language': 'en' } })).text()
      const cached = await load(`${server.url}${target}`, 50)
      // The same bytes as a static file from the same server (scripts/serve.ts serves dist/client).
      writeFileSync(path.join(staticDir, `${engine}-${index}.html`), html)
      const fixed = await load(`${server.url}/bench-static/${engine}-${index}.html`, 50)
      result.rows.push({
        name,
        path: target,
        cached,
        uncached: uncached.get(target)!,
        static: fixed,
        js: firstLoadJs(html),
      })
    }
    result.rss.push({ server: 'cached', before, after: server.rss() })
  } finally {
    rmSync(staticDir, { recursive: true, force: true })
    await server.stop()
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`
const ms = (n: number) => `${n}ms`
const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(0)}%`

console.log(`${DURATION}s per run; 50 connections unless noted; ${uncachedLabel} (BENCH_RESULT_CACHE=1 for the other)`)
for (const engine of ENGINES) {
  const r = await runEngine(engine)
  console.log(`\n## ${r.engine}`)
  const head = [
    'page'.padEnd(13),
    'cached/s'.padStart(9),
    'p50'.padStart(6),
    'p99'.padStart(6),
    'uncached/s'.padStart(11),
    'p50'.padStart(7),
    'p99'.padStart(7),
    'static/s'.padStart(9),
    'c/static'.padStart(9),
    'u/static'.padStart(9),
    'JS raw'.padStart(9),
    'JS gzip'.padStart(9),
    'fail c/u/s',
  ]
  if (r.rows.length) console.log(head.join(' '))
  for (const row of r.rows) {
    console.log(
      [
        row.name.padEnd(13),
        row.cached.rps.toFixed(0).padStart(9),
        ms(row.cached.p50).padStart(6),
        ms(row.cached.p99).padStart(6),
        row.uncached.rps.toFixed(0).padStart(11),
        ms(row.uncached.p50).padStart(7),
        ms(row.uncached.p99).padStart(7),
        row.static.rps.toFixed(0).padStart(9),
        pct(row.cached.rps, row.static.rps).padStart(9),
        pct(row.uncached.rps, row.static.rps).padStart(9),
        kb(row.js.raw).padStart(9),
        kb(row.js.gzip).padStart(9),
        `${row.cached.failures}/${row.uncached.failures}/${row.static.failures}`,
      ].join(' '),
    )
  }
  if (r.rows.length) console.log(`paths: ${r.rows.map((row) => row.path).join('  ')}`)
  for (const rss of r.rss) console.log(`RSS ${rss.server} server: before ${mb(rss.before)}, after ${mb(rss.after)}`)
  if (r.uncached10.length) {
    console.log('uncached at 10 connections: ' + r.uncached10.map((u) => `${u.name} p99 ${ms(u.load.p99)}`).join(', '))
  }
  if (r.signedIn.length) {
    console.log('\nsigned-in pages, 10 connections, rendered on every request:')
    console.log(['page'.padEnd(19), 'req/s'.padStart(6), 'p50'.padStart(6), 'p99'.padStart(6), ' fail'].join(' '))
    for (const s of r.signedIn)
      console.log(
        [
          s.name.padEnd(19),
          s.load.rps.toFixed(0).padStart(6),
          ms(s.load.p50).padStart(6),
          ms(s.load.p99).padStart(6),
          String(s.load.failures).padStart(5),
        ].join(' '),
      )
  }
}

// Shared helpers for benchmarks: start the built production server on a scratch database and stop it.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import pg from 'pg'
import { firstLoadAssets } from '../src/server/http/paint-first.server.ts'

export const root = path.resolve(import.meta.dirname, '..')
/** The build under test: `dist`, or another one (e.g. a copy of the previous build) named by DIST_DIR. */
export const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist')

export function requireBuild() {
  if (!existsSync(path.join(distDir, 'server/server.js'))) {
    console.error('No build found: run `npm run build` first.')
    process.exit(1)
  }
}

export interface BenchServer {
  url: string
  pid: number
  /** Resident memory of the server process in bytes (Linux /proc). */
  rss: () => number
  stop: () => Promise<void>
}

/**
 * Starts the built server on a scratch data dir (PGlite unless DATABASE_URL is set). `keepData` reuses the
 * data dir of an earlier run on the same port instead of starting afresh.
 */
export interface StartOptions {
  /** Extra environment of the server (e.g. DATABASE_URL for PostgreSQL). */
  env?: Record<string, string>
  keepData?: boolean
}

/**
 * The runtime `npm run serve` gives the server (package.json: `MALLOC_ARENA_MAX=2 node --max-semi-space-size=8 …`,
 * ADR 027, 034), so benches measure the server as it runs. BENCH_TUNED=0 measures Node's defaults instead.
 */
export const serveRuntime: { env: Record<string, string>; nodeArgs: string[] } = (() => {
  if (process.env.BENCH_TUNED === '0') return { env: {}, nodeArgs: [] }
  const scripts = (
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts
  const words = scripts.serve!.split(/\s+/)
  const node = words.indexOf('node')
  if (node < 0) return { env: {}, nodeArgs: [] }
  const env = Object.fromEntries(
    words
      .slice(0, node)
      .filter((w) => /^\w+=/.test(w)) // not `exec`
      .map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)]),
  )
  return { env, nodeArgs: words.slice(node + 1).filter((w) => w.startsWith('--')) }
})()

/**
 * The host that serves a build: its compiled dist/host/serve.js (what `npm run serve` runs, ADR 035), or for a build
 * made before there was one, scripts/serve.ts serving DIST_DIR.
 */
export const hostEntry = existsSync(path.join(distDir, 'host/serve.js'))
  ? path.join(distDir, 'host/serve.js')
  : path.join(root, 'scripts/serve.ts')

/**
 * What an "uncached" server keeps: nothing by default (every page rendered, every read from the database, as before
 * ADR 037), or its result cache when BENCH_RESULT_CACHE=1 (pages rendered, public reads from memory).
 */
const readsFromMemory = process.env.BENCH_RESULT_CACHE === '1'
export const uncachedEnv: Record<string, string> = readsFromMemory
  ? { PAGE_CACHE_MAX_BYTES: '0' }
  : { PAGE_CACHE_MAX_BYTES: '0', RESULT_CACHE_MAX_BYTES: '0' }
export const uncachedLabel = readsFromMemory
  ? 'uncached: pages rendered, public reads from the result cache'
  : 'uncached: pages rendered, reads from the database'

/** An autocannon run's throughput, latency and failures, as the benches' tables print them. */
export function loadColumns(result: {
  requests: { average: number }
  latency: { p50: number; p99: number }
  non2xx: number
  errors: number
}) {
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    failures: result.non2xx + result.errors,
  }
}

/** Drops and re-creates the PostgreSQL database `name` on the server of `adminUrl`; the new database's URL. */
export async function scratchPostgres(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  return new URL(`/${name}`, adminUrl).href
}

export async function startServer(port: number, options: StartOptions = {}): Promise<BenchServer> {
  const dataDir = path.join(root, `.tmp/bench-data-${port}`)
  if (!options.keepData) rmSync(dataDir, { recursive: true, force: true })
  const child: ChildProcess = spawn(process.execPath, [...serveRuntime.nodeArgs, hostEntry], {
    cwd: root,
    env: {
      ...process.env,
      ...serveRuntime.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  // An embedded database's first second includes V8 optimising one very large PGlite function, a transient of
  // ~500 MB that is gone within a second of the server answering (ADR 034): RSS read before then measures that.
  if (!(options.env?.DATABASE_URL ?? process.env.DATABASE_URL)) await new Promise((r) => setTimeout(r, 1500))
  return {
    url,
    pid: child.pid!,
    rss: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** First-load JS of a server-rendered page (the chunks its starter loads, ADR 070), raw and gzip bytes. */
export function firstLoadJs(html: string, dist = distDir) {
  const assets = firstLoadAssets(html)
  let raw = 0
  let gzip = 0
  for (const asset of assets) {
    const bytes = readFileSync(path.join(dist, 'client', asset))
    raw += bytes.length
    gzip += gzipSync(bytes, { level: 9 }).length
  }
  return { files: assets.length, raw, gzip }
}

// Public API throughput on both engines: req/s and p50/p99 at 10 connections for the read endpoints (lists and
// details of trips, posts, categories, tags, authors), first with the result cache off (every answer read from the
// database), then on (ADR 037: a repeated read answered from memory), on the same seeded data in one run.
// Run: `npm run build && node --import tsx bench/api.ts` (or `npm run bench api`). Reports numbers; asserts nothing.
// BENCH_DURATION (seconds per run, default 5), BENCH_PORT (default 3380), BENCH_ENGINES=pglite,postgres,
// BENCH_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import { cpus, loadavg } from 'node:os'
import autocannon from 'autocannon'
import { loadColumns, requireBuild, scratchPostgres, startServer } from './lib.ts'

const DURATION = Number(process.env.BENCH_DURATION ?? 5)
const PORT = Number(process.env.BENCH_PORT ?? 3380)
const CONNECTIONS = 10
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const DB_NAME = 'bench_api'
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((e) => e.trim())
const MODES = [
  ['database', { RESULT_CACHE_MAX_BYTES: '0' }],
  ['result cache', {}],
] as const

requireBuild()

/** The endpoints, with ids and slugs of the seeded data. */
async function endpointsOf(url: string): Promise<Array<[string, string]>> {
  const first = async <T>(path: string) => ((await (await fetch(url + path)).json()) as { data: T[] }).data[0]!
  const post = await first<{ slug: string; author: { username: string } }>('/api/v1/posts?limit=1')
  const trip = await first<{ id: number }>('/api/v1/trips?limit=1')
  const category = await first<{ slug: string }>('/api/v1/categories')
  return [
    ['trip list', '/api/v1/trips'],
    ['trip', `/api/v1/trips/${trip.id}`],
    ['post list', '/api/v1/posts'],
    ['post', `/api/v1/posts/${post.slug}`],
    ['category', `/api/v1/categories/${category.slug}`],
    ['tags', '/api/v1/tags'],
    ['author', `/api/v1/authors/${post.author.username}`],
  ]
}

const rows: Array<Record<string, string | number>> = []
for (const engine of ENGINES) {
  delete process.env.DATABASE_URL
  if (engine === 'postgres') {
    process.env.DATABASE_URL = await scratchPostgres(ADMIN_URL, DB_NAME)
  }
  // A first start migrates and seeds; each mode then runs on that data.
  await (await startServer(PORT, { env: { SEED_ON_START: 'true' } })).stop()
  for (const [mode, env] of MODES) {
    const server = await startServer(PORT, { env, keepData: true })
    try {
      for (const [name, path] of await endpointsOf(server.url)) {
        const warm = await fetch(server.url + path)
        if (!warm.ok) throw new Error(`${path}: ${warm.status}`)
        const result = await autocannon({
          url: server.url + path,
          connections: CONNECTIONS,
          duration: DURATION,
          headers: { 'accept-language': 'en' },
        })
        rows.push({
          engine,
          answered: mode,
          endpoint: name,
          ...loadColumns(result),
        })
      }
    } finally {
      await server.stop()
    }
  }
}
console.log(
  `public API reads, ${CONNECTIONS} connections, ${DURATION} s each; ${cpus().length} CPUs, load average ` +
    `${loadavg()[0]!.toFixed(1)} (other work on the machine inflates latency):`,
)
console.table(rows)

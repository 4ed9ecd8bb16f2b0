// Memory of the production server under load, on each engine: RSS of the server process and its children (the
// embedded database's thread is inside the process) before the load, every 10 s during it and after it. The server
// is started twice on a fresh database: the first start seeds it (its RSS and peak are printed), the load runs
// against the second, as a server runs after any restart.
// Run: `npm run build && flock /tmp/heavy.lock node bench/memory.ts` (or `npm run bench memory`). Numbers only.
// BENCH_DURATION (load seconds, 60), BENCH_SOAK_SECONDS (a soak: that many seconds of load instead, e.g. 300),
// BENCH_ENGINES (pglite,postgres), BENCH_PORT (3420), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432).
import { readdirSync, readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import pg from 'pg'
import { requireBuild, serveRuntime, startServer } from './lib.ts'

const CONNECTIONS = 50
const SOAK = Number(process.env.BENCH_SOAK_SECONDS ?? 0)
const DURATION = SOAK || Number(process.env.BENCH_DURATION ?? 60)
const SAMPLE_SECONDS = 10
const port = Number(process.env.BENCH_PORT ?? 3420)
const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432'
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((e) => e.trim())
/** The process and all its descendants (children are listed per thread in /proc/<pid>/task/<tid>/children). */
function processTree(pid: number): number[] {
  const pids = [pid]
  for (let i = 0; i < pids.length; i++) {
    try {
      for (const tid of readdirSync(`/proc/${pids[i]}/task`)) {
        const children = readFileSync(`/proc/${pids[i]}/task/${tid}/children`, 'utf8').trim()
        if (children) pids.push(...children.split(/\s+/).map(Number))
      }
    } catch {
      // exited meanwhile
    }
  }
  return pids
}

function statusKb(pid: number, field: string): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
  } catch {
    return 0
  }
}

/** RSS in MB of the server and every process it started; peak (VmHWM) of the server process itself. */
const rssMb = (pid: number) => Math.round(processTree(pid).reduce((sum, p) => sum + statusKb(p, 'VmRSS'), 0) / 1024)
const peakMb = (pid: number) => Math.round(statusKb(pid, 'VmHWM') / 1024)

async function scratchPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_memory_${process.pid}`
  const admin = new pg.Client({ connectionString: `${pgUrl}/postgres` })
  await admin.connect()
  await admin.query(`drop database if exists ${name}`)
  await admin.query(`create database ${name}`)
  await admin.end()
  return {
    url: `${pgUrl}/${name}`,
    drop: async () => {
      const again = new pg.Client({ connectionString: `${pgUrl}/postgres` })
      await again.connect()
      await again.query(`drop database if exists ${name} with (force)`)
      await again.end()
    },
  }
}

async function measure(engine: string) {
  const scratch = engine === 'postgres' ? await scratchPostgres() : undefined
  const env: Record<string, string> = scratch ? { DATABASE_URL: scratch.url } : {}
  // The first start migrates and seeds (images processed, content loaded), which a server does once per install;
  // the load runs against a second start on that data, the way a server runs after every deploy or restart.
  const seeding = await startServer(port, { env })
  const seeded = { rss: rssMb(seeding.pid), peak: peakMb(seeding.pid) }
  await seeding.stop()
  const server = await startServer(port, { env, keepData: true })
  try {
    const { url, pid } = server
    const post = ((await (await fetch(`${url}/api/v1/posts?limit=1`)).json()) as { data: Array<{ slug: string }> })
      .data[0]!.slug
    const trip = ((await (await fetch(`${url}/api/v1/trips?limit=1`)).json()) as { data: Array<{ id: number }> })
      .data[0]!.id
    // Public pages in every language, and the read API (the page cache, where present, serves repeats).
    const paths = [
      '/en',
      '/es/trips',
      `/ru/trips/${trip}`,
      '/uk/blog',
      `/en/blog/posts/${post}`,
      `/es/blog/posts/${post}`,
      '/en/trips?month=2027-05',
      '/api/v1/trips',
      '/api/v1/trips?destination=IT',
      '/api/v1/posts?limit=5',
      '/api/v1/categories',
      '/api/v1/search?q=roma',
    ]
    const before = rssMb(pid)
    const startPeak = peakMb(pid)
    const samples: Array<{ second: number; rss: number }> = []
    const started = Date.now()
    const sampler = setInterval(
      () => samples.push({ second: Math.round((Date.now() - started) / 1000), rss: rssMb(pid) }),
      SAMPLE_SECONDS * 1000,
    )
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { 'accept-language': 'en' },
      requests: paths.map((p) => ({ path: p })),
    })
    clearInterval(sampler)
    const after = rssMb(pid)
    // Memory the load left behind once the server has been idle a moment (caches stay, garbage should not), and
    // after V8's memory reducer has had its turn (it starts ~8 s after allocation slows down).
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
    await sleep(5000)
    const idle = rssMb(pid)
    await sleep(10_000)
    const settled = rssMb(pid)
    return { engine, seeded, before, startPeak, after, idle, settled, peak: peakMb(pid), samples, result }
  } finally {
    await server.stop()
    await scratch?.drop()
  }
}

requireBuild()
const rows = []
for (const engine of engines) rows.push(await measure(engine))

console.log(
  `${SOAK ? 'soak' : 'load'}: ${DURATION} s, ${CONNECTIONS} connections, mixed public pages and API, ` +
    `runtime ${JSON.stringify(serveRuntime)}`,
)
for (const r of rows) {
  const rss = r.samples.map((s) => s.rss)
  // Flatness: the second half of the samples against the first (a leak grows the second half).
  const half = Math.floor(rss.length / 2)
  const avg = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / Math.max(xs.length, 1))
  console.log(`\n${r.engine}`)
  console.log(`  requests   ${r.result.requests.total} (${Math.round(r.result.requests.average)} req/s)`)
  console.log(`  latency    p50 ${r.result.latency.p50} ms, p99 ${r.result.latency.p99} ms`)
  console.log(`  status     2xx ${r.result['2xx']}, non-2xx ${r.result.non2xx}, errors ${r.result.errors}`)
  console.log(`  seeding    first start: RSS ${r.seeded.rss} MB once seeded, peak ${r.seeded.peak} MB`)
  console.log(
    `  RSS MB     before ${r.before} (peak while starting ${r.startPeak}), after ${r.after}, ` +
      `after 5 s idle ${r.idle}, after 15 s idle ${r.settled}, peak ${r.peak}`,
  )
  console.log(`  samples    ${r.samples.map((s) => `${s.second}s:${s.rss}`).join(' ')}`)
  if (half > 0)
    console.log(`  flatness   first half avg ${avg(rss.slice(0, half))} MB, second half ${avg(rss.slice(half))} MB`)
}

// A 60 s load on the production server, on each database engine: 100 connections over a mix of public pages and API
// calls (plus a few bad requests that must be 4xx), printing errors, 5xx and the server's memory over time, and one
// verdict line per engine (0 errors, 0 5xx, memory flat: the second half's RSS within 15% of the first half's).
// Run: `npm run build && flock /tmp/heavy.lock node bench/load.ts` (or `npm run bench load`);
// BENCH_DURATION (seconds), BENCH_PORT and BENCH_ENGINES (`pglite,postgres`; PostgreSQL uses a scratch database
// `bench_load` on BENCH_PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres) change the defaults.
import { spawn } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { hostEntry, requireBuild, root } from './lib.ts'

const CONNECTIONS = 100
const DURATION = Number(process.env.BENCH_DURATION ?? 60)
const port = Number(process.env.BENCH_PORT ?? 3291)
const url = `http://127.0.0.1:${port}`

const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((e) => e.trim())
const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const SCRATCH = 'bench_load'
/** Memory is "flat" when the second half's average RSS is at most this much above the first half's. */
const FLAT_RSS_GROWTH = 0.15

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(sql).finally(() => client.end())
}

requireBuild()
const verdicts: string[] = []
for (const engine of engines) {
  if (engine !== 'pglite' && engine !== 'postgres') throw new Error(`BENCH_ENGINES: unknown engine ${engine}`)
  verdicts.push(await runLoad(engine))
}
console.log(verdicts.join('\n'))
if (verdicts.some((line) => line.includes('FAIL'))) process.exitCode = 1

async function runLoad(engine: 'pglite' | 'postgres'): Promise<string> {
  const dataDir = path.join(root, `.tmp/bench-load-${port}`)
  rmSync(dataDir, { recursive: true, force: true })
  const { DATABASE_URL: _shell, ...env } = process.env
  let databaseUrl: string | undefined
  if (engine === 'postgres') {
    await adminQuery(`DROP DATABASE IF EXISTS ${SCRATCH} WITH (FORCE)`)
    await adminQuery(`CREATE DATABASE ${SCRATCH}`)
    const scratch = new URL(adminUrl)
    scratch.pathname = `/${SCRATCH}`
    databaseUrl = scratch.toString()
  }
  const child = spawn(process.execPath, [hostEntry], {
    cwd: root,
    env: {
      ...env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let serverLog = ''
  child.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()))
  for (let i = 0; i < 300; i++) {
    if ((await fetch(`${url}/api/health`).catch(() => undefined))?.ok) break
    await new Promise((r) => setTimeout(r, 200))
  }

  let exited: string | undefined
  child.on('exit', (code, signal) => (exited = `server exited (code ${code}, signal ${signal})`))
  const rssMb = () => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
    } catch {
      return 0
    }
  }

  const post = ((await (await fetch(`${url}/api/v1/posts?limit=1`)).json()) as { data: Array<{ slug: string }> })
    .data[0]!.slug
  const paths = [
    '/en',
    '/es/trips',
    '/ru/trips/1',
    '/uk/blog',
    `/en/blog/posts/${post}`,
    '/en/trips?month=2027-05',
    '/api/v1/trips',
    '/api/v1/trips?destination=IT',
    '/api/v1/posts?limit=5',
    '/api/v1/categories',
    '/robots.txt',
    '/api/v1/trips?month=0000-01', // 400
    '/api/v1/trips/0', // 404 (not a valid id)
  ]

  // Warm up (JIT, caches), then measure.
  await autocannon({ url, connections: 10, duration: 3, requests: paths.map((p) => ({ path: p })) })
  const serverErrors = new Map<string, number>()
  const samples: Array<{ second: number; rss: number }> = [{ second: 0, rss: rssMb() }]
  const started = Date.now()
  const sampler = setInterval(
    () => samples.push({ second: Math.round((Date.now() - started) / 1000), rss: rssMb() }),
    5000,
  )
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'accept-language': 'en' },
    requests: paths.map((p) => ({
      path: p,
      onResponse: (status: number) => {
        if (status >= 500) serverErrors.set(p, (serverErrors.get(p) ?? 0) + 1)
      },
    })),
  })
  clearInterval(sampler)
  samples.push({ second: DURATION, rss: rssMb() })

  // Read before stopping it: our own SIGTERM below fires the same 'exit' listener.
  const exitedDuringLoad = exited
  if (exitedDuringLoad) console.log(`  ${exitedDuringLoad} during the load`)
  else {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  }
  rmSync(dataDir, { recursive: true, force: true })
  if (engine === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${SCRATCH} WITH (FORCE)`)

  const firstHalf = samples.filter((s) => s.second > 0 && s.second <= DURATION / 2).map((s) => s.rss)
  const secondHalf = samples.filter((s) => s.second > DURATION / 2).map((s) => s.rss)
  const avg = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / Math.max(xs.length, 1))
  console.log(
    `load (${engine}): ${DURATION} s, ${CONNECTIONS} connections, ${paths.length} paths (pages + API + bad input)`,
  )
  console.log(`  requests      ${result.requests.total} (${Math.round(result.requests.average)} req/s)`)
  console.log(`  latency       p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`)
  console.log(`  errors        ${result.errors} (timeouts ${result.timeouts})`)
  console.log(`  status        2xx ${result['2xx']}, 3xx ${result['3xx']}, 4xx ${result['4xx']}, 5xx ${result['5xx']}`)
  if (serverErrors.size) console.log(`  5xx by path   ${[...serverErrors].map(([p, n]) => `${p}: ${n}`).join(', ')}`)
  console.log(`  server RSS MB ${samples.map((s) => `${s.second}s:${s.rss}`).join(' ')}`)
  console.log(`  RSS average   first half ${avg(firstHalf)} MB, second half ${avg(secondHalf)} MB`)
  if (serverLog.trim()) console.log(`  server log (stderr):\n${serverLog.trim().split('\n').slice(0, 20).join('\n')}`)
  const growth = avg(firstHalf) ? (avg(secondHalf) - avg(firstHalf)) / avg(firstHalf) : 0
  const failures = [
    exitedDuringLoad ? 'server exited' : '',
    result.errors ? `${result.errors} errors` : '',
    result['5xx'] ? `${result['5xx']} 5xx` : '',
    growth > FLAT_RSS_GROWTH ? `RSS grew ${Math.round(growth * 100)}%` : '',
  ].filter(Boolean)
  return `verdict (${engine}): ${failures.length ? `FAIL — ${failures.join(', ')}` : 'PASS'} — ${result.errors} errors, ${result['5xx']} 5xx, ${Math.round(result.requests.average)} req/s, RSS ${avg(firstHalf)} → ${avg(secondHalf)} MB (${growth >= 0 ? '+' : ''}${Math.round(growth * 100)}%)`
}

// Data at scale: the same pages at 1,000 and at 100,000 posts (100 and 10,000 trips), on PGlite and PostgreSQL.
// Generates the data inside the database (tests/factories/bulk.ts: generate_series, seconds not minutes), then
// times the service calls each page's loader makes (the server's own code path, in process, one at a time) and
// prints p50/p99 per page and size with the ratio big/small. Reports numbers; asserts nothing.
//
// Run: `flock /tmp/heavy.lock node --import tsx bench/big-data.ts` (or `npm run bench big-data`).
//   BIG_ENGINES=postgres,pglite  BIG_SIZES=1000,100000  BIG_SAMPLES=200 (per page, fewer if BIG_SECONDS runs out)
//   BIG_ROUNDS=2 (the sizes alternate; each page keeps its best p50 and p99)
//   BIG_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres): databases bench_big_<size> are created there.
//   BIG_REUSE=1 keeps a generated database/data dir (same data before/after a code change; migrations still run).
// PGlite data dirs: .tmp/big-data-<size>.
import { spawnSync } from 'node:child_process'
import { cpus, loadavg } from 'node:os'
import { rmSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
// Types only: the modules themselves load through Vite's module runner below.
import type * as BlogList from '../src/features/blog/blog.list.server.ts'
import type * as BlogPost from '../src/features/blog/blog.post.server.ts'
import type * as BlogTaxonomy from '../src/features/blog/blog.taxonomy.server.ts'
import type * as SearchService from '../src/features/search/search.server.ts'
import type * as TripsService from '../src/features/trips/trips.server.ts'
import type * as Pagination from '../src/lib/pagination.ts'
import type * as SeedSteps from '../src/seed-steps.server.ts'
import type * as DbIndex from '../src/server/db/index.server.ts'
import type * as SeedRunner from '../src/server/db/seed-runner.server.ts'
import type * as Bulk from '../tests/factories/bulk.ts'

const root = path.resolve(import.meta.dirname, '..')
const [mode, engineArg, sizeArg] = process.argv.slice(2)

interface Timing {
  page: string
  p50: number
  p99: number
  samples: number
  info?: string
}

if (mode === '--child') await child(engineArg as 'pglite' | 'postgres', Number(sizeArg))
else parent()

function parent() {
  const engines = (process.env.BIG_ENGINES ?? 'postgres,pglite').split(',')
  const sizes = (process.env.BIG_SIZES ?? '1000,100000').split(',').map(Number)
  const rounds = Number(process.env.BIG_ROUNDS ?? 2)
  for (const engine of engines) {
    const results = new Map<number, Timing[]>()
    // Sizes alternate, and each page keeps its best p50 and p99 over the rounds: a size measured while the machine
    // was busier would otherwise read as the cost of the data.
    for (let round = 0; round < rounds; round++)
      for (const size of sizes) {
        const run = spawnSync(
          process.execPath,
          ['--import', 'tsx', path.join(import.meta.dirname, 'big-data.ts'), '--child', engine, String(size)],
          {
            cwd: root,
            // Later rounds measure the data the first one generated.
            env: round > 0 ? { ...process.env, BIG_REUSE: '1' } : process.env,
            encoding: 'utf8',
            stdio: ['ignore', 'pipe', 'inherit'],
            maxBuffer: 64 << 20,
          },
        )
        const line = run.stdout.split('\n').find((l) => l.startsWith('RESULT '))
        process.stdout.write(run.stdout.replace(/^RESULT .*$/m, ''))
        if (!line) {
          console.error(`${engine} at ${size}: no result (exit ${run.status})`)
          continue
        }
        const timings = JSON.parse(line.slice(7)) as Timing[]
        const best = results.get(size)
        results.set(
          size,
          best
            ? timings.map((t) => {
                const b = best.find((x) => x.page === t.page) ?? t
                return { ...t, p50: Math.min(t.p50, b.p50), p99: Math.min(t.p99, b.p99) }
              })
            : timings,
        )
      }
    const [small, big] = sizes
    const a = results.get(small!) ?? []
    const b = results.get(big!) ?? []
    console.log(
      `\n${engine}: ${small} vs ${big} posts (${small! / 10} vs ${big! / 10} trips); ms per page (service calls of its ` +
        `loader, sequential; best of ${rounds} rounds); ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}`,
    )
    console.table(
      a.map((x) => {
        const y = b.find((t) => t.page === x.page)
        return {
          page: x.page,
          [`p50 ${small}`]: x.p50,
          [`p99 ${small}`]: x.p99,
          [`p50 ${big}`]: y?.p50 ?? NaN,
          [`p99 ${big}`]: y?.p99 ?? NaN,
          'ratio p50': y ? Number((y.p50 / x.p50).toFixed(2)) : NaN,
          'ratio p99': y ? Number((y.p99 / x.p99).toFixed(2)) : NaN,
          [`at ${big}`]: y?.info ?? '',
        }
      }),
    )
  }
}

async function child(engine: 'pglite' | 'postgres', posts: number) {
  const reuse = process.env.BIG_REUSE === '1'
  if (engine === 'postgres') {
    const adminUrl = process.env.BIG_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
    const name = `bench_big_${posts}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount
    if (!reuse || !exists) {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.query(`create database ${name}`)
    }
    await admin.end()
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    process.env.DATABASE_URL = url.toString()
  } else {
    const dir = path.join(root, `.tmp/big-data-${posts}`)
    if (!reuse) rmSync(dir, { recursive: true, force: true })
    process.env.DATA_DIR = dir
    delete process.env.DATABASE_URL
  }
  process.env.LOG_LEVEL = 'warn'

  // After the environment is set (these modules read it once). App modules load through Vite's module runner, as the
  // dev server does: they use the '@/' alias and import.meta.env, which plain Node lacks.
  const { createServer, createServerModuleRunner } = await import('vite')
  const vite = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    resolve: { alias: { '@': path.join(root, 'src') } },
    ssr: { external: ['@electric-sql/pglite', 'pg', 'nodemailer', 'pino', 'pino-pretty'] },
  })
  const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false })
  const load = <T>(file: string) => runner.import(file) as Promise<T>
  const { sql } = await import('drizzle-orm')
  const { getDatabase } = await load<typeof DbIndex>('/src/server/db/index.server.ts')
  const { seed, hasBeenSeeded } = await load<typeof SeedRunner>('/src/server/db/seed-runner.server.ts')
  const { seedSteps } = await load<typeof SeedSteps>('/src/seed-steps.server.ts')
  const { bulkBlog, bulkTrips } = await load<typeof Bulk>('/tests/factories/bulk.ts')
  const blog = {
    ...(await load<typeof BlogList>('/src/features/blog/blog.list.server.ts')),
    ...(await load<typeof BlogPost>('/src/features/blog/blog.post.server.ts')),
    ...(await load<typeof BlogTaxonomy>('/src/features/blog/blog.taxonomy.server.ts')),
  }
  const tripsService = await load<typeof TripsService>('/src/features/trips/trips.server.ts')
  const { search } = await load<typeof SearchService>('/src/features/search/search.server.ts')
  const { encodeCursor } = await load<typeof Pagination>('/src/lib/pagination.ts')

  const database = await getDatabase()
  const db = database.db
  const rows = async <T>(query: ReturnType<typeof sql>) => {
    const r = (await db.execute(query)) as unknown
    return (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[]
  }

  const prefix = 'big'
  const generated = (await rows<{ n: number }>(sql`select count(*)::int as n from posts where slug like 'big-%'`))[0]!
  if (Number(generated.n) === 0) {
    if (!(await hasBeenSeeded(db))) await seed(db, seedSteps, { log: () => {} })
    const started = performance.now()
    await bulkBlog(db, { posts, prefix })
    await bulkTrips(db, { trips: Math.round(posts / 10) })
    await db.execute(sql`analyze`)
    console.log(
      `${engine}: generated ${posts.toLocaleString('en')} posts and ${(posts / 10).toLocaleString('en')} trips in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
  } else await db.execute(sql`analyze`)

  // What the pages show: a mid-popularity tag, a first-language author, a recent post, a future month.
  const tagSlug = (
    await rows<{ slug: string }>(sql`
      select t.slug from tags t join post_tags pt on pt.tag_id = t.id where t.slug like 'big-tag-%'
      group by t.id order by count(*) desc, t.slug offset 20 limit 1`)
  )[0]!.slug
  const username = (
    await rows<{ username: string }>(sql`
      select a.username from "user" a join posts p on p.author_id = a.id and p.status = 'published'
      where a.username like 'big-en-%' group by a.id order by count(*) desc, a.username limit 1`)
  )[0]!.username
  const categorySlug = (
    await rows<{ slug: string }>(sql`select slug from categories order by position, id limit 1`)
  )[0]!.slug
  const postSlug = (
    await rows<{ slug: string }>(sql`
      select slug from posts where status = 'published' and slug like 'big-%'
      order by published_at desc, id desc offset 10 limit 1`)
  )[0]!.slug
  const tripId = (
    await rows<{ id: number }>(sql`
      select t.id from trips t join departures d on d.trip_id = t.id
      where t.status = 'published' and d.start_date >= '2027-01-01' order by d.start_date, t.id limit 1`)
  )[0]!.id
  const publishedCount = Number(
    (await rows<{ n: number }>(sql`select count(*)::int as n from posts where status = 'published'`))[0]!.n,
  )
  // The sort key of the row 90% down the English list: a cursor deep into the "other languages" group (ADR 006).
  const deep = (
    await rows<{ g: number; at: string; id: number }>(sql`
      select (case when lang = 'en' then 0 else 1 end) as g, published_at::text as at, id from posts
      where status = 'published' order by (case when lang = 'en' then 0 else 1 end), published_at desc, id desc
      offset ${Math.floor(publishedCount * 0.9)} limit 1`)
  )[0]!
  const deepCursor = encodeCursor([Number(deep.g), deep.at, Number(deep.id)])
  const today = '2026-11-22'
  const tripPage2 = (await tripsService.listTrips({ locale: 'en', today })).nextCursor ?? undefined

  const pages: Array<[string, () => Promise<unknown>]> = [
    [
      'blog list (en), page 1 + filters',
      () => Promise.all([blog.listPosts({ locale: 'en' }), blog.listCategories('en'), blog.listTags('en')]),
    ],
    ['blog list (uk), page 1', () => blog.listPosts({ locale: 'uk' })],
    ['blog list (en), deep page (90%)', () => blog.listPosts({ locale: 'en', cursor: deepCursor })],
    [
      'blog category page',
      async () => [
        await blog.findCategory('en', categorySlug),
        await blog.listPosts({ locale: 'en', category: categorySlug }),
      ],
    ],
    [
      'blog tag page',
      async () => [await blog.findTag('es', tagSlug), await blog.listPosts({ locale: 'es', tag: tagSlug })],
    ],
    [
      'author page',
      async () => [await blog.findAuthor('ru', username), await blog.listPosts({ locale: 'ru', author: username })],
    ],
    ['post page', () => blog.findPost('en', postSlug)],
    [
      'trip list, default + filters',
      () =>
        Promise.all([
          tripsService.listTrips({ locale: 'en', today }),
          tripsService.listDestinations('en'),
          tripsService.listTripMonths(),
        ]),
    ],
    ['trip list, page 2', () => tripsService.listTrips({ locale: 'en', today, cursor: tripPage2 })],
    ['trip list, month', () => tripsService.listTrips({ locale: 'en', today, month: '2027-06' })],
    ['trip list, destination', () => tripsService.listTrips({ locale: 'en', today, destination: 'pe' })],
    [
      'trip list, month + destination',
      () => tripsService.listTrips({ locale: 'en', today, month: '2027-06', destination: 'it' }),
    ],
    ['trip page', () => tripsService.findTrip('en', Number(tripId))],
    [
      'home: upcoming trips + latest posts',
      () => Promise.all([tripsService.upcomingTrips('en', 3, today), blog.listPosts({ locale: 'en', limit: 3 })]),
    ],
    ['search: common word "mountain"', () => search({ q: 'mountain', locale: 'en' })],
    ['search: two words "glacier lake"', () => search({ q: 'glacier lake', locale: 'en' })],
    ['search: Russian "горы"', () => search({ q: 'горы', locale: 'ru' })],
    ['search: rare word "w12345"', () => search({ q: 'w12345', locale: 'en' })],
    ['search: typo "lighthuose"', () => search({ q: 'lighthuose', locale: 'en' })],
    ['search: nothing "qwxzvq"', () => search({ q: 'qwxzvq', locale: 'en' })],
  ]

  const samples = Number(process.env.BIG_SAMPLES ?? 200)
  const budgetMs = Number(process.env.BIG_SECONDS ?? 6) * 1000
  const results: Timing[] = []
  for (const [page, run] of pages) {
    let info = ''
    for (let i = 0; i < 5; i++) {
      const out = await run()
      if (i === 0 && page.startsWith('search')) {
        const r = out as { counts: { all: number }; correctedQuery: string | null }
        info = `${r.counts.all} matches${r.correctedQuery ? ` → ${r.correctedQuery}` : ''}`
      }
    }
    const times: number[] = []
    const started = performance.now()
    while (times.length < samples && performance.now() - started < budgetMs) {
      const t = performance.now()
      await run()
      times.push(performance.now() - t)
    }
    times.sort((x, y) => x - y)
    const at = (q: number) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2))
    results.push({ page, p50: at(0.5), p99: at(0.99), samples: times.length, ...(info ? { info } : {}) })
  }
  console.log(`RESULT ${JSON.stringify(results)}`)
  await database.close()
  await vite.close()
  process.exit(0)
}

// Backup, restore and copy-to-PostgreSQL of a large embedded database: 100,000 posts (BENCH_POSTS to change).
// Prints time, file size and memory; asserts nothing. PostgreSQL part: BENCH_PG_URL (default the local server).
import { randomUUID } from 'node:crypto'
import { readFileSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { writeBackup } from '../src/server/db/backup.server.ts'
import { openPglite, openPostgres } from '../src/server/db/client.server.ts'
import { copyDatabase, pgClient, pgliteClient } from '../src/server/db/copy.server.ts'
import { seed } from '../src/server/db/seed-runner.server.ts'
import { seedSteps } from '../src/seed-steps.server.ts'

const total = Number(process.env.BENCH_POSTS ?? 100_000)
const root = path.resolve('.tmp', `bench-backup-${randomUUID().slice(0, 8)}`)
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`
let peakRss = 0
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50)

try {
  const source = await openPglite(path.join(root, 'data'))
  await seed(source.db, seedSteps)
  // Clone a seeded post until there are `total`, with fresh slugs (every other column as it is).
  const columns = (
    await source.client.query<{ name: string }>(
      `select column_name as name from information_schema.columns where table_schema = 'public'
       and table_name = 'posts' and column_name not in ('id', 'slug') and is_generated = 'NEVER' order by ordinal_position`,
    )
  ).rows.map((r) => `"${r.name}"`)
  let started = performance.now()
  for (;;) {
    const count = Number((await source.client.query<{ n: number }>('select count(*)::int as n from posts')).rows[0]!.n)
    if (count >= total) break
    const batch = Math.min(10_000, total - count)
    await source.client.query(
      `insert into posts (slug, ${columns.join(', ')})
       select 'bench-' || ${count} + g || '-' || p.slug, ${columns.map((c) => `p.${c}`).join(', ')}
       from generate_series(1, ${batch}) g, (select * from posts order by id limit 1) p`,
    )
  }
  console.log(`generated ${total} posts in ${seconds(started)}`)

  const file = path.join(root, 'backup.tar.gz')
  let rss = process.memoryUsage().rss
  peakRss = rss
  started = performance.now()
  await writeBackup(source.client, file)
  console.log(
    `backup: ${seconds(started)}, file ${mb(statSync(file).size)}, RSS ${mb(rss)} → peak ${mb(peakRss)} while writing`,
  )
  await source.close()

  rss = process.memoryUsage().rss
  peakRss = rss
  started = performance.now()
  const restored = await openPglite(path.join(root, 'restored'), { loadDataDir: new Blob([readFileSync(file)]) })
  const restoredPosts = (await restored.client.query<{ n: number }>('select count(*)::int as n from posts')).rows[0]!.n
  console.log(`restore: ${seconds(started)}, ${restoredPosts} posts, RSS ${mb(rss)} → peak ${mb(peakRss)}`)

  const url = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  const name = `waypoints_bench_copy_${randomUUID().replaceAll('-', '').slice(0, 8)}`
  const admin = new pg.Client({ connectionString: url })
  try {
    await admin.connect()
    await admin.query(`create database ${name}`)
    const targetUrl = Object.assign(new URL(url), { pathname: `/${name}` }).toString()
    await (await openPostgres(targetUrl)).close()
    const target = new pg.Client({ connectionString: targetUrl })
    await target.connect()
    started = performance.now()
    const reports = await copyDatabase(pgliteClient(restored.client), pgClient(target), { batchSize: 2000 })
    console.log(
      `copy to PostgreSQL: ${seconds(started)}, ${reports.length} tables, all match: ${reports.every((r) => r.ok)}`,
    )
    await target.end()
    await admin.query(`drop database ${name} with (force)`)
  } catch (error) {
    console.log(`copy to PostgreSQL skipped: ${error instanceof Error ? error.message : error}`)
  } finally {
    await admin.end().catch(() => {})
  }
  await restored.close()
} finally {
  clearInterval(sampler)
  rmSync(root, { recursive: true, force: true })
}
process.exit(0)

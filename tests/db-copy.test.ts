import { loadBlogContent } from '@/features/blog/blog.seed.server'
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite, openPostgres } from '@/server/db/client.server'
import { copyDatabase, pgClient, pgliteClient, TargetNotEmptyError } from '@/server/db/copy.server'
import { seed } from '@/server/db/seed-runner.server'
import { seedSteps } from '@/seed-steps.server'

// The way from the embedded database to PostgreSQL: a PGlite data dir with the seed plus generated accounts is
// copied into a fresh PostgreSQL database; every table's count and checksum must match. Needs the local PostgreSQL.
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const dataDir = path.resolve('.tmp', `copy-test-${randomUUID().slice(0, 8)}`)
const targetName = `waypoints_copy_${randomUUID().replaceAll('-', '').slice(0, 12)}`
const targetUrl = (() => {
  const url = new URL(adminUrl)
  url.pathname = `/${targetName}`
  return url.toString()
})()

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

let source: Awaited<ReturnType<typeof openPglite>>
let target: pg.Client

beforeAll(async () => {
  source = await openPglite(dataDir)
  await seed(source.db, seedSteps)
  // Generated accounts with sessions and preferences, beside the seed's content.
  for (let i = 0; i < 250; i++) {
    const id = `user-${i}`
    await source.db.execute(sql`insert into "user" (id, name, email, email_verified, username)
      values (${id}, ${`Traveller ${i} «ü»`}, ${`t${i}@example.test`}, ${i % 2 === 0}, ${`traveller-${i}`})`)
    await source.db.execute(sql`insert into session (id, expires_at, token, user_id, ip_address)
      values (${`s-${i}`}, now() + interval '30 days', ${`token-${i}`}, ${id}, '127.0.0.1')`)
    await source.db.execute(sql`insert into user_preferences (user_id, newsletter) values (${id}, ${i % 3 === 0})`)
  }
  await admin(`create database ${targetName}`)
  await (await openPostgres(targetUrl)).close() // the same migrations on the target
  target = new pg.Client({ connectionString: targetUrl })
  await target.connect()
}, 120_000)

afterAll(async () => {
  await target?.end()
  await source?.close()
  rmSync(dataDir, { recursive: true, force: true })
  await admin(`drop database if exists ${targetName} with (force)`)
})

describe('copy from the embedded database to PostgreSQL', () => {
  it('copies every table with matching row counts and checksums', async () => {
    const reports = await copyDatabase(pgliteClient(source.client), pgClient(target), { batchSize: 100 })
    const tables = reports.map((r) => r.table)
    expect(tables).toEqual(expect.arrayContaining(['user', 'session', 'user_preferences', 'posts', 'trips']))
    for (const report of reports) expect(report, report.table).toMatchObject({ ok: true })
    const byTable = Object.fromEntries(reports.map((r) => [r.table, r.targetRows]))
    // 250 generated accounts plus the seeded authors' accounts (ADR 024).
    expect(byTable.user).toBe(250 + loadBlogContent().authors.length)
    expect(byTable.session).toBe(250)
    expect(byTable.posts).toBeGreaterThan(0)
  })

  it('moves serial sequences past the copied ids, so new rows get fresh ids', async () => {
    const { rows } = await target.query<{ max: number; next: number }>(
      `select (select max(id) from trips) as max, nextval(pg_get_serial_sequence('trips', 'id')) as next`,
    )
    expect(Number(rows[0]!.next)).toBe(Number(rows[0]!.max) + 1)
  })

  it('refuses a target that already has rows', async () => {
    await expect(copyDatabase(pgliteClient(source.client), pgClient(target))).rejects.toBeInstanceOf(
      TargetNotEmptyError,
    )
  })
})

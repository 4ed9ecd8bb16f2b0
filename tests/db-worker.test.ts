// The server's embedded database runs in its own thread (ADR 027): queries must not block the main event loop, the
// data dir stays locked against other processes, and Drizzle keeps real transactions, types and error codes.
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeBackup } from '@/server/db/backup.server'
import {
  DataDirLockedError,
  openMemoryPglite,
  openPgliteWorker,
  schema,
  type Database,
} from '@/server/db/client.server'

const root = path.resolve(import.meta.dirname, '..')
const dir = path.join(root, '.tmp', `worker-test-${randomUUID().slice(0, 8)}`)
const fixture = path.join(root, 'tests/fixtures/open-data-dir.ts')

let database: Database & Awaited<ReturnType<typeof openPgliteWorker>>
beforeAll(async () => {
  database = await openPgliteWorker(dir)
})
afterAll(async () => {
  await database?.close().catch(() => {})
  rmSync(dir, { recursive: true, force: true })
})

/** Counts how often a 10 ms timer fires on this thread while `work` runs. */
async function ticksDuring(work: () => Promise<unknown>): Promise<number> {
  let ticks = 0
  const timer = setInterval(() => ticks++, 10)
  try {
    await work()
  } finally {
    clearInterval(timer)
  }
  return ticks
}

// A query that keeps PGlite busy for a while : a million rows aggregated.
const slowQuery = sql`select count(*) from generate_series(1, 1000000) as g where g % 7 = 3`

const user = (id: string) => ({ id, name: id, email: `${id}@example.test`, username: id })

describe('PGlite in its own thread', () => {
  it('the main event loop keeps running while a slow query runs', { timeout: 60_000 }, async () => {
    const ticks = await ticksDuring(() => database.db.execute(slowQuery))
    // In this thread the same query blocks every timer until it ends (the control below); in the worker they fire.
    expect(ticks).toBeGreaterThanOrEqual(10)

    const inProcess = await openMemoryPglite()
    try {
      const blocked = await ticksDuring(() => inProcess.db.execute(slowQuery))
      expect(blocked).toBeLessThan(3)
    } finally {
      await inProcess.close()
    }
  })

  it('a second process is refused the data dir, and so is this one', { timeout: 60_000 }, async () => {
    const child = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      const proc = spawn(process.execPath, ['--import', 'tsx', fixture, dir], { cwd: root, env: { ...process.env } })
      let stderr = ''
      proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      proc.on('error', reject)
      proc.on('exit', (code) => resolve({ code, stderr }))
    })
    expect(child.code).toBe(1)
    expect(child.stderr).toContain('DataDirLockedError')
    await expect(openPgliteWorker(dir)).rejects.toBeInstanceOf(DataDirLockedError)
    await database.ping()
  })

  it('keeps column types: timestamps are Dates, booleans and numbers as declared', async () => {
    await database.db.insert(schema.user).values(user('types'))
    const [row] = await database.db.select().from(schema.user).where(eq(schema.user.id, 'types'))
    expect(row?.createdAt).toBeInstanceOf(Date)
    expect(row?.emailVerified).toBe(false)
    const counted = await database.db.$count(schema.user, eq(schema.user.id, 'types'))
    expect(counted).toBe(1)
  })

  it('a transaction holds its statements together; statements of others wait outside it', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const failing = database.db.transaction(async (tx) => {
      await tx.insert(schema.user).values(user('in-tx-1'))
      await gate
      await tx.insert(schema.user).values(user('in-tx-2'))
      throw new Error('roll back')
    })
    // Sent while the transaction is open: it must not become part of it (and so survive its rollback).
    const outside = database.db.insert(schema.user).values(user('outside'))
    release()
    await expect(failing).rejects.toThrow('roll back')
    await outside
    const ids = (await database.db.select({ id: schema.user.id }).from(schema.user)).map((r) => r.id)
    expect(ids).toContain('outside')
    expect(ids).not.toContain('in-tx-1')
    expect(ids).not.toContain('in-tx-2')

    await database.db.transaction(async (tx) => {
      await tx.insert(schema.user).values(user('committed'))
      // A nested transaction is a savepoint; its rollback keeps the outer work.
      await tx
        .transaction(async (inner) => {
          await inner.insert(schema.user).values(user('savepoint'))
          throw new Error('inner')
        })
        .catch(() => undefined)
    })
    const after = (await database.db.select({ id: schema.user.id }).from(schema.user)).map((r) => r.id)
    expect(after).toContain('committed')
    expect(after).not.toContain('savepoint')
  })

  it('database errors keep their SQLSTATE code', async () => {
    const error = await database.db
      .insert(schema.user)
      .values(user('outside'))
      .then(() => null)
      .catch((e: unknown) => e as { cause?: { code?: string; constraint?: string } })
    expect(error?.cause?.code).toBe('23505')
    expect(error?.cause?.constraint).toBe('user_pkey')
  })

  it('prepares a parameterised statement once and reuses its plan, with each run answering its own values', async () => {
    const marker = `named-${randomUUID().slice(0, 8)}`
    for (let i = 0; i < 8; i++) {
      const result = await database.db.execute(
        sql`select ${i}::int * 2 as doubled, ${marker}::text || ${`-${i}`} as label, ${i % 2 === 0}::boolean as even`,
      )
      expect(result.rows).toEqual([{ doubled: i * 2, label: `${marker}-${i}`, even: i % 2 === 0 }])
    }
    // Drizzle's selects ask for array rows and raw dates; a named statement answers those too.
    for (let i = 0; i < 3; i++) {
      const rows = await database.db
        .select({ id: schema.user.id, createdAt: schema.user.createdAt })
        .from(schema.user)
        .where(eq(schema.user.id, 'outside'))
      expect(rows).toEqual([{ id: 'outside', createdAt: expect.any(Date) }])
    }
    const prepared = await database.db.execute(
      sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
        where statement like ${'%as doubled%'}`,
    )
    // One statement; PostgreSQL tried five plans with the values, then reused the generic one.
    expect(prepared.rows).toEqual([{ generic: 3, custom: 5 }])
  })

  it('a named statement that fails leaves the statement and the connection usable, inside a transaction too', async () => {
    const lookup = (value: string) => database.db.execute(sql`select ${value}::int as n`)
    await expect(lookup('7')).resolves.toMatchObject({ rows: [{ n: 7 }] })
    const error = await lookup('seven')
      .then(() => null)
      .catch((e: unknown) => e as { cause?: { code?: string } })
    expect(error?.cause?.code).toBe('22P02')
    await expect(lookup('8')).resolves.toMatchObject({ rows: [{ n: 8 }] })

    await database.db
      .transaction(async (tx) => {
        await tx.insert(schema.user).values(user('named-in-tx'))
        expect((await tx.execute(sql`select ${'9'}::int as n`)).rows).toEqual([{ n: 9 }])
        await tx.execute(sql`select ${'nine'}::int as n`)
      })
      .catch(() => undefined)
    const ids = (await database.db.select({ id: schema.user.id }).from(schema.user)).map((r) => r.id)
    expect(ids).not.toContain('named-in-tx')
    await expect(lookup('10')).resolves.toMatchObject({ rows: [{ n: 10 }] })
  })

  it('dumps the data dir for backups', async () => {
    const file = path.join(dir, '..', `worker-backup-${randomUUID().slice(0, 8)}.tar.gz`)
    try {
      expect(await writeBackup(database.client, file)).toBeGreaterThan(1000)
      const restored = await openMemoryPglite(new Blob([(await import('node:fs')).readFileSync(file)]))
      try {
        const ids = (await restored.db.select({ id: schema.user.id }).from(schema.user)).map((r) => r.id)
        expect(ids).toContain('committed')
      } finally {
        await restored.close()
      }
    } finally {
      rmSync(file, { force: true })
    }
  })
})

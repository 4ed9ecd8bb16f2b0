import { readFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import pg from 'pg'
import { openMemoryPglite, openPostgres, type Database } from '@/server/db/client.server'
import { installDatabase } from '@/server/db/index.server'
import { expect, inject } from 'vitest'
import { engineTestFiles } from './engine-files'
import { templateDbName, templateDumpPath, withDatabase } from './paths'

export const testEngine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'

/**
 * A clean, migrated database for one test file, copied from the template built in global-setup:
 * an in-memory PGlite restored from the dump, or a fresh PostgreSQL database cloned from the template.
 * It also becomes the app's process-wide database, so services and handlers use it.
 */
export async function createTestDatabase(
  /** PostgreSQL only: how the connections are opened (e.g. one connection, to read its prepared statements). */
  options: { poolSize?: number; searchPool?: boolean } = {},
): Promise<Database> {
  assertInEngineRun()
  const url = process.env.TEST_DATABASE_URL
  let database: Database
  if (!url) {
    const dump = new Blob([readFileSync(templateDumpPath(inject('templateRun')))])
    database = await openMemoryPglite(dump)
  } else {
    const name = `waypoints_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${name} template ${templateDbName(inject('templateRun'))}`)
    await admin.end()
    const inner = await openPostgres(withDatabase(url, name), { ...options, migrate: false })
    database = {
      ...inner,
      close: async () => {
        await inner.close()
        const cleanup = new pg.Client({ connectionString: url })
        await cleanup.connect()
        await cleanup.query(`drop database if exists ${name} with (force)`)
        await cleanup.end()
      },
    }
  }
  installDatabase(database)
  // The job queue (ADR 053), started as the server starts it, before any transaction could enqueue; stopped before
  // the database goes.
  const { startJobs } = await import('@/jobs.server') // every job of the app defined first, as at the server's start
  await startJobs({ workers: false })
  const close = database.close
  return {
    ...database,
    close: async () => {
      const { stopJobs } = await import('@/server/jobs/queue.server')
      await stopJobs(1000)
      await close()
    },
  }
}

const root = path.resolve(import.meta.dirname, '../..')
/** Worked out once per test file (reading the sources takes about 90 ms), however many databases it opens. */
let engineFiles: Set<string> | undefined

/** The file that asks for a database must be one that CI's PostgreSQL run picks, or it would be proven on PGlite only. */
function assertInEngineRun() {
  const file = expect.getState().testPath
  if (!file) return
  const relative = path.relative(root, file)
  engineFiles ??= new Set(engineTestFiles(root))
  if (!engineFiles.has(relative))
    throw new Error(
      `${relative} opens a database through a helper that tests/support/engine-files.ts does not see, so CI's ` +
        'PostgreSQL run would skip it: call createTestDatabase in the file, or in the helper it imports',
    )
}

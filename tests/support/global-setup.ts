// Runs once before the suite (after `npm run gen`): builds a migrated database template that every
// test file copies (PGlite: a data-dir dump; PostgreSQL: a template database), and removes it afterwards.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openMemoryPglite, openPostgres } from '../../src/server/db/client.server'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { migrationsFolder } from '../../src/server/db/client.server'
import { TEMPLATE_PREFIX, templateDbName, templateDumpPath, withDatabase } from './paths'
import { PgBoss, fromPglite, type Db as QueueDb } from 'pg-boss'

/** The job queue's schema (pg-boss installs it at start, ADR 053), in the template so each file starts it at once. */
async function installQueueSchema(options: { url: string } | { pglite: Parameters<typeof fromPglite>[0] }) {
  const common = { schema: 'pgboss', supervise: false, schedule: false, registerInstance: false }
  const boss =
    'url' in options
      ? new PgBoss({ ...common, connectionString: options.url, max: 1 })
      : new PgBoss({ ...common, db: fromPglite(options.pglite) as QueueDb, backend: 'pglite' })
  await boss.start()
  await boss.stop({ graceful: false })
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run whose template the test files copy (tests/support/paths.ts). */
    templateRun: number
  }
}

/** A run that was killed left its template behind: gone once its process is. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export default async function setup(project: TestProject) {
  const run = process.pid
  project.provide('templateRun', run)
  const url = process.env.TEST_DATABASE_URL
  if (url) {
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    const { rows } = await admin.query<{ name: string }>(`select datname as name from pg_database where datname ~ $1`, [
      `^${TEMPLATE_PREFIX}_[0-9]+$`,
    ])
    for (const { name } of rows) {
      const pid = Number(name.slice(TEMPLATE_PREFIX.length + 1))
      if (pid === run || !alive(pid)) await admin.query(`drop database if exists ${name} with (force)`)
    }
    await admin.query(`create database ${templateDbName(run)}`)
    await admin.end()
    const database = await openPostgres(withDatabase(url, templateDbName(run)))
    await database.close()
    await installQueueSchema({ url: withDatabase(url, templateDbName(run)) })
    return async () => {
      const cleanup = new pg.Client({ connectionString: url })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${templateDbName(run)} with (force)`)
      await cleanup.end()
    }
  }
  const database = await openMemoryPglite()
  await migrate(database.db, { migrationsFolder })
  await installQueueSchema({ pglite: database.client })
  const dump = await database.client.dumpDataDir('none')
  await database.close()
  const dumpPath = templateDumpPath(run)
  const folder = path.dirname(dumpPath)
  mkdirSync(folder, { recursive: true })
  for (const file of readdirSync(folder)) {
    const pid = Number(/^test-template-(\d+)\.tar$/.exec(file)?.[1])
    if (pid && pid !== run && !alive(pid)) rmSync(path.join(folder, file), { force: true })
  }
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()))
  return () => rmSync(dumpPath, { force: true })
}

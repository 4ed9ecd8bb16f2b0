// Runs once before the suite (after `npm run gen`): builds a migrated database template that every
// test file copies (PGlite: a data-dir dump; PostgreSQL: a template database).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { openMemoryPglite, openPostgres } from '../../src/server/db/client.server'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { migrationsFolder } from '../../src/server/db/client.server'
import { TEMPLATE_DB_NAME, templateDumpPath, withDatabase } from './paths'

export default async function setup() {
  const url = process.env.TEST_DATABASE_URL
  if (url) {
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [TEMPLATE_DB_NAME],
    )
    await admin.query(`drop database if exists ${TEMPLATE_DB_NAME}`)
    await admin.query(`create database ${TEMPLATE_DB_NAME}`)
    await admin.end()
    const database = await openPostgres(withDatabase(url, TEMPLATE_DB_NAME))
    await database.close()
    return
  }
  const database = await openMemoryPglite()
  await migrate(database.db, { migrationsFolder })
  const dump = await database.client.dumpDataDir('none')
  await database.close()
  mkdirSync(path.dirname(templateDumpPath), { recursive: true })
  writeFileSync(templateDumpPath, Buffer.from(await dump.arrayBuffer()))
}

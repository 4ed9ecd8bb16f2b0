// For tests of a migration's data changes: an empty database of the engine under test, not installed as the app's,
// that a test migrates by hand up to the migration it checks, fills, then migrates on.
import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { migrationsFolder, openMemoryPglite, openPostgres, type Database } from '@/server/db/client.server'
import { withDatabase } from './paths'

/** The migration files in the order they run. */
export const migrationFiles = readdirSync(migrationsFolder)
  .filter((f) => /^\d{4}_.*\.sql$/.test(f))
  .sort()

/** An empty database on TEST_DATABASE_URL's server (in memory on PGlite), and how to remove it afterwards. */
export async function emptyDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) return { database: await openMemoryPglite(), drop: async () => {} }
  const name = `waypoints_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: url })
    await cleanup.connect()
    await cleanup.query(`drop database if exists ${name} with (force)`)
    await cleanup.end()
  }
  return { database: await openPostgres(withDatabase(url, name), { migrate: false }), drop }
}

/** Runs one migration file, statement by statement, as the migrator does. */
export async function runMigration(database: Database, file: string) {
  const text = readFileSync(path.join(migrationsFolder, file), 'utf8')
  for (const statement of text.split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement))
}

export async function queryRows<T>(database: Database, query: string): Promise<T[]> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }
  return result.rows
}

import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { env } from '../env.server'
import { closeResources, lifecycle, onShutdown } from '../lifecycle.server'
import { logger } from '../logger.server'
import { backupPaths, serveBackupRequests, type Dumpable } from './backup.server'
import { migrationsFolder, openPgliteWorker, openPostgres, type Database } from './client.server'

let opening: Promise<Database> | undefined

/** The process-wide database: opened and migrated once (src/server-entry.ts seeds it on first start). */
export function getDatabase(): Promise<Database> {
  opening ??= open()
  return opening
}

async function open(): Promise<Database> {
  const config = env()
  let database: Database
  if (config.DATABASE_URL)
    database = await openPostgres(config.DATABASE_URL, {
      preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
      searchPool: config.DATABASE_SEARCH_POOL,
      poolSize: config.DATABASE_POOL_SIZE,
    })
  else {
    const embedded = await openPgliteWorker(config.DATA_DIR, {
      // The data dir stays locked by this process; without its database thread it can only fail requests: stop,
      // and let the supervisor start a fresh process (which recovers the data dir like after a crash).
      onStop: (error) => {
        logger.error('database: the database thread stopped', error)
        process.exit(1)
      },
    })
    acceptBackupRequests(embedded.client, config.DATA_DIR)
    database = embedded
  }
  logger.info(`database: ${database.engine} ready`)
  closeOnExit(database)
  return database
}

/** Tests install their own (per-file) database as the process-wide one. */
export function installDatabase(database: Database) {
  opening = Promise.resolve(database)
}

export async function db() {
  return (await getDatabase()).db
}

/**
 * Closes the database with the process. Under scripts/serve.ts the host drains requests first and then closes every
 * registered resource; elsewhere (dev server, scripts) a signal closes the database and exits at once.
 */
function closeOnExit(database: Database) {
  onShutdown('database', () => database.close())
  if (lifecycle().managed) return
  let closing = false
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return
    closing = true
    logger.info(`${signal}: closing the database`)
    // PGlite keeps the event loop alive: close it and leave explicitly.
    void closeResources((name, error) => logger.error(`${name}: close failed`, error)).finally(() => process.exit(0))
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}

/** Migrations in `drizzle/` that the database has not applied yet (0 when it is up to date). */
export async function pendingMigrations(database: Database): Promise<number> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[]
  }
  const result = await database.db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`)
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ applied: number }>
  return journal.entries.length - Number(rows[0]?.applied ?? 0)
}

/**
 * `npm run db:backup` cannot open a data dir this process holds: it leaves a request file and sends SIGUSR2, and this
 * process writes the backup. The pid file tells the script whom to signal.
 */
function acceptBackupRequests(client: Dumpable, dataDir: string) {
  const { pidFile } = backupPaths(dataDir)
  writeFileSync(pidFile, String(process.pid))
  onShutdown('pid file', async () => rmSync(pidFile, { force: true }))
  process.on('SIGUSR2', () => {
    void serveBackupRequests(client, dataDir, (line) => logger.info(line))
  })
}

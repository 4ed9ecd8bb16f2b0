import { env } from '../env.server'
import { logger } from '../logger.server'
import { openPglite, openPostgres, type Database } from './client.server'

let opening: Promise<Database> | undefined

/** The process-wide database: opened and migrated once (src/server.ts seeds it on first start). */
export function getDatabase(): Promise<Database> {
  opening ??= open()
  return opening
}

async function open(): Promise<Database> {
  const config = env()
  const database = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL) : await openPglite(config.DATA_DIR)
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

let closing = false
function closeOnExit(database: Database) {
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return
    closing = true
    logger.info(`${signal}: closing the database`)
    // PGlite keeps the event loop alive: close it and leave explicitly.
    database
      .close()
      .catch((error: unknown) => logger.error('database close failed', error))
      .finally(() => process.exit(0))
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}

import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { acquireDataDirLock } from './data-dir-lock.server'
import { nameStatements } from './named-statements.server'
import { RemotePglite } from './remote.server'
import * as schema from './schema'

export { schema }

/** One Drizzle API over either engine; both speak the same Postgres dialect. */
export type Db = ReturnType<typeof drizzlePglite<typeof schema>>
/** The handle a `db.transaction` callback gets: what services write through inside one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface Database {
  db: Db
  /**
   * PostgreSQL only: a few connections whose planner never chooses a sequential scan (`enable_seqscan=off` for the
   * session), for the search statement (ADR 019). Without it, search sets the option in a transaction of its own.
   */
  indexScans?: Db
  engine: 'pglite' | 'postgres'
  /**
   * How the job queue (pg-boss, ADR 053) reaches this database: through PGlite's one connection (in this process or
   * its thread), or with a small pool of its own on the same PostgreSQL.
   */
  queueConnection?: { pglite: PGlite } | { url: string }
  ping(): Promise<void>
  close(): Promise<void>
}

/** Contrib extensions the search index needs (ADR 019); PostgreSQL has them built in. */
const extensions = { unaccent, pg_trgm }

export const migrationsFolder = path.resolve(process.cwd(), 'drizzle')

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `The data directory ${dir} is in use by another process. PGlite allows one process per data directory: ` +
        `stop the other server, or set DATA_DIR to another folder (or DATABASE_URL to use PostgreSQL).`,
    )
    this.name = 'DataDirLockedError'
  }
}

/** Makes the data dir and takes its lock (one process per dir); throws DataDirLockedError when another holds it. */
async function lockDataDir(dataDir: string) {
  const dir = path.resolve(dataDir)
  mkdirSync(dir, { recursive: true })
  const lock = await acquireDataDirLock(path.join(dir, '.lock'))
  if (!lock) throw new DataDirLockedError(dir)
  return { dir, release: async () => lock.release() }
}

/** The one Database over a PGlite connection, in this process or in its thread (`connection` is then its proxy). */
function overPglite<C>(client: C, connection: PGlite, close: () => Promise<void>): Database & { client: C } {
  return {
    db: drizzlePglite({ client: connection, schema }),
    client,
    engine: 'pglite',
    queueConnection: { pglite: connection },
    ping: async () => void (await connection.query('select 1')),
    close,
  }
}

/** Embedded PostgreSQL in a folder; the folder is locked so that a second process cannot corrupt it. */
export async function openPglite(
  dataDir: string,
  options: {
    migrate?: boolean
    /** A data-dir dump (db:restore) to start from; the dir must be new. */ loadDataDir?: Blob
  } = {},
): Promise<Database & { client: PGlite }> {
  const { dir, release } = await lockDataDir(dataDir)
  try {
    const client = await PGlite.create({
      dataDir: path.join(dir, 'pg'),
      extensions,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    })
    const database = overPglite(client, client, async () => {
      await client.close()
      await release()
    })
    if (options.migrate !== false) await migratePglite(database.db, { migrationsFolder })
    return database
  } catch (error) {
    await release()
    throw error
  }
}

/**
 * Memory settings of the server's embedded database (ADR 027). PGlite's defaults are a standalone server's (128 MB
 * shared buffers, 64 MB maintenance memory); the app's one backend needs far less, and the OS page cache keeps the
 * data files warm anyway. None of these changes what a commit waits for.
 */
export const pgliteServerSettings = [
  'shared_buffers=16MB',
  'maintenance_work_mem=16MB',
  'temp_buffers=2MB',
  'wal_buffers=1MB',
  'max_connections=5',
]

/**
 * The server's embedded database: PGlite in its own thread (ADR 027), so queries never block rendering. Same lock,
 * same Drizzle driver and types as `openPglite`; `onStop` hears of a thread that died.
 */
export async function openPgliteWorker(
  dataDir: string,
  options: { migrate?: boolean; settings?: string[]; onStop?: (error: Error) => void } = {},
): Promise<Database & { client: RemotePglite }> {
  // The lock is this process's: the thread dies with it, so a kill -9 frees it like before.
  const { dir, release } = await lockDataDir(dataDir)
  let client: RemotePglite | undefined
  try {
    client = await RemotePglite.start(
      { dataDir: path.join(dir, 'pg'), settings: options.settings ?? pgliteServerSettings },
      options.onStop,
    )
    const opened = client
    const database = overPglite(opened, opened.asPglite(), async () => {
      try {
        await opened.close()
      } finally {
        await release()
      }
    })
    if (options.migrate !== false) await migratePglite(database.db, { migrationsFolder })
    return database
  } catch (error) {
    await client?.close().catch(() => undefined)
    await release()
    throw error
  }
}

/** An in-memory PGlite, optionally restored from a data-dir dump (used by tests). */
export async function openMemoryPglite(loadDataDir?: Blob | File): Promise<Database & { client: PGlite }> {
  const client = await PGlite.create(loadDataDir ? { loadDataDir, extensions } : { extensions })
  return overPglite(client, client, () => client.close())
}

/** Connections of the search pool (`Database.indexScans`): a search is one statement, a corrected one three. */
const SEARCH_POOL_SIZE = 4

export async function openPostgres(
  url: string,
  options: { migrate?: boolean; preparedStatements?: boolean; poolSize?: number; searchPool?: boolean } = {},
): Promise<Database> {
  // An idle connection can be closed by the server (restart, failover, a forced drop). pg reports that as an
  // 'error' event on the pool, which would crash the process if nobody listened; the pool replaces the client.
  // A restart closes every connection at once: one line per minute, not one per connection.
  let lastConnectionError = 0
  const connectionClosed = (error: Error) => {
    if (Date.now() - lastConnectionError > 60_000) console.error(`database: connection closed (${error.message})`)
    lastConnectionError = Date.now()
  }
  const pools: pg.Pool[] = []
  const newPool = (config: pg.PoolConfig) => {
    const pool = new pg.Pool({ connectionString: url, ...config })
    pool.on('error', connectionClosed)
    // A checked-out client (e.g. inside a transaction, between two queries) reports a lost connection on itself,
    // and the pool listens only to idle ones: without this listener a database restart crashed the process
    // (e2e/pg-restart.spec.ts). Its pending query still fails, and the pool discards the client when it is released.
    pool.on('connect', (client) => {
      client.on('error', connectionClosed)
      if (options.preparedStatements !== false) nameStatements(client)
    })
    pools.push(pool)
    return drizzlePg({ client: pool, schema }) as unknown as Db
  }
  const closePools = async () => void (await Promise.all(pools.map((pool) => pool.end())))
  const db = newPool({ max: options.poolSize ?? 10 })
  // Connections open on first use, so a process that never searches never opens these.
  const indexScans =
    options.searchPool === false ? undefined : newPool({ max: SEARCH_POOL_SIZE, options: '-c enable_seqscan=off' })
  try {
    if (options.migrate !== false) await migratePg(db as never, { migrationsFolder })
  } catch (error) {
    await closePools()
    throw error
  }
  return {
    db,
    ...(indexScans ? { indexScans } : {}),
    engine: 'postgres',
    queueConnection: { url },
    ping: async () => void (await db.execute(sql`select 1`)),
    close: closePools,
  }
}

// The durable job queue (ADR 053): pg-boss on the application's own database, PGlite's one connection or PostgreSQL.
// Jobs are defined once (a name, a handler, its retry policy, optionally a schedule); a change enqueues them inside
// its own transaction; workers run in the web server by default, or as their own process (`npm run worker`).
import { sql } from 'drizzle-orm'
import { PgBoss, fromDrizzle, fromPglite, type Db as QueueDb, type JobWithMetadata, type Queue } from 'pg-boss'
import type { Database } from '../db/client.server'
import { getDatabase } from '../db/index.server'
import { onShutdown } from '../lifecycle.server'
import { isDependencyUnavailable, noteUnavailable } from '../http/unavailable.server'
import { logger } from '../logger.server'

/** The schema pg-boss installs and migrates by itself at start (not part of drizzle/; ADR 053). */
export const QUEUE_SCHEMA = 'pgboss'

export type RetryPolicy = Pick<
  Queue,
  'retryLimit' | 'retryDelay' | 'retryBackoff' | 'retryDelayMax' | 'expireInSeconds' | 'deleteAfterSeconds'
>

export interface JobContext {
  id: string
  /** Attempts before this one (0 on the first run). */
  retryCount: number
}

export interface JobDefinition<T extends object> {
  name: string
  run: (data: T, job: JobContext) => Promise<void>
  policy?: RetryPolicy
  /** A cron expression (UTC): the queue enqueues the job on it, once across every worker. */
  schedule?: string
  /** Jobs of this kind one worker process runs at once. */
  concurrency?: number
}

// Any definition, whatever its data; each handler reads the data it enqueued.
type AnyDefinition = JobDefinition<object>
const definitions = new Map<string, AnyDefinition>()

/**
 * Declares a kind of job. Call it at module load, before the queue starts (every queue is created at start; a
 * transaction cannot create one on PGlite's single connection without waiting for itself).
 */
export function defineJob<T extends object>(definition: JobDefinition<T>): JobDefinition<T> {
  definitions.set(definition.name, definition as unknown as AnyDefinition)
  return definition
}

/** A recurring job in one line: `scheduleJob('uploads-cleanup', '30 3 * * *', removeUnusedUploads)`. */
export function scheduleJob(name: string, cron: string, run: () => Promise<unknown>, policy?: RetryPolicy) {
  return defineJob<object>({
    name,
    schedule: cron,
    run: async () => void (await run()),
    policy: { retryLimit: 2, ...policy },
  })
}

export const jobDefinitions = (): AnyDefinition[] => [...definitions.values()]

/** A Drizzle database or transaction: what `enqueue` writes through. */
export interface Executor {
  execute: Database['db']['execute']
}

interface Running {
  database: Database
  boss: PgBoss
  workers: boolean
  /** Queues created by this start: every job defined by then. */
  queues: Set<string>
}

let starting: Promise<Running> | undefined

function newBoss(database: Database, workers: boolean): PgBoss {
  const connection = database.queueConnection
  if (!connection) throw new Error('jobs: this database has no queue connection')
  const common = {
    schema: QUEUE_SCHEMA,
    // Maintenance (expiring stuck jobs, retention) and cron only where workers run; a producer just enqueues.
    supervise: workers,
    schedule: workers,
    registerInstance: workers,
    migrate: true,
    openTelemetry: { enabled: false },
  }
  if ('url' in connection) return new PgBoss({ ...common, connectionString: connection.url, max: 4 })
  // pg-boss's own adapter: multi-statement DDL through exec(), one statement with parameters through query().
  return new PgBoss({ ...common, db: fromPglite(connection.pglite) as QueueDb, backend: 'pglite' })
}

const errorOutput = (error: unknown) =>
  error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { message: String(error) }

async function start(workers: boolean): Promise<Running> {
  const database = await getDatabase()
  const boss = newBoss(database, workers)
  // The database away (a restart) is an outage, logged once with the requests' own note, not once per poll.
  boss.on('error', (error: unknown) =>
    isDependencyUnavailable(error) ? noteUnavailable(error) : logger.error('jobs: queue error', error),
  )
  await boss.start()
  const queues = new Set<string>()
  for (const definition of definitions.values()) {
    await boss.createQueue(definition.name, definition.policy ?? {})
    queues.add(definition.name)
  }
  if (workers) {
    for (const definition of definitions.values()) {
      // A batch of up to `concurrency` jobs run side by side, each settled as soon as it ends (a short job never
      // waits for a long one, so a stop keeps what finished); while batches come back full the worker fetches again
      // at once (a backlog drains at full speed), else it polls every second.
      const size = definition.concurrency ?? 2
      const options = {
        includeMetadata: true,
        batchSize: size,
        burstWhenBatchFull: size > 1,
        pollingIntervalSeconds: 1,
      } as const
      await boss.work<object, unknown, typeof options>(definition.name, options, async (jobs) => {
        await Promise.all(
          jobs.map(async (job) => {
            try {
              await definition.run(job.data, { id: job.id, retryCount: job.retryCount })
              await boss.complete(definition.name, job)
            } catch (error) {
              await boss.fail(definition.name, job, errorOutput(error))
            }
          }),
        )
      })
      if (definition.schedule) await boss.schedule(definition.name, definition.schedule, null, { tz: 'UTC' })
    }
  }
  // Closed before the database (closers run newest first): a graceful stop lets a running job finish within the
  // time; one still running then is failed, so it runs again later (a retry), on this process or another.
  onShutdown('jobs', () => stopJobs())
  logger.info(`jobs: queue ready on ${database.engine}${workers ? ', workers running' : ''}`)
  return { database, boss, workers, queues }
}

/** Creates the queue of a job defined after the start (outside any transaction: it runs on the queue's connection). */
async function ensureQueue(current: Running, definition: AnyDefinition): Promise<void> {
  if (current.queues.has(definition.name)) return
  await current.boss.createQueue(definition.name, definition.policy ?? {})
  current.queues.add(definition.name)
}

/** Starts the queue for this process: with its workers and schedules, or (`workers: false`) only to enqueue. */
export function startJobs(options: { workers: boolean }): Promise<Running> {
  starting ??= start(options.workers)
  return starting
}

/** The started queue (started without workers on first use, as in scripts and tests). */
async function running(): Promise<Running> {
  const current = await startJobs({ workers: false })
  const database = await getDatabase()
  if (current.database === database) return current
  // Tests install a database per file: follow it.
  await stopJobs()
  return startJobs({ workers: false })
}

/** Whether this process started the queue (nothing can have been enqueued from here before). */
export const queueStarted = () => starting !== undefined

export async function queue(): Promise<PgBoss> {
  return (await running()).boss
}

/** Stops the workers (a running job may finish within `timeout` ms, then it is handed back) and the queue. */
export async function stopJobs(timeout = 8_000): Promise<void> {
  const current = starting
  starting = undefined
  if (!current) return
  const { boss } = await current.catch(() => ({ boss: undefined }))
  await boss?.stop({ graceful: true, timeout })
}

/**
 * Enqueues a job. Pass the change's transaction (`tx`) so the job exists exactly when the change commits; without
 * one the job is written on its own at once. Answers the job's id.
 */
export async function enqueue<T extends object>(
  tx: Executor | undefined,
  definition: JobDefinition<T>,
  data: T,
  options: { startAfter?: Date; singletonKey?: string } = {},
): Promise<string> {
  // Starting inside a transaction would wait for it on PGlite's one connection: the process starts the queue first.
  if (tx && !starting) throw new Error('jobs: start the queue (startJobs) before enqueueing in a transaction')
  const current = await running()
  if (!current.queues.has(definition.name)) {
    // Creating it inside the transaction would wait for that transaction on PGlite's one connection.
    if (tx) throw new Error(`jobs: ${definition.name} was defined after the queue started (import it before)`)
    await ensureQueue(current, definition as unknown as AnyDefinition)
  }
  const id = await current.boss.send(definition.name, data, {
    ...options,
    ...(tx ? { db: fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql) } : {}),
  })
  if (!id) throw new Error(`jobs: ${definition.name} was not enqueued`)
  return id
}

/**
 * Runs every job that is due now in this process, until none is left, and answers how many ran. For tests (mail
 * right after an action), scripts and the bench; servers and `npm run worker` poll instead.
 */
export async function runDueJobs(names?: string[]): Promise<number> {
  const current = await running()
  const boss = current.boss
  let ran = 0
  for (;;) {
    let found = false
    for (const definition of definitions.values()) {
      if (names && !names.includes(definition.name)) continue
      await ensureQueue(current, definition)
      const jobs: JobWithMetadata<object>[] = await boss.fetch<object>(definition.name, {
        batchSize: 20,
        includeMetadata: true,
      })
      for (const job of jobs) {
        found = true
        ran++
        try {
          await definition.run(job.data, { id: job.id, retryCount: job.retryCount })
          await boss.complete(definition.name, job.id)
        } catch (error) {
          await boss.fail(definition.name, job.id, errorOutput(error))
        }
      }
    }
    if (!found) return ran
  }
}

import { Redis } from 'ioredis'
import { env } from '../env.server'
import { getDatabase, pendingMigrations } from '../db/index.server'
import { jobCounts, type JobCounts } from '../jobs/operations.server'
import { isDraining, onShutdown } from '../lifecycle.server'

export interface Readiness {
  ready: boolean
  checks: {
    shutdown: 'running' | 'draining'
    database: 'ok' | 'unreachable'
    migrations: 'ok' | 'pending' | 'unknown'
    redis: 'ok' | 'unreachable' | 'not_configured'
  }
  /**
   * The job queue's jobs per state (ADR 053), for monitoring: never a reason to take the server out of rotation.
   * `null` while the queue cannot be read.
   */
  jobs: JobCounts | null
}

/** How long a probe waits for Redis before answering 'unreachable'. */
export const REDIS_PROBE_TIMEOUT_MS = 1000

// One client for the process: a load balancer probing every few seconds must not open a connection each time.
let probe: { url: string; client: Redis } | undefined
let closerRegistered = false

function probeClient(url: string): Redis {
  if (probe?.url === url) return probe.client
  probe?.client.disconnect()
  const client = new Redis(url, {
    lazyConnect: true,
    connectionName: 'waypoints:readiness',
    // While disconnected a PING fails at once instead of queueing; ioredis keeps reconnecting on its own.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: REDIS_PROBE_TIMEOUT_MS,
    commandTimeout: REDIS_PROBE_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  })
  client.on('error', () => {}) // reported through the answer, not as an unhandled event
  client.connect().catch(() => {})
  probe = { url, client }
  if (!closerRegistered) {
    closerRegistered = true
    onShutdown('readiness Redis client', () => {
      closerRegistered = false
      return closeReadinessRedis()
    })
  }
  return client
}

/** Resolves once `client` is ready, or rejects after `ms`. */
function readyWithin(client: Redis, ms: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve()
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer)
      client.off('ready', done)
      resolve()
    }
    const timer = setTimeout(() => {
      client.off('ready', done)
      reject(new Error('Redis not ready'))
    }, ms)
    client.on('ready', done)
  })
}

/** ioredis's states after a connection failed or closed: waiting to retry, or given up. */
const knownDown = new Set(['reconnecting', 'close', 'end'])

async function redisReachable(url: string): Promise<boolean> {
  const client = probeClient(url)
  // A lost connection answers at once; ioredis retries on its own schedule and the next probe sees it back.
  // Only a connection attempt under way (the first, or a retry) is waited for.
  if (knownDown.has(client.status)) return false
  try {
    await readyWithin(client, REDIS_PROBE_TIMEOUT_MS)
    return (await client.ping()) === 'PONG'
  } catch {
    return false
  }
}

/** Closes the probe's Redis connection (at shutdown; tests). */
export async function closeReadinessRedis(): Promise<void> {
  const client = probe?.client
  probe = undefined
  if (!client) return
  if (client.status === 'ready') await client.quit().catch(() => client.disconnect())
  else client.disconnect() // stops the reconnect attempts
}

/** Readiness for a load balancer: not draining, database reachable and migrated, Redis reachable when configured. */
export async function readiness(): Promise<Readiness> {
  const checks: Readiness['checks'] = {
    shutdown: isDraining() ? 'draining' : 'running',
    database: 'unreachable',
    migrations: 'unknown',
    redis: 'not_configured',
  }
  try {
    const database = await getDatabase()
    await database.ping()
    checks.database = 'ok'
    checks.migrations = (await pendingMigrations(database)) === 0 ? 'ok' : 'pending'
  } catch {
    // stays unreachable/unknown
  }
  const redisUrl = env().REDIS_URL
  if (redisUrl) checks.redis = (await redisReachable(redisUrl)) ? 'ok' : 'unreachable'
  const jobs = checks.database === 'ok' ? await jobCounts().catch(() => null) : null
  const ready =
    checks.shutdown === 'running' &&
    checks.database === 'ok' &&
    checks.migrations === 'ok' &&
    checks.redis !== 'unreachable'
  return { ready, checks, jobs }
}

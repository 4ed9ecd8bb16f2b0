import { Redis } from 'ioredis'
import { getDatabase, pendingMigrations } from '../db/index.server'
import { isDraining } from '../lifecycle.server'

export interface Readiness {
  ready: boolean
  checks: {
    shutdown: 'running' | 'draining'
    database: 'ok' | 'unreachable'
    migrations: 'ok' | 'pending' | 'unknown'
    redis: 'ok' | 'unreachable' | 'not_configured'
  }
}

async function redisReachable(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  })
  client.on('error', () => {}) // reported through the answer, not as an unhandled event
  try {
    await client.connect()
    return (await client.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    client.disconnect()
  }
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
  const redisUrl = process.env.REDIS_URL?.trim()
  if (redisUrl) checks.redis = (await redisReachable(redisUrl)) ? 'ok' : 'unreachable'
  const ready =
    checks.shutdown === 'running' &&
    checks.database === 'ok' &&
    checks.migrations === 'ok' &&
    checks.redis !== 'unreachable'
  return { ready, checks }
}

import { sql } from 'drizzle-orm'
import { Redis } from 'ioredis'
import { db } from '@/server/db/index.server'
import { rateLimit } from '@/server/db/schema'
import { env } from '@/server/env.server'

export interface Limit {
  /** What is counted, e.g. "login:ip:1.2.3.4". */
  key: string
  max: number
  windowSeconds: number
}

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Fixed windows stored where every server process sees them: PostgreSQL/PGlite, or Redis when REDIS_URL is set. */
export async function hit(limit: Limit): Promise<LimitResult> {
  const { count, resetAt } = env().REDIS_URL ? await hitRedis(limit) : await hitDatabase(limit)
  if (count <= limit.max) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) }
}

/** Checks several limits; each attempt counts against all of them. */
export async function hitAll(limits: Limit[]): Promise<LimitResult> {
  let worst: LimitResult = { allowed: true }
  for (const limit of limits) {
    const result = await hit(limit)
    if (!result.allowed && (worst.allowed || result.retryAfterSeconds > worst.retryAfterSeconds)) worst = result
  }
  return worst
}

async function hitDatabase(limit: Limit) {
  const database = await db()
  // One atomic upsert: a new window starts when the old one has ended.
  const rows = await database
    .insert(rateLimit)
    .values({ key: limit.key, count: 1, resetAt: sql`now() + make_interval(secs => ${limit.windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.resetAt} <= now() then 1 else ${rateLimit.count} + 1 end`,
        resetAt: sql`case when ${rateLimit.resetAt} <= now() then excluded.reset_at else ${rateLimit.resetAt} end`,
      },
    })
    .returning({ count: rateLimit.count, resetAt: rateLimit.resetAt })
  const row = rows[0]
  return { count: row?.count ?? 1, resetAt: row?.resetAt.getTime() ?? Date.now() }
}

let redis: { url: string; client: Redis } | undefined

async function hitRedis(limit: Limit) {
  const url = env().REDIS_URL as string
  if (redis?.url !== url) redis = { url, client: new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 }) }
  const key = `waypoints:rl:${limit.key}`
  const result = await redis.client.multi().set(key, '0', 'EX', limit.windowSeconds, 'NX').incr(key).pttl(key).exec()
  const count = Number(result?.[1]?.[1] ?? 1)
  const ttl = Number(result?.[2]?.[1] ?? limit.windowSeconds * 1000)
  return { count, resetAt: Date.now() + Math.max(ttl, 0) }
}

export async function closeRedis() {
  await redis?.client.quit()
  redis = undefined
}

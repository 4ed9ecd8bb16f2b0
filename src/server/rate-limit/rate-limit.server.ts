import { and, eq, gt, lt, lte, sql } from 'drizzle-orm'
import { Redis } from 'ioredis'
import { db } from '@/server/db/index.server'
import { rateLimit } from '@/server/db/schema'
import { logger } from '@/server/logger.server'
import { env } from '@/server/env.server'
import { onShutdown } from '@/server/lifecycle.server'

export interface Limit {
  /** What is counted, e.g. "login:ip:1.2.3.4". */
  key: string
  max: number
  windowSeconds: number
}

type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Fixed windows stored where every server process sees them: PostgreSQL/PGlite, or Redis when REDIS_URL is set. */
export async function hit(limit: Limit): Promise<LimitResult> {
  const { count, resetAt } = env().REDIS_URL
    ? await redisOrDatabase(
        () => hitRedis(limit),
        () => hitDatabase(limit),
      )
    : await hitDatabase(limit)
  if (count <= limit.max) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) }
}

let redisDown = false

/** Redis unavailable: count in the database meanwhile (logged once), back to Redis when it answers again. */
async function redisOrDatabase<T>(inRedis: () => Promise<T>, inDatabase: () => Promise<T>): Promise<T> {
  try {
    const counted = await inRedis()
    if (redisDown) {
      redisDown = false
      logger.info('rate limit: Redis is reachable again')
    }
    return counted
  } catch (error) {
    if (!redisDown) {
      redisDown = true
      logger.warn('rate limit: Redis unavailable, counting in the database until it is back', error)
    }
    return inDatabase()
  }
}

/**
 * A limit's state without counting anything: refused once `max` attempts are already counted in the window. With
 * `hit` after the attempt, only the attempts that matter count (failed sign-ins, not successful ones).
 */
export async function peek(limit: Limit): Promise<LimitResult & { count: number }> {
  const { count, resetAt } = env().REDIS_URL
    ? await redisOrDatabase(
        () => peekRedis(limit),
        () => peekDatabase(limit),
      )
    : await peekDatabase(limit)
  if (count < limit.max) return { allowed: true, count }
  return { allowed: false, count, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) }
}

async function peekDatabase(limit: Limit) {
  const database = await db()
  const [row] = await database
    .select({ count: rateLimit.count, resetAt: rateLimit.resetAt })
    .from(rateLimit)
    .where(and(eq(rateLimit.key, limit.key), gt(rateLimit.resetAt, sql`now()`)))
  return { count: row?.count ?? 0, resetAt: row?.resetAt.getTime() ?? Date.now() }
}

async function peekRedis(limit: Limit) {
  const client = await redisClient()
  const key = `waypoints:rl:${limit.key}`
  const result = await client.multi().get(key).pttl(key).exec()
  const ttl = Number(result?.[1]?.[1] ?? 0)
  return { count: Number(result?.[0]?.[1] ?? 0), resetAt: Date.now() + Math.max(ttl, 0) }
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

/** A take that went through can be given back, e.g. by a save that failed after it was charged. */
type TakeResult = { allowed: true; giveBack: () => Promise<void> } | { allowed: false; retryAfterSeconds: number }

/**
 * Takes `amount` units of a limit at once, or none: refused when fewer than `amount` are left in the window, and then
 * the count is unchanged. One atomic step per store, so concurrent takes never overdraw nor leave a partial charge.
 */
export async function take(limit: Limit, amount: number): Promise<TakeResult> {
  let store: 'redis' | 'database' = 'database'
  const { taken, resetAt } = env().REDIS_URL
    ? await redisOrDatabase(
        async () => {
          const result = await takeRedis(limit, amount)
          store = 'redis'
          return result
        },
        () => takeDatabase(limit, amount),
      )
    : await takeDatabase(limit, amount)
  if (taken) {
    const giveBack = async () => {
      try {
        await (store === 'redis' ? giveBackRedis : giveBackDatabase)(limit, amount, resetAt)
      } catch (error) {
        logger.warn('rate limit: could not give back a take', error)
      }
    }
    return { allowed: true, giveBack }
  }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) }
}

/**
 * Gives `amount` back to the window that was charged (ending at `resetAt`), in one atomic step; a window that has
 * ended since, or a new one, is left alone (it never had the charge).
 */
async function giveBackDatabase(limit: Limit, amount: number, resetAt: number) {
  const database = await db()
  await database
    .update(rateLimit)
    .set({ count: sql`greatest(${rateLimit.count} - ${amount}, 0)` })
    .where(
      and(
        eq(rateLimit.key, limit.key),
        gt(rateLimit.resetAt, sql`now()`),
        lte(rateLimit.resetAt, new Date(resetAt + 1000)),
      ),
    )
}

const GIVE_BACK_SCRIPT = `
local ttl = redis.call('PTTL', KEYS[1])
if ttl <= 0 or ttl > tonumber(ARGV[2]) then return 0 end
local back = math.min(tonumber(redis.call('GET', KEYS[1]) or '0'), tonumber(ARGV[1]))
if back > 0 then redis.call('DECRBY', KEYS[1], back) end
return back
`

async function giveBackRedis(limit: Limit, amount: number, resetAt: number) {
  const client = await redisClient()
  // A window with more time left than the charged one had is a new window.
  await client.eval(GIVE_BACK_SCRIPT, 1, `waypoints:rl:${limit.key}`, amount, resetAt - Date.now() + 1000)
}

async function takeDatabase(limit: Limit, amount: number) {
  const database = await db()
  if (amount > limit.max) return { taken: false, resetAt: Date.now() + limit.windowSeconds * 1000 }
  // The upsert's WHERE sees the row as it is after any concurrent take committed (row lock), so the check and the
  // add are one step; a refused take writes nothing.
  const rows = await database
    .insert(rateLimit)
    .values({ key: limit.key, count: amount, resetAt: sql`now() + make_interval(secs => ${limit.windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.resetAt} <= now() then excluded.count else ${rateLimit.count} + excluded.count end`,
        resetAt: sql`case when ${rateLimit.resetAt} <= now() then excluded.reset_at else ${rateLimit.resetAt} end`,
      },
      setWhere: sql`${rateLimit.resetAt} <= now() or ${rateLimit.count} + ${amount} <= ${limit.max}`,
    })
    .returning({ resetAt: rateLimit.resetAt })
  if (rows[0]) return { taken: true, resetAt: rows[0].resetAt.getTime() }
  const [row] = await database
    .select({ resetAt: rateLimit.resetAt })
    .from(rateLimit)
    .where(eq(rateLimit.key, limit.key))
  return { taken: false, resetAt: row?.resetAt.getTime() ?? Date.now() }
}

/** Check and add in one Lua script: Redis runs it without interleaving another client's commands. */
const TAKE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local amount = tonumber(ARGV[1])
if count + amount > tonumber(ARGV[2]) then return {0, redis.call('PTTL', KEYS[1])} end
redis.call('INCRBY', KEYS[1], amount)
if count == 0 then redis.call('EXPIRE', KEYS[1], ARGV[3]) end
return {1, redis.call('PTTL', KEYS[1])}
`

async function takeRedis(limit: Limit, amount: number) {
  const client = await redisClient()
  const key = `waypoints:rl:${limit.key}`
  const [taken, ttl] = (await client.eval(TAKE_SCRIPT, 1, key, amount, limit.max, limit.windowSeconds)) as [
    number,
    number,
  ]
  return { taken: taken === 1, resetAt: Date.now() + Math.max(ttl, 0) }
}

/** How often a process deletes ended windows from the table (and on its first hit). */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000
let lastSweep = 0

/** Deletes every window that has ended; returns how many rows went. */
export async function sweepExpiredRateLimits(): Promise<number> {
  const database = await db()
  const gone = await database
    .delete(rateLimit)
    .where(lt(rateLimit.resetAt, sql`now()`))
    .returning({ key: rateLimit.key })
  return gone.length
}

async function hitDatabase(limit: Limit) {
  const database = await db()
  if (Date.now() - lastSweep > SWEEP_INTERVAL_MS) {
    lastSweep = Date.now()
    void sweepExpiredRateLimits().catch((error: unknown) => logger.warn('rate limit: sweep failed', error))
  }
  // One atomic upsert: a new window starts when the old one has ended. Once a key is over its limit the row is left
  // alone (no write per blocked attempt) until the window ends.
  const rows = await database
    .insert(rateLimit)
    .values({ key: limit.key, count: 1, resetAt: sql`now() + make_interval(secs => ${limit.windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.resetAt} <= now() then 1 else ${rateLimit.count} + 1 end`,
        resetAt: sql`case when ${rateLimit.resetAt} <= now() then excluded.reset_at else ${rateLimit.resetAt} end`,
      },
      setWhere: sql`${rateLimit.resetAt} <= now() or ${rateLimit.count} <= ${limit.max}`,
    })
    .returning({ count: rateLimit.count, resetAt: rateLimit.resetAt })
  const row =
    rows[0] ??
    (
      await database
        .select({ count: rateLimit.count, resetAt: rateLimit.resetAt })
        .from(rateLimit)
        .where(eq(rateLimit.key, limit.key))
    )[0]
  return { count: row?.count ?? limit.max + 1, resetAt: row?.resetAt.getTime() ?? Date.now() }
}

let redis: { url: string; client: Redis; connecting: Promise<void> } | undefined
let closerRegistered = false

async function redisClient(): Promise<Redis> {
  const url = env().REDIS_URL as string
  if (redis?.url !== url) {
    // No offline queue: while Redis is down a command fails at once (and the database counts) instead of waiting.
    const client = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: 2000,
    })
    client.on('error', () => {}) // reported once by redisOrDatabase, not on every reconnect attempt
    // The first connection is awaited once; later ones are ioredis's own reconnects.
    redis = { url, client, connecting: client.connect().catch(() => {}) }
    if (!closerRegistered) {
      closerRegistered = true
      onShutdown('rate limit Redis client', closeRedis)
    }
  }
  await redis.connecting
  return redis.client
}

async function hitRedis(limit: Limit) {
  const client = await redisClient()
  const key = `waypoints:rl:${limit.key}`
  const result = await client.multi().set(key, '0', 'EX', limit.windowSeconds, 'NX').incr(key).pttl(key).exec()
  const count = Number(result?.[1]?.[1] ?? 1)
  const ttl = Number(result?.[2]?.[1] ?? limit.windowSeconds * 1000)
  return { count, resetAt: Date.now() + Math.max(ttl, 0) }
}

export async function closeRedis() {
  const client = redis?.client
  redis = undefined
  redisDown = false
  if (!client) return
  await client.quit().catch(() => client.disconnect())
}

import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { z } from 'zod'
import { logger } from '@/server/logger.server'

/**
 * Invalidations between server processes over Redis pub/sub (ADR 026). Each message names its sender, so a process
 * ignores its own. Redis down: logged once, every process keeps serving and invalidating its own cache; pages another
 * process changed meanwhile live at most the cache's time to live, and a reconnect clears the local cache (messages
 * sent while disconnected are lost).
 */
const PAGE_CACHE_CHANNEL = 'waypoints:page-cache:invalidate'

const messageSchema = z.object({
  from: z.string(),
  tags: z.union([z.literal('*'), z.array(z.string()).max(10_000)]),
})

export interface PageCacheBus {
  readonly id: string
  publish(tags: string[] | '*'): Promise<void>
  close(): Promise<void>
}

export async function startPageCacheBus(
  url: string,
  onInvalidate: (tags: string[] | '*') => void,
  options: { channel?: string } = {},
): Promise<PageCacheBus> {
  const id = randomUUID()
  const channel = options.channel ?? PAGE_CACHE_CHANNEL
  // No offline queue on the publisher: while Redis is down a publish fails at once instead of piling up.
  const publisher = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 })
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null })
  let down = false
  let everReady = false
  const reportDown = (error: unknown) => {
    if (down) return
    down = true
    logger.warn('page cache: Redis unavailable, invalidations stay in this process until it is back', error)
  }
  publisher.on('error', reportDown)
  subscriber.on('error', reportDown)
  subscriber.on('ready', () => {
    if (everReady || down) {
      // Messages sent while we were disconnected are lost: start afresh.
      logger.info('page cache: Redis is reachable again, clearing the local page and result caches')
      onInvalidate('*')
    }
    everReady = true
    down = false
  })
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return
    let message: z.infer<typeof messageSchema>
    try {
      message = messageSchema.parse(JSON.parse(raw))
    } catch {
      return
    }
    if (message.from !== id) onInvalidate(message.tags)
  })
  // Queued until connected (ioredis subscribes again after each reconnect); start-up never waits for Redis.
  const connected = Promise.all([publisher.connect(), subscriber.connect()]).catch(reportDown)
  void subscriber.subscribe(channel).catch(reportDown)
  await connected

  return {
    id,
    async publish(tags) {
      try {
        await publisher.publish(channel, JSON.stringify({ from: id, tags }))
      } catch (error) {
        reportDown(error)
      }
    },
    async close() {
      publisher.disconnect()
      subscriber.disconnect()
    },
  }
}

/** For one-off processes (`npm run seed`): tells the running servers to drop pages, then disconnects. */
export async function publishInvalidation(url: string, tags: string[] | '*', channel = PAGE_CACHE_CHANNEL) {
  const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.publish(channel, JSON.stringify({ from: randomUUID(), tags }))
  } catch (error) {
    logger.warn('page cache: could not tell the servers over Redis; their pages expire on their own', error)
  } finally {
    client.disconnect()
  }
}

import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { startPageCacheBus, type PageCacheBus } from './page-cache-bus.server'
import { PageCache, pageEntry } from './page-cache.server'

// Two server processes in one: two caches, each with its own bus on the same Redis channel (real Redis).
const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const channel = `waypoints:test:${randomUUID()}`
const buses: PageCacheBus[] = []
afterAll(async () => {
  for (const bus of buses) await bus.close()
})

const entry = (tags: string[]) => pageEntry({ status: 200, headers: [], html: '<html>n</html>', nonce: 'n', tags })
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20))
  return check()
}

describe('page cache invalidations over Redis pub/sub', () => {
  it('reach the other process, exactly for the tags sent, and not the sender twice', async () => {
    const caches = [0, 1].map(() => new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 }))
    const received: Array<Array<string[] | '*'>> = [[], []]
    for (const [i, cache] of caches.entries()) {
      buses.push(
        await startPageCacheBus(
          REDIS,
          (tags) => {
            received[i]!.push(tags)
            if (tags === '*') cache.clear()
            else cache.invalidate(tags)
          },
          { channel },
        ),
      )
      cache.set('/en/trips/1', entry(['trip:1']), cache.generation)
      cache.set('/en/trips/2', entry(['trip:2']), cache.generation)
    }
    // Subscriptions are set up in the background: wait until a probe gets through.
    await until(() => {
      void buses[0]!.publish(['probe'])
      return received[1]!.length > 0
    })

    caches[0]!.invalidate(['trip:1'])
    await buses[0]!.publish(['trip:1'])
    expect(await until(() => caches[1]!.get('/en/trips/1') === undefined)).toBe(true)
    expect(caches[1]!.get('/en/trips/2')).toBeDefined()
    expect(received[0]).toEqual([]) // a process ignores its own messages

    await buses[1]!.publish('*')
    expect(await until(() => caches[0]!.stats().entries === 0)).toBe(true)
  })

  it('keeps working without Redis (publish does not throw or hang)', async () => {
    const bus = await startPageCacheBus('redis://127.0.0.1:1', () => {}, { channel })
    buses.push(bus)
    await expect(bus.publish(['post:1'])).resolves.toBeUndefined()
  })
})

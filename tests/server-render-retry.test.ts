// A page whose loader failed unexpectedly during the server render ran the loader's server function twice, a second
// apart, so the failure was logged twice ("page: unexpected failure") and the error page came a second late: the
// app's query client retried status-less errors as if the network had failed, on the server too.
import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { Route as tripsRoute } from '@/routes/$lang/trips/index'

const calls = vi.hoisted(() => ({ list: 0 }))

// The trips list's server functions as the server render calls them (in-process): the list fails like a bug would.
vi.mock('@/features/trips/trips.functions', () => ({
  getTripList: () => {
    calls.list++
    return Promise.reject(new Error('column "start_date" does not exist'))
  },
  getTripFilters: () => Promise.resolve({ destinations: [], months: [] }),
  getTrip: () => Promise.reject(new Error('not used')),
  getUpcomingTrips: () => Promise.reject(new Error('not used')),
}))

type Loader = (ctx: unknown) => Promise<unknown>
const loader = (tripsRoute as unknown as { options: { loader: Loader } }).options.loader

describe('a failed loader during the server render', () => {
  it('runs its server function once and fails at once', async () => {
    const queryClient = createQueryClient()
    const started = performance.now()
    await expect(loader({ context: { queryClient, locale: 'en' }, deps: {} })).rejects.toThrow('start_date')
    expect(calls.list).toBe(1)
    // No retry delay (TanStack Query waits 1,000 ms before a first retry).
    expect(performance.now() - started).toBeLessThan(900)
  })
})

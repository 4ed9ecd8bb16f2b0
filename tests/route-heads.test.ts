// WCAG 2.4.2 (ADR 040): a failed page's document title is the error page's, which the root's head sets. The router
// keeps the deepest route's title, so every other route's head must step aside while a match has failed: the trips
// list stayed "Small-group trips" after its loader failed. Checked on the app's own router, every route.
import { notFound, type AnyRoute } from '@tanstack/react-router'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { tripFiltersQuery, tripListQuery } from '@/features/trips/trips.queries'
import { m } from '@/paraglide/messages'
import { getRouter } from '@/router'

type Head = (ctx: unknown) => unknown
const routes = () => Object.values(getRouter().routesById) as AnyRoute[]
const withHead = routes().filter((route) => !route.isRoot && route.options.head)
const headOf = (id: string) => routes().find((route) => route.id === id)!.options.head as Head

const failures = [
  ['an error', { status: 'error', error: new Error('relation "trips" does not exist') }],
  ['a not-found', { status: 'notFound', error: notFound() }],
  ['a not-found caught by the root', { status: 'success', error: notFound() }],
] as const

describe("the router's route heads while the page shows an error", () => {
  it('cover every page route', () => {
    expect(withHead.length).toBeGreaterThanOrEqual(20)
    expect(withHead.map((route) => route.id)).toEqual(expect.arrayContaining(['/$lang', '/$lang/trips/']))
  })

  it.each(withHead.map((route) => route.id))('%s adds no title, meta, links or scripts', async (id) => {
    const head = headOf(id)
    for (const [what, failed] of failures) {
      // The failed match is this route's own or a child's; loaderData is absent or left from an earlier load.
      for (const match of [failed, { status: 'success' }]) {
        const matches = [{ status: 'success' }, match, failed]
        expect(await head({ matches, match, params: {}, loaderData: undefined }), `${id}: ${what}`).toEqual({})
      }
    }
  })

  it('leave the root its error title, and give their own heads while nothing failed', async () => {
    const root = headOf('__root__')
    const failed = { status: 'error', error: new Error('x') }
    const rootMeta = ((await root({ matches: [{ status: 'success' }, failed] })) as { meta: object[] }).meta
    expect(rootMeta).toContainEqual({ title: `${m.error_default_title()} · Waypoints` })

    // The trips list's loader computes its head (ADR 065), here from a warm query cache; the head returns it.
    const queryClient = new QueryClient()
    const deps = { destination: undefined, month: undefined, cursor: undefined }
    queryClient.setQueryData(tripListQuery('en', deps).queryKey, { items: [], nextCursor: null } as never)
    queryClient.setQueryData(tripFiltersQuery('en').queryKey, { destinations: [], months: [] } as never)
    const tripsRoute = routes().find((route) => route.id === '/$lang/trips/')!
    const loader = tripsRoute.options.loader as (ctx: unknown) => Promise<unknown>
    const loaderData = await loader({ context: { locale: 'en', queryClient }, deps })
    const match = { status: 'success', context: { locale: 'en', queryClient } }
    const trips = (await headOf('/$lang/trips/')({ matches: [{ status: 'success' }, match], match, loaderData })) as {
      meta: object[]
    }
    expect(trips.meta).toContainEqual({ title: `${m.trips_meta_title()} · Waypoints` })
  })
})

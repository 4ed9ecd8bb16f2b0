// Prices as the trip pages render them, from stored rows: minor units when an amount is not whole, and a currency
// code Intl refuses (a bad row) shows the amount with the code instead of a RangeError failing the render.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ReactNode } from 'react'
import { TripCard } from '@/features/trips/components/trip-card'
import { TripPage } from '@/features/trips/components/trip-page'
import { findTrip, listTrips } from '@/features/trips/trips.server'
import { tripJsonLd } from '@/features/trips/trips.seo'
import { DisplayCurrencyProvider } from '@/lib/display-currency'
import type { Database } from '@/server/db/client.server'
import { createLegacyTrip, createTrip } from './factories/trip'
import { createTestDatabase, testEngine } from './support/db'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

const dollars = { code: 'USD', perEur: { EUR: 1, USD: 1.08 }, asOf: '2026-11-01' }

async function render(node: ReactNode): Promise<string> {
  const rootRoute = createRootRoute({
    component: () => (
      <QueryClientProvider client={new QueryClient()}>
        <DisplayCurrencyProvider value={dollars}>{node}</DisplayCurrencyProvider>
      </QueryClientProvider>
    ),
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  await router.load()
  return renderToString(<RouterProvider router={router} />).replace(/<!-- -->/g, '')
}

describe(`prices of stored trips on ${testEngine}`, () => {
  it('the card and the trip page show the cents of a price that has them', async () => {
    const row = await createTrip(database.db, { currency: 'EUR', priceMinor: 123_450 })
    const card = (await listTrips({ locale: 'en' })).items.find((t) => t.id === row.id)!
    const html = await render(<TripCard trip={card} locale="en" />)
    expect(html).toContain('€1,234.50')
    // The approximation beside it stays in whole units: $1,333.26 at the reference rate.
    expect(html).toContain('≈ $1,333')
    expect(await render(<TripPage trip={await findTrip('ru', row.id)} locale="ru" />)).toContain('1 234,50 €')
  })

  it('a currency code Intl refuses renders the amount with the code, on the card, the page and in JSON-LD', async () => {
    const row = await createLegacyTrip(database.db, { currency: 'EURO', priceMinor: 123_450 })
    const card = (await listTrips({ locale: 'en' })).items.find((t) => t.id === row.id)!
    expect(await render(<TripCard trip={card} locale="en" />)).toContain('1,234.50 EURO')
    const trip = await findTrip('uk', row.id)
    expect(await render(<TripPage trip={trip} locale="uk" />)).toContain('1 234,50 EURO')
    expect(tripJsonLd(trip, 'uk')[0]).toMatchObject({ offers: [{ price: '1234.50', priceCurrency: 'EURO' }] })
  })
})

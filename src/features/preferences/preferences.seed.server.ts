import { sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client.server'
import type { SeedStep } from '@/server/db/seed-runner.server'
import { exchangeRates } from '@/server/db/schema'
import { forgetExchangeRates } from './preferences.server'

/** Reference rates (units per 1 EUR) for the "approx." prices; trips keep their own currency and price. */
export const seedRates = { asOf: '2026-11-01', perEur: { EUR: 1, USD: 1.08, GBP: 0.85, UAH: 44.5 } } as const

export async function seedExchangeRates(database: Db) {
  await database
    .insert(exchangeRates)
    .values(Object.entries(seedRates.perEur).map(([currency, perEur]) => ({ currency, perEur, asOf: seedRates.asOf })))
    .onConflictDoUpdate({
      target: exchangeRates.currency,
      set: { perEur: sql`excluded.per_eur`, asOf: sql`excluded.as_of` },
    })
  forgetExchangeRates()
}

export const exchangeRatesSeedStep: SeedStep = { name: 'exchange rates', run: seedExchangeRates }

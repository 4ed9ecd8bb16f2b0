import type { Locale } from '@/lib/i18n/locales'

// Same shapes as the jsonb columns in src/server/db/schema.ts (structural types, so seed data stays client-safe).
export type LocalizedText = Record<Locale, string>
export interface ItineraryDay {
  from: number
  to: number
  title: LocalizedText
  text: LocalizedText
}

export interface TripSeed {
  /** Image name under public/images/trips/ and the seed's identity. */
  key: string
  country: string
  place: LocalizedText
  /** Start date = seed base date + startOffset days; the trip lasts `days` days. */
  startOffset: number
  days: number
  price: number
  currency: 'EUR' | 'USD'
  seatsTotal: number
  seatsLeft: number
  title: LocalizedText
  summary: LocalizedText
  description: LocalizedText
  itinerary: ItineraryDay[]
  status?: 'draft' | 'published'
}

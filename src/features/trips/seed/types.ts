import type { ItineraryDay, LocalizedText } from '@/server/db/schema'

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

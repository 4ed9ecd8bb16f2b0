import { locales, type Locale } from '@/lib/i18n/locales'
import type { AdminImage, AdminItineraryDay, AdminTrip, CreateTripInput, TextByLocale } from '../trip-admin.schemas'

// The editor's state: the trip as typed, every language kept apart (an empty text stays empty: ADR 046).

export interface DraftDay extends AdminItineraryDay {
  /** Stable React key across reorders. */
  key: string
}

export interface TripDraft {
  title: TextByLocale
  summary: TextByLocale
  description: TextByLocale
  place: TextByLocale
  country: string
  itinerary: DraftDay[]
  cover: AdminImage | null
  gallery: AdminImage[]
}

export const emptyText = (): TextByLocale => ({ en: '', es: '', ru: '', uk: '' })

let dayKeys = 0
export const newDayKey = () => `day-${++dayKeys}`

export function draftOf(trip: AdminTrip | null): TripDraft {
  if (!trip) {
    return {
      title: emptyText(),
      summary: emptyText(),
      description: emptyText(),
      place: emptyText(),
      country: '',
      itinerary: [],
      cover: null,
      gallery: [],
    }
  }
  return {
    title: trip.title,
    summary: trip.summary,
    description: trip.description,
    place: trip.place,
    country: trip.country,
    itinerary: trip.itinerary.map((d) => ({ ...d, key: newDayKey() })),
    cover: trip.cover,
    gallery: trip.gallery,
  }
}

/** What a save sends: the whole trip (images by key). */
export function inputOf(draft: TripDraft): CreateTripInput {
  return {
    title: draft.title,
    summary: draft.summary,
    description: draft.description,
    place: draft.place,
    country: draft.country,
    itinerary: draft.itinerary.map(({ key: _, ...day }) => day),
    cover: draft.cover?.key ?? null,
    gallery: draft.gallery.map((g) => g.key),
  }
}

export const withText = (text: TextByLocale, locale: Locale, value: string): TextByLocale => ({
  ...text,
  [locale]: value,
})

export const sameDraft = (a: TripDraft, b: TripDraft) => JSON.stringify(inputOf(a)) === JSON.stringify(inputOf(b))

export { locales }

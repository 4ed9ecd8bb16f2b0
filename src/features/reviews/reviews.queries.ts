import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/lib/i18n/locales'
import { myReviewsFn, myTripReviewsFn, reviewQueueFn, tripReviewsFn } from './reviews.functions'

export const reviewKeys = {
  all: ['reviews'] as const,
  trip: (tripId: number, page: number) => ['reviews', 'trip', tripId, page] as const,
  mineOfTrip: (tripId: number) => ['reviews', 'mine', 'trip', tripId] as const,
  mine: ['reviews', 'mine'] as const,
  queue: ['reviews', 'queue'] as const,
}

/** A trip's published reviews (public; the page cache keeps them with the trip). */
export const tripReviewsQuery = (locale: Locale, tripId: number, page = 1) =>
  queryOptions({
    queryKey: reviewKeys.trip(tripId, page),
    queryFn: () => tripReviewsFn({ data: { locale, tripId, page } }),
  })

/** The signed-in traveller's ended bookings of a trip and their reviews (never server-rendered: private). */
export const myTripReviewsQuery = (locale: Locale, tripId: number) =>
  queryOptions({
    queryKey: reviewKeys.mineOfTrip(tripId),
    queryFn: () => myTripReviewsFn({ data: { locale, tripId } }),
  })

export const myReviewsQuery = (locale: Locale) =>
  queryOptions({ queryKey: reviewKeys.mine, queryFn: () => myReviewsFn({ data: { locale } }) })

export const reviewQueueQuery = (locale: Locale) =>
  queryOptions({ queryKey: reviewKeys.queue, queryFn: () => reviewQueueFn({ data: { locale } }) })

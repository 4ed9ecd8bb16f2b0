import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/lib/i18n/locales'
import { myBookingsFn, nextBookingFn } from './bookings.functions'

export const bookingKeys = {
  all: ['bookings'] as const,
  mine: (locale: Locale) => ['bookings', 'mine', locale] as const,
  next: (locale: Locale) => ['bookings', 'next', locale] as const,
}

export const myBookingsQuery = (locale: Locale) =>
  queryOptions({ queryKey: bookingKeys.mine(locale), queryFn: () => myBookingsFn({ data: { locale } }) })

export const nextBookingQuery = (locale: Locale) =>
  queryOptions({ queryKey: bookingKeys.next(locale), queryFn: () => nextBookingFn({ data: { locale } }) })

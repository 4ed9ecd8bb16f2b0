import { isBeforeDay, todayUtc } from '@/lib/clock'
import { countryName, minorToDecimal } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { absoluteUrl, breadcrumbJsonLd, pageMeta } from '@/lib/seo'
import { canonicalUrl, withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import type { TripDetail } from './trips.schemas'

export const tripPath = (locale: Locale, id: number) => withTrailingSlash(`/${locale}/trips/${id}`)

/** schema.org TouristTrip with its Offer (price, currency, availability), plus breadcrumbs. */
export function tripJsonLd(trip: TripDetail, locale: Locale, today = todayUtc()) {
  const availability = isBeforeDay(trip.startDate, today)
    ? 'https://schema.org/Discontinued'
    : trip.seatsLeft === 0
      ? 'https://schema.org/SoldOut'
      : trip.seatsLeft <= 3
        ? 'https://schema.org/LimitedAvailability'
        : 'https://schema.org/InStock'
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'TouristTrip',
      name: trip.title,
      description: trip.summary,
      url: canonicalUrl(tripPath(locale, trip.id)),
      image: [absoluteUrl(trip.cover.src), ...trip.gallery.map((g) => absoluteUrl(g.src))],
      inLanguage: locale,
      // No touristType: it names an audience ("Hikers"), and a trip's data has none to give.
      itinerary: {
        '@type': 'ItemList',
        numberOfItems: trip.itinerary.length,
        itemListElement: trip.itinerary.map((day, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          item: { '@type': 'TouristAttraction', name: day.title, description: day.text },
        })),
      },
      subjectOf: {
        '@type': 'Event',
        name: trip.title,
        startDate: trip.startDate,
        endDate: trip.endDate,
        location: {
          '@type': 'Place',
          name: trip.place,
          address: { '@type': 'PostalAddress', addressCountry: trip.country },
        },
      },
      offers: {
        '@type': 'Offer',
        price: minorToDecimal(trip.priceMinor, trip.currency),
        priceCurrency: trip.currency,
        availability,
        url: canonicalUrl(tripPath(locale, trip.id)),
        inventoryLevel: { '@type': 'QuantitativeValue', value: trip.seatsLeft },
      },
      provider: { '@type': 'Organization', name: 'Waypoints', url: canonicalUrl(`/${locale}`) },
    },
    breadcrumbJsonLd([
      { name: m.breadcrumb_home(), path: `/${locale}` },
      { name: m.trips_hero_title(), path: `/${locale}/trips` },
      { name: trip.title, path: tripPath(locale, trip.id) },
    ]),
  ]
}

export function tripMeta(trip: TripDetail, locale: Locale) {
  return pageMeta({
    title: trip.title,
    description: `${trip.summary} ${trip.place}, ${countryName(trip.country, locale)}.`,
    image: trip.cover.src,
    imageWidth: trip.cover.width,
    imageHeight: trip.cover.height,
    imageAlt: trip.cover.alt,
    locale,
  })
}

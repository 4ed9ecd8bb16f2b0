import { isBeforeDay, todayUtc } from '@/lib/clock'
import { countryName, minorToDecimal } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { absoluteUrl, breadcrumbJsonLd, pageMeta } from '@/lib/seo'
import { canonicalUrl, withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import type { TripDetail } from './trips.schemas'

export const tripPath = (locale: Locale, id: number) => withTrailingSlash(`/${locale}/trips/${id}`)

const availabilityOf = (seatsLeft: number) =>
  seatsLeft === 0
    ? 'https://schema.org/SoldOut'
    : seatsLeft <= 3
      ? 'https://schema.org/LimitedAvailability'
      : 'https://schema.org/InStock'

/**
 * schema.org TouristTrip with one Offer per upcoming departure that is not cancelled (price, currency, availability,
 * its dates as the offer's validity), plus breadcrumbs. A trip with only past departures offers its last one as
 * Discontinued; one without any departure has no offer.
 */
export function tripJsonLd(trip: TripDetail, locale: Locale, today = todayUtc()) {
  const url = canonicalUrl(tripPath(locale, trip.id))
  const upcoming = trip.departures.filter((d) => d.status !== 'cancelled' && !isBeforeDay(d.startDate, today))
  const offers = upcoming.map((d) => ({
    '@type': 'Offer',
    price: minorToDecimal(d.priceMinor, d.currency),
    priceCurrency: d.currency,
    availability: availabilityOf(d.seatsLeft),
    url,
    availabilityStarts: d.startDate,
    availabilityEnds: d.endDate,
    inventoryLevel: { '@type': 'QuantitativeValue', value: d.seatsLeft },
  }))
  if (offers.length === 0 && trip.startDate && trip.priceMinor !== null && trip.currency) {
    offers.push({
      '@type': 'Offer',
      price: minorToDecimal(trip.priceMinor, trip.currency),
      priceCurrency: trip.currency,
      availability: 'https://schema.org/Discontinued',
      url,
      availabilityStarts: trip.startDate,
      availabilityEnds: trip.endDate ?? trip.startDate,
      inventoryLevel: { '@type': 'QuantitativeValue', value: trip.seatsLeft ?? 0 },
    })
  }
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'TouristTrip',
      name: trip.title,
      description: trip.summary,
      url,
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
      ...(trip.startDate && trip.endDate
        ? {
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
          }
        : {}),
      ...(offers.length ? { offers } : {}),
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

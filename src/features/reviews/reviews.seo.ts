import type { TripReviewsPage } from './reviews.schemas'

type JsonLd = Record<string, unknown>

/**
 * The trip's schema.org entity with its rating (ADR 057): `AggregateRating` over every published review and a
 * `Review` per review on the first page. `aggregateRating` and `review` belong to a Product, not to a TouristTrip,
 * so a reviewed trip is typed as both. The other entities (breadcrumbs) pass unchanged; without reviews, nothing
 * changes.
 */
export function withReviewsJsonLd(entities: JsonLd[], reviews: TripReviewsPage | undefined): JsonLd[] {
  if (!reviews || reviews.count === 0 || reviews.average === null) return entities
  const [trip, ...rest] = entities
  if (!trip) return entities
  return [
    {
      ...trip,
      '@type': [trip['@type'], 'Product'],
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: reviews.average,
        reviewCount: reviews.count,
        bestRating: 5,
        worstRating: 1,
      },
      review: reviews.items.map((review) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: review.author },
        datePublished: review.createdAt.slice(0, 10),
        reviewBody: review.body,
        inLanguage: review.lang,
        reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      })),
    },
    ...rest,
  ]
}

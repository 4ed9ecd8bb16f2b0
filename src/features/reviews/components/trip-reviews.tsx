import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { useHydrated } from '@/components/form/use-hydrated'
import { buttonSmall, buttonLink } from '@/components/ui/button-styles'
import { LanguageBadge } from '@/components/ui/language-badge'
import { TitledSection } from '@/components/ui/titled-section'
import { formatDate } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { tripReviewsQuery } from '../reviews.queries'
import type { TripReview, TripReviewsPage } from '../reviews.schemas'
import { MyTripReviews } from './my-trip-reviews'
import { Stars } from './stars'

// Loaded on first use (ADR 028): an anonymous reader's first load carries no form code and no zod.
const ReviewReportForm = lazy(() => import('./review-report-form'))
const ReviewHideForm = lazy(() => import('./review-hide-form'))

/**
 * A trip's reviews (ADR 057): the average and count, the published reviews newest first a page at a time, each
 * written in another language badged; a signed-in traveller whose departure ended gets "Write a review" above them.
 * The first page comes with the page (the route's loader), later pages on demand. Signed-in readers report a review;
 * editors hide it here with a reason.
 */
export function TripReviews({
  tripId,
  locale,
  signedIn,
  editor,
}: {
  tripId: number
  locale: Locale
  signedIn: boolean
  /** An editor with two-factor sign-in (the route decides): hides a review here instead of reporting it. */
  editor: boolean
}) {
  const hydrated = useHydrated()
  const [page, setPage] = useState(1)
  const { data, isFetching } = useQuery({
    ...tripReviewsQuery(locale, tripId, page),
    placeholderData: keepPreviousData,
  })
  return (
    <div id="reviews" className="mt-10 scroll-mt-24">
      <TitledSection id="reviews-title" title={m.reviews_title()}>
        {data ? <Summary data={data} /> : null}
        {signedIn && hydrated ? <MyTripReviews tripId={tripId} locale={locale} /> : null}
        {data && data.items.length > 0 ? (
          <>
            <ol className="mt-6 space-y-6" aria-busy={isFetching || undefined}>
              {data.items.map((review) => (
                <ReviewItem key={review.id} review={review} locale={locale} signedIn={signedIn} editor={editor} />
              ))}
            </ol>
            {data.pages > 1 && (
              <nav aria-label={m.reviews_pages_label()} className="mt-6 flex flex-wrap items-center gap-3">
                <button
                  type="button"
                  className={buttonSmall}
                  disabled={!hydrated || data.page <= 1}
                  onClick={() => setPage(data.page - 1)}
                >
                  {m.reviews_newer()}
                </button>
                <span className="text-muted text-sm" aria-live="polite">
                  {m.reviews_page_of({ page: data.page, pages: data.pages })}
                </span>
                <button
                  type="button"
                  className={buttonSmall}
                  disabled={!hydrated || data.page >= data.pages}
                  onClick={() => setPage(data.page + 1)}
                >
                  {m.reviews_older()}
                </button>
              </nav>
            )}
          </>
        ) : null}
      </TitledSection>
    </div>
  )
}

function Summary({ data }: { data: TripReviewsPage }) {
  if (data.count === 0 || data.average === null) return <p className="text-muted mt-2">{m.reviews_none()}</p>
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2">
      <Stars rating={data.average} />
      <span className="font-semibold">{m.reviews_average({ average: data.average.toFixed(1) })}</span>
      <span className="text-muted">{m.reviews_count({ count: data.count })}</span>
    </p>
  )
}

function ReviewItem({
  review,
  locale,
  signedIn,
  editor,
}: {
  review: TripReview
  locale: Locale
  signedIn: boolean
  editor: boolean
}) {
  const hydrated = useHydrated()
  const [reporting, setReporting] = useState(false)
  const headingId = `review-${review.id}`
  return (
    <li>
      <article aria-labelledby={headingId} className="border-line rounded-lg border p-4">
        <header className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="font-semibold">
            {review.author}
          </h3>
          <Stars rating={review.rating} />
          <LanguageBadge lang={review.lang} locale={locale} />
          <time className="text-muted text-sm" dateTime={review.createdAt}>
            {formatDate(review.createdAt, locale, 'medium')}
          </time>
        </header>
        <p className="mt-2 whitespace-pre-line wrap-anywhere" lang={review.lang}>
          {review.body}
        </p>
        {signedIn && (
          <div className="mt-2">
            {editor ? (
              <Suspense fallback={null}>
                <ReviewHideForm reviewId={review.id} locale={locale} disabled={!hydrated} />
              </Suspense>
            ) : reporting ? (
              <Suspense fallback={<p className="text-muted text-sm">{m.reviews_loading()}</p>}>
                <ReviewReportForm reviewId={review.id} locale={locale} onClose={() => setReporting(false)} />
              </Suspense>
            ) : (
              <button type="button" className={buttonLink} disabled={!hydrated} onClick={() => setReporting(true)}>
                {m.reviews_report()}
              </button>
            )}
          </div>
        )}
      </article>
    </li>
  )
}

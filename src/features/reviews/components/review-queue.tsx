import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ReasonForm } from '@/components/form/reason-form'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { useHydrated } from '@/components/form/use-hydrated'
import { buttonPrimary, buttonSecondary } from '@/components/ui/button-styles'
import { formatDate } from '@/lib/format'
import { localeNames, type Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { approveReviewFn, dismissReviewReportFn, hideReviewFn, rejectReviewFn } from '../reviews.functions'
import { reviewKeys, reviewQueueQuery } from '../reviews.queries'
import type { OpenReviewReport, PendingReview } from '../reviews.schemas'
import { reasonName } from './report-reasons'
import { Stars } from './stars'

/** Trip reviews in the editors' queue (ADR 052, 057): reviews waiting for approval, then readers' reports. */
export function ReviewQueue({ locale }: { locale: Locale }) {
  const { data } = useSuspenseQuery(reviewQueueQuery(locale))
  return (
    <>
      <section aria-labelledby="reviews-pending" className="mt-10">
        <h2 id="reviews-pending" className="text-xl font-semibold">
          {m.reviews_queue_pending({ count: data.pending.length })}
        </h2>
        {data.pending.length === 0 ? (
          <p className="text-muted mt-2">{m.reviews_queue_pending_none()}</p>
        ) : (
          <ul className="mt-4 space-y-6">
            {data.pending.map((review) => (
              <PendingItem key={review.id} review={review} locale={locale} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="reviews-reports" className="mt-10">
        <h2 id="reviews-reports" className="text-xl font-semibold">
          {m.reviews_queue_reports({ count: data.reports.length })}
        </h2>
        {data.reports.length === 0 ? (
          <p className="text-muted mt-2">{m.reviews_queue_reports_none()}</p>
        ) : (
          <ul className="mt-4 space-y-6">
            {data.reports.map((report) => (
              <ReportItem key={report.id} report={report} locale={locale} />
            ))}
          </ul>
        )}
      </section>
    </>
  )
}

function useRefresh() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: reviewKeys.queue })
}

function TripLink({ tripId, title, locale }: { tripId: number; title: string; locale: Locale }) {
  return (
    <Link to="/$lang/trips/$id" params={{ lang: locale, id: String(tripId) }} hash="reviews">
      {title}
    </Link>
  )
}

function PendingItem({ review, locale }: { review: PendingReview; locale: Locale }) {
  const hydrated = useHydrated()
  const refresh = useRefresh()
  const { focusRoot, ...approve } = useFormMutation<void, unknown, HTMLDivElement>({
    call: () => approveReviewFn({ data: { locale, body: { reviewId: review.id } } }),
    fallback: m.reviews_action_failed(),
    successToast: () => ({ kind: 'success', title: m.reviews_approved_toast() }),
    onSuccess: async () => {
      await refresh()
      return false
    },
  })
  const headingId = `pending-review-${review.id}`
  return (
    <li className="border-line rounded-lg border p-4">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="text-lg font-semibold wrap-anywhere">
          <TripLink tripId={review.tripId} title={review.tripTitle} locale={locale} />
        </h3>
        <p className="text-muted text-sm">
          {m.reviews_queue_meta({
            author: review.author.name,
            language: localeNames[review.lang],
            date: formatDate(review.submittedAt, locale, 'medium'),
          })}
        </p>
        <p className="mt-1">
          <Stars rating={review.rating} />
        </p>
        <p className="mt-2 whitespace-pre-line wrap-anywhere" lang={review.lang}>
          {review.body}
        </p>
        <div ref={focusRoot} className="mt-3 flex flex-wrap items-start gap-2">
          {approve.failure && (
            <p role="alert" className="text-error w-full">
              {approve.failure.message}
            </p>
          )}
          <button
            type="button"
            className={`${buttonPrimary} sm:w-auto`}
            disabled={!hydrated || approve.busy}
            onClick={() => void approve.submit()}
          >
            {m.reviews_approve()}
          </button>
          <ReasonForm
            id={`reject-review-${review.id}`}
            openLabel={m.reviews_reject()}
            submitLabel={m.reviews_reject()}
            hint={m.reviews_reason_hint()}
            disabled={!hydrated || approve.busy}
            send={(reason) => rejectReviewFn({ data: { locale, body: { reviewId: review.id, reason } } })}
            done={refresh}
            successTitle={m.reviews_rejected_toast()}
          />
        </div>
      </article>
    </li>
  )
}

function ReportItem({ report, locale }: { report: OpenReviewReport; locale: Locale }) {
  const hydrated = useHydrated()
  const refresh = useRefresh()
  const { focusRoot, ...dismiss } = useFormMutation<void, unknown, HTMLDivElement>({
    call: () => dismissReviewReportFn({ data: { locale, body: { reportId: report.id } } }),
    fallback: m.reviews_action_failed(),
    successToast: () => ({ kind: 'success', title: m.reviews_dismissed_toast() }),
    onSuccess: async () => {
      await refresh()
      return false
    },
  })
  const headingId = `review-report-${report.id}`
  return (
    <li className="border-line rounded-lg border p-4">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="text-lg font-semibold wrap-anywhere">
          <TripLink tripId={report.review.tripId} title={report.review.tripTitle} locale={locale} />
        </h3>
        <p className="text-muted text-sm">
          {m.reviews_queue_report_meta({
            reporter: report.reporter.name,
            reason: reasonName[report.reason](),
            date: formatDate(report.createdAt, locale, 'medium'),
          })}
        </p>
        {report.note && <p className="mt-1 wrap-anywhere">{report.note}</p>}
        <blockquote className="border-line mt-2 border-l-4 pl-3 whitespace-pre-line wrap-anywhere">
          <Stars rating={report.review.rating} /> {report.review.body}
        </blockquote>
        <div ref={focusRoot} className="mt-3 flex flex-wrap items-start gap-2">
          {dismiss.failure && (
            <p role="alert" className="text-error w-full">
              {dismiss.failure.message}
            </p>
          )}
          <button
            type="button"
            className={`${buttonSecondary} sm:w-auto`}
            disabled={!hydrated || dismiss.busy}
            onClick={() => void dismiss.submit()}
          >
            {m.reviews_dismiss()}
          </button>
          {report.review.status === 'published' && (
            <ReasonForm
              id={`hide-review-${report.id}`}
              openLabel={m.reviews_hide()}
              submitLabel={m.reviews_hide()}
              hint={m.reviews_reason_hint()}
              disabled={!hydrated || dismiss.busy}
              send={(reason) => hideReviewFn({ data: { locale, body: { reviewId: report.review.id, reason } } })}
              done={refresh}
              successTitle={m.reviews_hidden_toast()}
            />
          )}
        </div>
      </article>
    </li>
  )
}

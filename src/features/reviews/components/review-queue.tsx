import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { QueueDecision, QueueItem, QueueSection } from '@/components/admin/queue'
import { ReasonForm } from '@/components/form/reason-form'
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
      <QueueSection
        id="reviews-pending"
        title={m.reviews_queue_pending({ count: data.pending.length })}
        emptyMessage={m.reviews_queue_pending_none()}
        items={data.pending.map((review) => (
          <PendingItem key={review.id} review={review} locale={locale} />
        ))}
      />
      <QueueSection
        id="reviews-reports"
        title={m.reviews_queue_reports({ count: data.reports.length })}
        emptyMessage={m.reviews_queue_reports_none()}
        items={data.reports.map((report) => (
          <ReportItem key={report.id} report={report} locale={locale} />
        ))}
      />
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
  const refresh = useRefresh()
  return (
    <QueueItem
      headingId={`pending-review-${review.id}`}
      heading={<TripLink tripId={review.tripId} title={review.tripTitle} locale={locale} />}
      meta={m.reviews_queue_meta({
        author: review.author.name,
        language: localeNames[review.lang],
        date: formatDate(review.submittedAt, locale, 'medium'),
      })}
    >
      <p className="mt-1">
        <Stars rating={review.rating} />
      </p>
      <p className="mt-2 whitespace-pre-line wrap-anywhere" lang={review.lang}>
        {review.body}
      </p>
      <QueueDecision
        kind="primary"
        label={m.reviews_approve()}
        send={() => approveReviewFn({ data: { locale, body: { reviewId: review.id } } })}
        toast={m.reviews_approved_toast()}
        fallback={m.reviews_action_failed()}
        done={refresh}
      >
        {(disabled) => (
          <ReasonForm
            id={`reject-review-${review.id}`}
            openLabel={m.reviews_reject()}
            submitLabel={m.reviews_reject()}
            hint={m.reviews_reason_hint()}
            disabled={disabled}
            send={(reason) => rejectReviewFn({ data: { locale, body: { reviewId: review.id, reason } } })}
            done={refresh}
            successTitle={m.reviews_rejected_toast()}
          />
        )}
      </QueueDecision>
    </QueueItem>
  )
}

function ReportItem({ report, locale }: { report: OpenReviewReport; locale: Locale }) {
  const refresh = useRefresh()
  return (
    <QueueItem
      headingId={`review-report-${report.id}`}
      heading={<TripLink tripId={report.review.tripId} title={report.review.tripTitle} locale={locale} />}
      meta={m.reviews_queue_report_meta({
        reporter: report.reporter.name,
        reason: reasonName[report.reason](),
        date: formatDate(report.createdAt, locale, 'medium'),
      })}
    >
      {report.note && <p className="mt-1 wrap-anywhere">{report.note}</p>}
      <blockquote className="border-line mt-2 border-l-4 pl-3 whitespace-pre-line wrap-anywhere">
        <Stars rating={report.review.rating} /> {report.review.body}
      </blockquote>
      <QueueDecision
        kind="secondary"
        label={m.reviews_dismiss()}
        send={() => dismissReviewReportFn({ data: { locale, body: { reportId: report.id } } })}
        toast={m.reviews_dismissed_toast()}
        fallback={m.reviews_action_failed()}
        done={refresh}
      >
        {(disabled) =>
          report.review.status === 'published' && (
            <ReasonForm
              id={`hide-review-${report.id}`}
              openLabel={m.reviews_hide()}
              submitLabel={m.reviews_hide()}
              hint={m.reviews_reason_hint()}
              disabled={disabled}
              send={(reason) => hideReviewFn({ data: { locale, body: { reviewId: report.review.id, reason } } })}
              done={refresh}
              successTitle={m.reviews_hidden_toast()}
            />
          )
        }
      </QueueDecision>
    </QueueItem>
  )
}

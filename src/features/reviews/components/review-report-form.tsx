import { ReportForm } from '@/components/form/report-form'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { reportReviewFn } from '../reviews.functions'
import { reportReasons } from '../reviews.schemas'
import { reasonName } from './report-reasons'

/** A reader reports a review (ADR 052, 057), loaded on first use: the same reasons as for posts. */
export default function ReviewReportForm({
  reviewId,
  locale,
  onClose,
}: {
  reviewId: number
  locale: Locale
  onClose: () => void
}) {
  const titleId = `report-review-${reviewId}`
  return (
    <ReportForm
      name={`report-reason-${reviewId}`}
      noteId={`report-note-${reviewId}`}
      labelledBy={titleId}
      heading={
        <h4 id={titleId} className="font-semibold">
          {m.reviews_report_title()}
        </h4>
      }
      reasons={reportReasons.map((value) => ({ value, label: reasonName[value]() }))}
      initialReason="spam"
      labels={{
        reason: m.reviews_report_reason(),
        note: m.reviews_report_note(),
        submit: m.reviews_report_submit(),
        cancel: m.reviews_cancel(),
        sent: m.reviews_report_sent(),
      }}
      fallback={m.reviews_save_failed()}
      send={(body) => reportReviewFn({ data: { locale, body: { reviewId, ...body } } })}
      onClose={onClose}
    />
  )
}

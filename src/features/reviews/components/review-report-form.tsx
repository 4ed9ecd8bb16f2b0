import { useState } from 'react'
import { RadioGroupField, TextareaField } from '@/components/form/field'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { buttonPrimary, buttonSecondary } from '@/components/ui/button-styles'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { reportReviewFn } from '../reviews.functions'
import { reportReasons, type ReportReason } from '../reviews.schemas'
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
  const [reason, setReason] = useState<ReportReason>('spam')
  const [note, setNote] = useState('')
  const [sent, setSent] = useState(false)
  const { focusRoot, ...report } = useFormMutation<void, unknown, HTMLFormElement>({
    call: () => reportReviewFn({ data: { locale, body: { reviewId, reason, note } } }),
    fallback: m.reviews_save_failed(),
    successToast: () => ({ kind: 'success', title: m.reviews_report_sent() }),
    onSuccess: () => {
      setSent(true)
      return false
    },
  })
  if (sent) return <p role="status">{m.reviews_report_sent()}</p>
  const titleId = `report-review-${reviewId}`
  return (
    <form
      ref={focusRoot}
      noValidate
      aria-labelledby={titleId}
      className="border-line rounded-lg border p-4"
      onSubmit={(event) => {
        event.preventDefault()
        void report.submit()
      }}
    >
      <h4 id={titleId} className="font-semibold">
        {m.reviews_report_title()}
      </h4>
      {report.failure && !report.failure.fields && (
        <p role="alert" className="text-error mb-3">
          {report.failure.message}
        </p>
      )}
      <RadioGroupField
        name={`report-reason-${reviewId}`}
        legend={m.reviews_report_reason()}
        value={reason}
        onChange={setReason}
        options={reportReasons.map((value) => ({ value, label: reasonName[value]() }))}
      />
      <TextareaField
        id={`report-note-${reviewId}`}
        label={m.reviews_report_note()}
        value={note}
        onChange={setNote}
        rows={3}
        error={report.fieldError('note')}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={`${buttonPrimary} sm:w-auto`} disabled={report.busy}>
          {m.reviews_report_submit()}
        </button>
        <button type="button" className={`${buttonSecondary} sm:w-auto`} onClick={onClose}>
          {m.reviews_cancel()}
        </button>
      </div>
    </form>
  )
}

import { useState } from 'react'
import { RadioGroupField, TextareaField } from '@/components/form/field'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { buttonPrimary, buttonSecondary } from '@/components/ui/button-styles'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { hidePostFn, reportPostFn } from '../moderation.functions'
import { reportReasons, type ReportReason } from '../moderation.schemas'
import { reasonName } from './report-reasons'
import { ReasonForm } from '@/components/form/reason-form'

/** The report form (any signed-in reader) or an editor's "hide this post", opened under the post. */
export default function PostModerationForm({
  postId,
  title,
  locale,
  editor,
  onClose,
}: {
  postId: number
  title: string
  locale: Locale
  editor: boolean
  onClose: () => void
}) {
  const [hidden, setHidden] = useState(false)
  if (editor) {
    return hidden ? (
      <p role="status">{m.moderation_hidden_toast({ title })}</p>
    ) : (
      <ReasonForm
        id="hide-post-reason"
        openLabel={m.moderation_hide_post()}
        submitLabel={m.moderation_hide_submit()}
        hint={m.moderation_hide_hint()}
        disabled={false}
        initiallyOpen
        onCancel={onClose}
        send={(reason) => hidePostFn({ data: { locale, body: { postId, reason } } })}
        done={async () => setHidden(true)}
        successTitle={m.moderation_hidden_toast({ title })}
      />
    )
  }
  return <ReportForm postId={postId} locale={locale} onClose={onClose} />
}

function ReportForm({ postId, locale, onClose }: { postId: number; locale: Locale; onClose: () => void }) {
  const [reason, setReason] = useState<ReportReason>('spam')
  const [note, setNote] = useState('')
  const [sent, setSent] = useState(false)
  const { focusRoot, ...report } = useFormMutation<void, unknown, HTMLFormElement>({
    call: () => reportPostFn({ data: { locale, body: { postId, reason, note } } }),
    fallback: m.moderation_action_failed(),
    successToast: () => ({ kind: 'success', title: m.moderation_report_sent() }),
    onSuccess: () => {
      setSent(true)
      return false
    },
  })
  if (sent) return <p role="status">{m.moderation_report_sent()}</p>
  return (
    <form
      ref={focusRoot}
      noValidate
      aria-labelledby="report-post-title"
      className="border-line rounded-lg border p-4"
      onSubmit={(event) => {
        event.preventDefault()
        void report.submit()
      }}
    >
      <h2 id="report-post-title" className="text-lg font-semibold">
        {m.moderation_report_title()}
      </h2>
      <p className="text-muted mb-3 text-sm">{m.moderation_report_intro()}</p>
      {report.failure && !report.failure.fields && (
        <p role="alert" className="text-error mb-3">
          {report.failure.message}
        </p>
      )}
      <RadioGroupField
        name="report-reason"
        legend={m.moderation_report_reason()}
        value={reason}
        onChange={setReason}
        options={reportReasons.map((value) => ({ value, label: reasonName[value]() }))}
      />
      <TextareaField
        id="report-note"
        label={m.moderation_report_note()}
        hint={m.moderation_report_note_hint()}
        value={note}
        onChange={setNote}
        rows={3}
        error={report.fieldError('note')}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={`${buttonPrimary} sm:w-auto`} disabled={report.busy}>
          {m.moderation_report_submit()}
        </button>
        <button type="button" className={`${buttonSecondary} sm:w-auto`} onClick={onClose}>
          {m.moderation_cancel()}
        </button>
      </div>
    </form>
  )
}

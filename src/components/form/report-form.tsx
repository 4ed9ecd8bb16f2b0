import { useState, type ReactNode } from 'react'
import { RadioGroupField, TextareaField } from '@/components/form/field'
import { SendForm } from '@/components/form/send-form'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { buttonPrimary, buttonSecondary } from '@/components/ui/button-styles'

/**
 * A reader reports something (a post, review or comment; ADR 052): a reason, an optional note, send or cancel. Once
 * sent, the form gives way to the `sent` line. The form is named by `heading` (with `labelledBy`) or by `ariaLabel`.
 */
export function ReportForm<R extends string>({
  name,
  noteId,
  heading,
  labelledBy,
  ariaLabel,
  className = 'border-line rounded-lg border p-4',
  reasons,
  initialReason,
  noteRows = 3,
  labels,
  fallback,
  send,
  onClose,
}: {
  /** The reason radios' group name. */
  name: string
  noteId?: string
  heading?: ReactNode
  labelledBy?: string
  ariaLabel?: string
  className?: string
  reasons: ReadonlyArray<{ value: R; label: string }>
  initialReason: R
  noteRows?: number
  labels: { reason: string; note: string; noteHint?: string; submit: string; cancel: string; sent: string }
  fallback: string
  send: (report: { reason: R; note: string }) => Promise<unknown>
  onClose: () => void
}) {
  const [reason, setReason] = useState<R>(initialReason)
  const [note, setNote] = useState('')
  const [sent, setSent] = useState(false)
  const { focusRoot, ...report } = useFormMutation<void, unknown, HTMLFormElement>({
    call: () => send({ reason, note }),
    fallback,
    successToast: () => ({ kind: 'success', title: labels.sent }),
    onSuccess: () => {
      setSent(true)
      return false
    },
  })
  if (sent) return <p role="status">{labels.sent}</p>
  return (
    <SendForm
      ref={focusRoot}
      aria-labelledby={labelledBy}
      aria-label={ariaLabel}
      className={className}
      onSend={() => void report.submit()}
    >
      {heading}
      {report.failure && !report.failure.fields && (
        <p role="alert" className="text-error mb-3">
          {report.failure.message}
        </p>
      )}
      <RadioGroupField name={name} legend={labels.reason} value={reason} onChange={setReason} options={reasons} />
      <TextareaField
        id={noteId}
        label={labels.note}
        hint={labels.noteHint}
        value={note}
        onChange={setNote}
        rows={noteRows}
        error={report.fieldError('note')}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={`${buttonPrimary} sm:w-auto`} disabled={report.busy}>
          {labels.submit}
        </button>
        <button type="button" className={`${buttonSecondary} sm:w-auto`} onClick={onClose}>
          {labels.cancel}
        </button>
      </div>
    </SendForm>
  )
}

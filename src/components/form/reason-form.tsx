import { useEffect, useState } from 'react'
import { TextareaField } from '@/components/form/field'
import { SendForm } from '@/components/form/send-form'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { buttonDanger, buttonSecondary } from '@/components/ui/button-styles'
import { m } from '@/paraglide/messages'

/**
 * A staff decision that needs a reason (reject, hide a post, review or comment): a button opens the reason field in
 * place; the reason is sent with the decision and goes to whoever wrote the thing.
 */
export function ReasonForm({
  id,
  openLabel,
  submitLabel,
  hint,
  disabled,
  send,
  done,
  successTitle,
  initiallyOpen = false,
  onCancel,
}: {
  id: string
  openLabel: string
  submitLabel: string
  hint: string
  disabled: boolean
  send: (reason: string) => Promise<unknown>
  done: () => Promise<void>
  successTitle: string
  initiallyOpen?: boolean
  /** Cancel closes the field; with this, the caller decides what cancel does instead. */
  onCancel?: () => void
}) {
  const [open, setOpen] = useState(initiallyOpen)
  const [reason, setReason] = useState('')
  const { focusRoot, ...change } = useFormMutation<string, unknown, HTMLFormElement>({
    call: send,
    fallback: m.moderation_action_failed(),
    successToast: () => ({ kind: 'success', title: successTitle }),
    onSuccess: async () => {
      await done()
      return false
    },
  })
  // The button that opened the field is gone: the field takes focus (not on first render when opened already).
  const [opened, setOpened] = useState(false)
  useEffect(() => {
    if (opened) document.getElementById(id)?.focus()
  }, [opened, id])
  if (!open)
    return (
      <button
        type="button"
        className={`${buttonSecondary} sm:w-auto`}
        disabled={disabled}
        onClick={() => {
          setOpen(true)
          setOpened(true)
        }}
      >
        {openLabel}
      </button>
    )
  return (
    <SendForm
      ref={focusRoot}
      className="border-line mt-2 w-full rounded-md border p-3"
      onSend={() => void change.submit(reason)}
    >
      {change.failure && !change.failure.fields && (
        <p role="alert" className="text-error mb-2">
          {change.failure.message}
        </p>
      )}
      <TextareaField
        id={id}
        label={m.moderation_reason_label()}
        hint={hint}
        value={reason}
        onChange={setReason}
        rows={3}
        required
        error={change.fieldError('reason')}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={`${buttonDanger} w-full sm:w-auto`} disabled={disabled || change.busy}>
          {submitLabel}
        </button>
        <button
          type="button"
          className={`${buttonSecondary} sm:w-auto`}
          onClick={() => (onCancel ? onCancel() : setOpen(false))}
        >
          {m.moderation_cancel()}
        </button>
      </div>
    </SendForm>
  )
}

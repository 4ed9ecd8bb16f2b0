import type { ComponentProps, ReactNode } from 'react'
import { SignedOutNotice } from '@/components/form/signed-out-notice'
import { useHydrated } from '@/components/form/use-hydrated'
import { Alert } from '@/components/ui/alert'
import { buttonPrimary } from '@/components/ui/button-styles'
import { SendForm } from '@/components/form/send-form'

/** An account card's form: the signed-out notice and the failure, then its fields, then the submit button. */
export function AccountForm({
  form,
  formRef,
  onSubmit,
  submitLabel,
  children,
}: {
  /** The form hook's result, and its focus root apart (a ref inside the object would make all of it a ref). */
  form: {
    notice: ComponentProps<typeof SignedOutNotice>
    failure: { message: string } | null
    busy: boolean
  }
  formRef: (element: HTMLFormElement | null) => void
  onSubmit: () => void
  submitLabel: string
  children: ReactNode
}) {
  const hydrated = useHydrated()
  return (
    <SendForm ref={formRef} onSend={onSubmit}>
      <SignedOutNotice {...form.notice} />
      {form.failure && <Alert kind="error">{form.failure.message}</Alert>}
      {children}
      <button type="submit" className={`${buttonPrimary} sm:w-auto`} disabled={!hydrated || form.busy}>
        {submitLabel}
      </button>
    </SendForm>
  )
}

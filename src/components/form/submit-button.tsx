import type { FunctionComponent, ReactNode } from 'react'
import { buttonPrimary } from '@/components/ui/button-styles'

/** The slice of a TanStack Form (`useForm` result) that the submit button subscribes to. */
interface SubmittingForm {
  Subscribe: (props: {
    selector: (state: { isSubmitting: boolean }) => boolean
    children: (busy: boolean) => ReactNode
  }) => ReturnType<FunctionComponent>
}

interface SubmitButtonProps {
  form: SubmittingForm
  hydrated: boolean
  label: string
  /** Shown instead of `label` while submitting; without it the label stays. */
  busyLabel?: string
  /** Extra reason to keep the button disabled (it always is before hydration and while submitting). */
  disabled?: boolean
}

/** Primary submit button of a form: disabled before hydration and while submitting. */
export function SubmitButton({ form, hydrated, label, busyLabel, disabled = false }: SubmitButtonProps) {
  return (
    <form.Subscribe selector={(s) => s.isSubmitting}>
      {(busy) => (
        <button type="submit" className={buttonPrimary} disabled={!hydrated || busy || disabled}>
          {busy && busyLabel ? busyLabel : label}
        </button>
      )}
    </form.Subscribe>
  )
}

import { useForm } from '@tanstack/react-form'
import { useState } from 'react'
import { useFocusError } from '@/components/form/use-focus-error'
import type { Locale } from '@/lib/i18n/locales'
import type { resendConfirmationFn } from '../auth.functions'
import { authSchemas, type AuthErrorBody } from '../auth.schemas'

/**
 * The state of a form that asks for a mail by address (resend the confirmation, request a password reset): the form
 * gives way to its "sent" message, and focus follows to that message, or to the field or error after a failure.
 */
export function useMailRequestForm(locale: Locale, send: typeof resendConfirmationFn) {
  const [done, setDone] = useState(false)
  const [error, setError] = useState<AuthErrorBody | null>(null)
  const { ref, focusError, focusSuccess } = useFocusError<HTMLDivElement>()
  const form = useForm({
    defaultValues: { email: '' },
    validators: { onSubmit: authSchemas(locale).email },
    onSubmitInvalid: () => focusError(),
    onSubmit: async ({ value }) => {
      setError(null)
      const result = await send({ data: { locale, body: value } })
      if (result.ok) {
        setDone(true)
        focusSuccess()
      } else {
        setError(result.error)
        focusError()
      }
    },
  })
  return { form, done, error, ref }
}

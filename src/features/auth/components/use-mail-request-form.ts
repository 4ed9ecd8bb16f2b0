import { useForm } from '@tanstack/react-form'
import { useState } from 'react'
import { useFormMutation } from '@/components/form/use-form-mutation'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { resendConfirmationFn } from '../auth.functions'
import { authSchemas } from '../auth.schemas'

/**
 * The state of a form that asks for a mail by address (resend the confirmation, request a password reset): the form
 * gives way to its "sent" message, and focus follows to that message, or to the field or error after a failure.
 */
export function useMailRequestForm(locale: Locale, send: typeof resendConfirmationFn) {
  const [done, setDone] = useState(false)
  const { focusRoot, ...request } = useFormMutation<{ email: string }, unknown, HTMLDivElement>({
    call: (body) => send({ data: { locale, body } }),
    fallback: m.account_failed(),
    signedOutNotice: false,
    onSuccess: () => setDone(true),
  })
  const form = useForm({
    defaultValues: { email: '' },
    validators: { onSubmit: authSchemas(locale).email },
    onSubmitInvalid: () => request.focusInvalid(),
    onSubmit: async ({ value }) => {
      await request.submit(value)
    },
  })
  return { form, done, error: request.failure, ref: focusRoot }
}

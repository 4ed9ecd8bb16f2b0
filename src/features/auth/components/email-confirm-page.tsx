import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useFormMutation } from '@/components/form/use-form-mutation'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { confirmEmailFn, resendConfirmationFn } from '../auth.functions'
import { useSessionActions } from '../use-session'
import { Alert } from '@/components/ui/alert'
import { AuthShell } from './auth-shell'
import { SubmitButton } from '@/components/form/submit-button'
import { useHydrated } from '@/components/form/use-hydrated'
import { useMailRequestForm } from './use-mail-request-form'
import { EmailField } from './auth-fields'

/** Consumes the link's token once (on mount), signs the user in and lands on the profile. */
export function EmailConfirmPage({
  locale,
  token,
  redirectTo,
}: {
  locale: Locale
  token: string | undefined
  redirectTo: string
}) {
  const navigate = useNavigate()
  const { setUser } = useSessionActions()
  const [failure, setFailure] = useState<string | null>(token ? null : m.auth_token_invalid())
  const started = useRef(false)
  const confirm = useFormMutation({
    call: (link: string) => confirmEmailFn({ data: { locale, body: { token: link } } }),
    fallback: m.auth_error_unexpected(),
    signedOutNotice: false,
    successToast: () => ({ kind: 'success', title: m.auth_confirm_done_toast() }),
    onSuccess: async ({ user }) => {
      await setUser(user)
      await navigate({ href: redirectTo, replace: true })
      return false
    },
    // The page shows the failure in place of its "working" line, with a form to ask for a new link.
    onFailure: ({ message }) => {
      setFailure(message)
      return { show: 'none' }
    },
  })
  const { submit } = confirm

  useEffect(() => {
    if (!token || started.current) return
    started.current = true
    void submit(token)
  }, [token, submit])

  return (
    <AuthShell title={m.auth_confirm_title()}>
      {failure ? (
        <>
          <Alert kind="error">{failure}</Alert>
          <ResendForm locale={locale} />
        </>
      ) : (
        <p role="status" className="text-muted">
          {m.auth_confirm_working()}
        </p>
      )}
    </AuthShell>
  )
}

export function ResendForm({ locale }: { locale: Locale }) {
  const hydrated = useHydrated()
  const { form, done, error, ref } = useMailRequestForm(locale, resendConfirmationFn)
  return (
    <div ref={ref}>
      {done ? (
        <Alert kind="success">{m.auth_resend_done()}</Alert>
      ) : (
        <form
          noValidate
          method="post"
          aria-label={m.auth_resend_title()}
          onSubmit={(e) => {
            e.preventDefault()
            void form.handleSubmit()
          }}
        >
          <h2 className="text-ink mb-3 text-xl font-semibold">{m.auth_resend_title()}</h2>
          {error && !error.fields?.email && <Alert kind="error">{error.message}</Alert>}
          <form.Field name="email">
            {(field) => <EmailField field={field} serverError={error?.fields?.email} />}
          </form.Field>
          <SubmitButton form={form} hydrated={hydrated} label={m.auth_resend_button()} />
          <p className="mt-4 text-sm">
            <Link to="/$lang/auth/login" params={{ lang: locale }} className="text-link underline">
              {m.auth_back_to_login()}
            </Link>
          </p>
        </form>
      )}
    </div>
  )
}

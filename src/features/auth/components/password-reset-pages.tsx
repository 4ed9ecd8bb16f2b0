import { useForm } from '@tanstack/react-form'
import { Link, useNavigate } from '@tanstack/react-router'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { confirmPasswordResetFn, requestPasswordResetFn } from '../auth.functions'
import { authSchemas } from '../auth.schemas'
import { Alert } from '@/components/ui/alert'
import { AuthShell } from './auth-shell'
import { SubmitButton } from '@/components/form/submit-button'
import { useHydrated } from '@/components/form/use-hydrated'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { useMailRequestForm } from './use-mail-request-form'
import { EmailField, NewPasswordField } from './auth-fields'

/** Request a reset link; the answer is the same whether or not the account exists. */
export function PasswordResetPage({ locale }: { locale: Locale }) {
  const hydrated = useHydrated()
  const { form, done, error, ref } = useMailRequestForm(locale, requestPasswordResetFn)
  return (
    <AuthShell title={m.auth_reset_title()} intro={m.auth_reset_intro()}>
      <div ref={ref}>
        {done ? (
          <Alert kind="success">{m.auth_reset_sent()}</Alert>
        ) : (
          <form
            noValidate
            method="post"
            aria-label={m.auth_reset_title()}
            onSubmit={(e) => {
              e.preventDefault()
              void form.handleSubmit()
            }}
          >
            {error && <Alert kind="error">{error.message}</Alert>}
            <form.Field name="email">
              {(field) => <EmailField field={field} serverError={error?.fields?.email} />}
            </form.Field>
            <SubmitButton form={form} hydrated={hydrated} label={m.auth_reset_submit()} />
          </form>
        )}
      </div>
      <p className="mt-6 text-sm">
        <Link to="/$lang/auth/login" params={{ lang: locale }} className="text-link underline">
          {m.auth_back_to_login()}
        </Link>
      </p>
    </AuthShell>
  )
}

/** Token from the mail + a new password; every session of the account is revoked, then the user signs in. */
export function PasswordResetConfirmPage({ locale, token }: { locale: Locale; token: string | undefined }) {
  const hydrated = useHydrated()
  const navigate = useNavigate()
  // A refused token replaces the form with its message: the focus root spans both.
  const { focusRoot: ref, ...reset } = useFormMutation<string, unknown, HTMLDivElement>({
    call: (password) => confirmPasswordResetFn({ data: { locale, body: { token: token ?? '', password } } }),
    fallback: m.account_failed(),
    signedOutNotice: false,
    successToast: () => ({ kind: 'success', title: m.auth_reset_done_toast() }),
    onSuccess: async () => {
      await navigate({ to: '/$lang/auth/login', params: { lang: locale }, replace: true })
      return false
    },
  })
  const error = reset.failure
  const form = useForm({
    defaultValues: { password: '' },
    validators: { onSubmit: authSchemas(locale).resetConfirm.pick({ password: true }) },
    onSubmitInvalid: () => reset.focusInvalid(),
    onSubmit: async ({ value }) => {
      await reset.submit(value.password)
    },
  })
  const tokenProblem = !token || (error && !error.fields && error.code.startsWith('token'))
  return (
    <AuthShell title={m.auth_reset_confirm_title()}>
      <div ref={ref}>
        {tokenProblem ? (
          <>
            <Alert kind="error">{error?.message ?? m.auth_token_invalid()}</Alert>
            <Link to="/$lang/auth/password-reset" params={{ lang: locale }} className="text-link underline">
              {m.auth_reset_again()}
            </Link>
          </>
        ) : (
          <form
            noValidate
            method="post"
            aria-label={m.auth_reset_confirm_title()}
            onSubmit={(e) => {
              e.preventDefault()
              void form.handleSubmit()
            }}
          >
            {error && !error.fields && <Alert kind="error">{error.message}</Alert>}
            {/* Lets password managers pair the new password with the account. */}
            <input type="text" name="username" autoComplete="username" hidden readOnly value="" />
            <form.Field name="password">
              {(field) => (
                <NewPasswordField
                  field={field}
                  label={m.auth_field_new_password()}
                  serverError={error?.fields?.password}
                />
              )}
            </form.Field>
            <SubmitButton form={form} hydrated={hydrated} label={m.auth_reset_confirm_submit()} />
          </form>
        )}
      </div>
    </AuthShell>
  )
}

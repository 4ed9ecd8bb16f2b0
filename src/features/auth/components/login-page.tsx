import { useForm } from '@tanstack/react-form'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { browserCaptcha, type CaptchaState } from '@/lib/captcha'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { loginFn, registerFn, resendConfirmationFn } from '../auth.functions'
import { authConfigQuery } from '../auth.queries'
import { authSchemas, type LoginInput, type PublicUser, type RegisterInput } from '../auth.schemas'
import { useSessionActions } from '../use-session'
import { Alert } from '@/components/ui/alert'
import { buttonSecondary } from '@/components/ui/button-styles'
import { AuthShell } from './auth-shell'
import { PasswordField, TextField, bindField } from '@/components/form/field'
import { SubmitButton } from '@/components/form/submit-button'
import { useHydrated } from '@/components/form/use-hydrated'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { EmailField, NewPasswordField } from './auth-fields'
import { markTelegramStart } from '../telegram-start'
import { TwoFactorStep } from './two-factor-step'

export type LoginMode = 'signin' | 'signup'

interface Props {
  locale: Locale
  /** Same-origin path to land on after sign-in (already checked by the route). */
  redirectTo: string
  mode: LoginMode
  /** An error handed over by a social sign-in callback. */
  error?: string
  /**
   * Where to land after sign-in, given the user: the route composes the preferred interface language in
   * (features do not import each other). Without it, `redirectTo`.
   */
  resolveTarget?: (user: PublicUser, target: string) => Promise<string>
}

export function LoginPage({ locale, redirectTo, mode: initialMode, error, resolveTarget }: Props) {
  const [mode, setMode] = useState<LoginMode>(initialMode)
  // A correct password of an account with two-factor sign-in asks for the second step (ADR 044) in place.
  const [secondStep, setSecondStep] = useState<{ finish: (user: PublicUser) => Promise<void> } | null>(null)
  const { data: config } = useQuery(authConfigQuery())
  const socialError =
    error === 'telegram' ? m.auth_error_telegram_invalid() : error ? m.auth_error_social_failed() : null
  if (secondStep)
    return (
      <AuthShell title={m.auth_login_title()} intro={m.auth_login_intro()}>
        <TwoFactorStep locale={locale} onSignedIn={secondStep.finish} onRestart={() => setSecondStep(null)} />
      </AuthShell>
    )
  return (
    <AuthShell
      title={mode === 'signin' ? m.auth_login_title() : m.auth_signup_title()}
      intro={mode === 'signin' ? m.auth_login_intro() : m.auth_signup_intro()}
    >
      <div
        className="border-line mb-6 grid grid-cols-2 gap-1 rounded-md border p-1"
        role="group"
        aria-label={m.auth_mode_label()}
      >
        {(['signin', 'signup'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={mode === value}
            onClick={() => setMode(value)}
            className="text-ink rounded px-3 py-2 font-medium aria-pressed:bg-ink aria-pressed:text-page"
          >
            {value === 'signin' ? m.auth_mode_signin() : m.auth_mode_signup()}
          </button>
        ))}
      </div>
      {socialError && <Alert kind="error">{socialError}</Alert>}
      {mode === 'signin' ? (
        <SignInForm
          locale={locale}
          redirectTo={redirectTo}
          captchaSiteKey={config?.captchaSiteKey ?? null}
          resolveTarget={resolveTarget}
          onSecondStep={(finish) => setSecondStep({ finish })}
        />
      ) : (
        <SignUpForm locale={locale} redirectTo={redirectTo} />
      )}
      {config && (config.google || config.telegram) && (
        <div className="mt-8">
          <p className="mb-3 text-center text-sm text-muted">{m.auth_or_continue_with()}</p>
          <div className="flex flex-col gap-3">
            {config.google && (
              <a
                className={buttonSecondary}
                href={`/api/auth/google?redirect=${encodeURIComponent(redirectTo)}&lang=${locale}`}
              >
                {m.auth_google_button()}
              </a>
            )}
            {config.telegram && <TelegramButton botName={config.telegram.botName} locale={locale} />}
          </div>
        </div>
      )}
    </AuthShell>
  )
}

function SignInForm({
  locale,
  redirectTo,
  captchaSiteKey,
  resolveTarget,
  onSecondStep,
}: {
  locale: Locale
  redirectTo: string
  captchaSiteKey: string | null
  resolveTarget?: Props['resolveTarget']
  /** The password was right and two-factor sign-in is on: the page shows the second step, then calls `finish`. */
  onSecondStep: (finish: (user: PublicUser) => Promise<void>) => void
}) {
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const { setUser } = useSessionActions()
  const [resent, setResent] = useState(false)
  const [captchaState, setCaptchaState] = useState<CaptchaState | 'failed'>('not-loaded')
  const schemas = authSchemas(locale)
  const finish = async (user: PublicUser) => {
    await setUser(user)
    const target = resolveTarget ? await resolveTarget(user, redirectTo).catch(() => redirectTo) : redirectTo
    await navigate({ href: target, replace: true })
  }
  const { focusRoot, ...login } = useFormMutation({
    call: (input: { body: LoginInput; captchaToken?: string }) => loginFn({ data: { locale, ...input } }),
    fallback: m.account_failed(),
    signedOutNotice: false,
    successToast: ({ user }) =>
      user ? { kind: 'success', title: m.auth_signed_in_toast({ name: user.name }) } : undefined,
    onSuccess: async ({ user }) => {
      if (!user) {
        onSecondStep(finish)
        return false
      }
      await finish(user)
      return false
    },
  })
  const serverError = login.failure
  // Asked from the "not confirmed" message; it says "sent" whatever the answer (no enumeration, nothing to retry).
  const resend = useFormMutation({
    call: (email: string) => resendConfirmationFn({ data: { locale, body: { email } } }),
    fallback: m.account_failed(),
    signedOutNotice: false,
    onSuccess: () => setResent(true),
    onFailure: () => {
      setResent(true)
      return { show: 'none' }
    },
  })

  useEffect(() => {
    if (!captchaSiteKey) return
    const captcha = browserCaptcha(captchaSiteKey)
    const unsubscribe = captcha.subscribe(setCaptchaState)
    setCaptchaState(captcha.state)
    captcha.load().catch(() => setCaptchaState('failed'))
    return unsubscribe
  }, [captchaSiteKey])

  const form = useForm({
    defaultValues: { email: '', password: '' },
    validators: { onSubmit: schemas.login },
    onSubmitInvalid: () => login.focusInvalid(),
    onSubmit: async ({ value }) => {
      login.clearFailure()
      setResent(false)
      let captchaToken: string | undefined
      if (captchaSiteKey) {
        try {
          captchaToken = await browserCaptcha(captchaSiteKey).execute('login')
        } catch {
          setCaptchaState('failed')
          login.focusInvalid()
          return
        }
      }
      await login.submit({ body: value, captchaToken })
    },
  })

  return (
    <form
      ref={focusRoot}
      noValidate
      method="post"
      aria-label={m.auth_login_title()}
      onSubmit={(e) => {
        e.preventDefault()
        void form.handleSubmit()
      }}
    >
      {serverError && (
        <Alert kind="error">
          <p>{serverError.message}</p>
          {serverError.code === 'email_not_confirmed' && !resent && (
            <button
              type="button"
              onClick={() => void resend.submit(form.getFieldValue('email'))}
              className="mt-2 font-semibold underline"
            >
              {m.auth_resend_button()}
            </button>
          )}
        </Alert>
      )}
      {resent && <Alert kind="success">{m.auth_resend_done()}</Alert>}
      {captchaState === 'failed' && <Alert kind="error">{m.auth_captcha_load_failed()}</Alert>}
      <form.Field name="email">
        {(field) => (
          <EmailField
            field={field}
            autoComplete="username"
            inputMode="email"
            serverError={serverError?.fields?.email}
          />
        )}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <PasswordField
            label={m.auth_field_password()}
            autoComplete="current-password"
            required
            {...bindField(field, serverError?.fields?.password)}
          />
        )}
      </form.Field>
      <p className="mb-4 text-sm">
        <Link to="/$lang/auth/password-reset" params={{ lang: locale }} className="text-link underline">
          {m.auth_forgot_password()}
        </Link>
      </p>
      <SubmitButton
        form={form}
        hydrated={hydrated}
        label={m.auth_login_submit()}
        busyLabel={m.auth_working()}
        disabled={captchaState === 'loading'}
      />
      {captchaSiteKey && (
        <p className="mt-3 text-xs text-muted">
          {m.auth_captcha_notice_start()}{' '}
          <a href="https://policies.google.com/privacy" className="underline">
            {m.auth_captcha_notice_privacy()}
          </a>{' '}
          {m.auth_captcha_notice_and()}{' '}
          <a href="https://policies.google.com/terms" className="underline">
            {m.auth_captcha_notice_terms()}
          </a>{' '}
          {m.auth_captcha_notice_end()}
        </p>
      )}
    </form>
  )
}

function SignUpForm({ locale, redirectTo }: { locale: Locale; redirectTo: string }) {
  const hydrated = useHydrated()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const schemas = authSchemas(locale)
  // The form gives way to the "check your inbox" message: the focus root spans both.
  const { focusRoot: ref, ...register } = useFormMutation<RegisterInput, unknown, HTMLDivElement>({
    call: (body) => registerFn({ data: { locale, body, redirect: redirectTo } }),
    fallback: m.account_failed(),
    signedOutNotice: false,
    onSuccess: (_, body) => setSentTo(body.email.trim()),
  })
  const serverError = register.failure
  const form = useForm({
    defaultValues: { name: '', email: '', password: '' },
    validators: { onSubmit: schemas.register },
    onSubmitInvalid: () => register.focusInvalid(),
    onSubmit: async ({ value }) => {
      await register.submit(value)
    },
  })
  if (sentTo) {
    return (
      <div ref={ref}>
        <Alert kind="success">
          <p className="font-semibold">{m.auth_signup_done_title()}</p>
          <p>{m.auth_signup_done_text({ email: sentTo })}</p>
        </Alert>
      </div>
    )
  }
  return (
    <div ref={ref}>
      <form
        noValidate
        method="post"
        aria-label={m.auth_signup_title()}
        onSubmit={(e) => {
          e.preventDefault()
          void form.handleSubmit()
        }}
      >
        {serverError && !serverError.fields && <Alert kind="error">{serverError.message}</Alert>}
        <form.Field name="name">
          {(field) => (
            <TextField
              label={m.auth_field_name()}
              autoComplete="name"
              required
              {...bindField(field, serverError?.fields?.name)}
            />
          )}
        </form.Field>
        <form.Field name="email">
          {(field) => <EmailField field={field} inputMode="email" serverError={serverError?.fields?.email} />}
        </form.Field>
        <form.Field name="password">
          {(field) => (
            <NewPasswordField
              field={field}
              label={m.auth_field_password()}
              serverError={serverError?.fields?.password}
            />
          )}
        </form.Field>
        <SubmitButton form={form} hydrated={hydrated} label={m.auth_signup_submit()} busyLabel={m.auth_working()} />
      </form>
    </div>
  )
}

/** Telegram's Login Widget in redirect mode: Telegram sends the signed data to our callback page. */
function TelegramButton({ botName, locale }: { botName: string; locale: Locale }) {
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const host = container.current
    if (!host || host.childElementCount) return
    const script = document.createElement('script')
    script.src = 'https://telegram.org/js/telegram-widget.js?22'
    script.async = true
    script.dataset.telegramLogin = botName
    script.dataset.size = 'large'
    script.dataset.authUrl = `${window.location.origin}/${locale}/auth/telegram/callback`
    script.dataset.requestAccess = 'write'
    script.dataset.lang = locale
    host.appendChild(script)
    markTelegramStart()
  }, [botName, locale])
  return (
    <div ref={container} className="flex min-h-10 justify-center" aria-label={m.auth_telegram_button()} role="group" />
  )
}

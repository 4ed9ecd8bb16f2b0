import { useEffect, useState } from 'react'
import { TextField } from '@/components/form/field'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { useHydrated } from '@/components/form/use-hydrated'
import { Alert } from '@/components/ui/alert'
import { buttonPrimary } from '@/components/ui/button-styles'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { PublicUser } from '../auth.schemas'
import { twoFactorSignInFn } from '../two-factor.functions'

/**
 * The sign-in's second step (ADR 044): a 6-digit code from the authenticator app, or one recovery code. An expired or
 * used-up challenge sends the visitor back to the password step.
 */
export function TwoFactorStep({
  locale,
  onSignedIn,
  onRestart,
}: {
  locale: Locale
  onSignedIn: (user: PublicUser) => Promise<void>
  onRestart: () => void
}) {
  const hydrated = useHydrated()
  const [recovery, setRecovery] = useState(false)
  const [value, setValue] = useState('')
  const { focusRoot, ...verify } = useFormMutation({
    call: (body: { code: string } | { recoveryCode: string }) => twoFactorSignInFn({ data: { locale, body } }),
    fallback: m.account_failed(),
    signedOutNotice: false,
    successToast: ({ user }) => ({ kind: 'success', title: m.auth_signed_in_toast({ name: user.name }) }),
    onSuccess: async ({ user }) => {
      await onSignedIn(user)
      return false
    },
  })
  // The step replaces the password form: focus goes to its field (ADR 041), also after switching code kinds.
  useEffect(() => document.getElementById('two-factor-code')?.focus(), [recovery])
  const failure = verify.failure
  const field = recovery ? 'recoveryCode' : 'code'
  return (
    <form
      ref={focusRoot}
      noValidate
      method="post"
      aria-label={m.two_factor_step_title()}
      onSubmit={(e) => {
        e.preventDefault()
        void verify.submit(recovery ? { recoveryCode: value } : { code: value })
      }}
    >
      <h2 className="mb-2 text-xl font-semibold">{m.two_factor_step_title()}</h2>
      <p className="text-muted mb-4">{recovery ? m.two_factor_step_recovery_intro() : m.two_factor_step_intro()}</p>
      {failure && !failure.fields && (
        <Alert kind="error">
          <p>{failure.message}</p>
          {failure.code === 'two_factor_expired' && (
            <button type="button" className="mt-2 font-semibold underline" onClick={onRestart}>
              {m.two_factor_step_restart()}
            </button>
          )}
        </Alert>
      )}
      <TextField
        key={field}
        id="two-factor-code"
        name={field}
        label={recovery ? m.two_factor_recovery_label() : m.two_factor_code_label()}
        value={value}
        onChange={setValue}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={recovery ? 11 : 7}
        required
        error={verify.fieldError(field) ?? verify.fieldError('code')}
      />
      <button type="submit" className={buttonPrimary} disabled={!hydrated || verify.busy}>
        {verify.busy ? m.auth_working() : m.two_factor_step_submit()}
      </button>
      <p className="mt-4 text-sm">
        <button
          type="button"
          className="text-link underline"
          onClick={() => {
            setRecovery(!recovery)
            setValue('')
            verify.clearFailure()
          }}
        >
          {recovery ? m.two_factor_step_use_app() : m.two_factor_step_use_recovery()}
        </button>
      </p>
    </form>
  )
}

import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { useHydrated } from '@/components/form/use-hydrated'
import { Alert } from '@/components/ui/alert'
import { buttonPrimary } from '@/components/ui/button-styles'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { secureAccountFn } from '../auth.functions'
import { useSessionActions } from '../use-session'
import { AuthShell } from './auth-shell'

/**
 * The link of a security notice (ADR 049): one button, because the action signs every device out. Not on mount: a
 * mail scanner that opens links must not trigger it.
 */
export function SecureAccountPage({ locale, token }: { locale: Locale; token: string | undefined }) {
  const hydrated = useHydrated()
  const { setUser } = useSessionActions()
  const [securedFor, setSecuredFor] = useState<string | null>(null)
  const { focusRoot, submit, busy, failure } = useFormMutation({
    call: (link: string) => secureAccountFn({ data: { locale, body: { token: link } } }),
    fallback: m.auth_error_unexpected(),
    signedOutNotice: false,
    onSuccess: async ({ email }) => {
      setSecuredFor(email)
      await setUser(null)
      return false
    },
  })
  return (
    <AuthShell title={m.auth_secure_title()}>
      <div>
        {securedFor ? (
          <Alert kind="success">{m.auth_secure_done({ email: securedFor })}</Alert>
        ) : !token ? (
          <Alert kind="error">{m.auth_token_invalid()}</Alert>
        ) : (
          <form
            ref={focusRoot}
            noValidate
            method="post"
            aria-label={m.auth_secure_title()}
            onSubmit={(event) => {
              event.preventDefault()
              void submit(token)
            }}
          >
            <p className="text-muted mb-4">{m.auth_secure_intro()}</p>
            {failure && <Alert kind="error">{failure.fields?.token ?? failure.message}</Alert>}
            <button type="submit" className={buttonPrimary} disabled={!hydrated || busy}>
              {m.auth_secure_submit()}
            </button>
          </form>
        )}
        <p className="mt-4 text-sm">
          <Link to="/$lang/auth/login" params={{ lang: locale }} className="text-link underline">
            {m.auth_back_to_login()}
          </Link>
        </p>
      </div>
    </AuthShell>
  )
}

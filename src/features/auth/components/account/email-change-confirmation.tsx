import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { errorBody } from '@/lib/error-body'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { confirmEmailChangeFn } from '../../account.functions'
import { accountKeys } from '../../account.queries'
import { useSessionActions } from '../../use-session'

/** Opens an e-mail change link (`?emailChange=` on the preferences page) once, then tells the outcome. */
export function EmailChangeConfirmation({
  locale,
  token,
  onDone,
}: {
  locale: Locale
  token: string
  /** Drops the token from the address bar. */
  onDone: () => void
}) {
  const { setUser } = useSessionActions()
  const queryClient = useQueryClient()
  const started = useRef(false)
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)
  useEffect(() => {
    if (started.current) return
    started.current = true
    confirmEmailChangeFn({ data: { locale, token } })
      .then(async (user) => {
        await setUser(user)
        await queryClient.invalidateQueries({ queryKey: accountKeys.overview })
        setOutcome({ kind: 'success', text: m.account_email_changed({ email: user.email }) })
      })
      .catch((error: unknown) => {
        const body = errorBody(error, m.account_failed())
        setOutcome({ kind: 'error', text: body.fields?.token ?? body.fields?.newEmail ?? body.message })
      })
      .finally(onDone)
  }, [locale, token, setUser, queryClient, onDone])
  if (!outcome) return null
  return <Alert kind={outcome.kind}>{outcome.text}</Alert>
}

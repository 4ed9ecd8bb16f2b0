import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useRef } from 'react'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { AuthShell } from '@/features/auth/components/auth-shell'
import { telegramSignInFn } from '@/features/auth/auth.functions'
import { takeTelegramStart } from '@/features/auth/telegram-start'
import { useSessionActions } from '@/features/auth/use-session'
import { telegramSearch } from '@/lib/search-params'
import { m } from '@/paraglide/messages'

/**
 * Return point of the Telegram Login Widget (redirect mode): the signed fields arrive in the query. Anyone can build
 * such a link, so it only signs in (or creates an account), only in a tab that showed the widget (telegram-start.ts),
 * and the server never links Telegram to a signed-in user.
 */
export const Route = createFileRoute('/$lang/auth/telegram/callback')({
  validateSearch: telegramSearch,
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: function TelegramCallbackRoute() {
    const { locale } = Route.useRouteContext()
    const fields = Route.useSearch()
    const navigate = useNavigate()
    const { setUser } = useSessionActions()
    const started = useRef(false)
    const backToLogin = useCallback(
      () =>
        navigate({ to: '/$lang/auth/login', params: { lang: locale }, search: { error: 'telegram' }, replace: true }),
      [navigate, locale],
    )
    const signIn = useFormMutation({
      call: (body: typeof fields) => telegramSignInFn({ data: { locale, body } }),
      fallback: m.auth_error_telegram_invalid(),
      signedOutNotice: false,
      successToast: ({ user }) => ({ kind: 'success', title: m.auth_signed_in_toast({ name: user.name }) }),
      onSuccess: async ({ user }) => {
        await setUser(user)
        await navigate({ to: '/$lang/profile', params: { lang: locale }, replace: true })
        return false
      },
      onFailure: async (failure) => {
        if (failure.code === 'telegram_signed_in') {
          // Signed in to another account: nothing was linked; back to the profile with the reason.
          await navigate({ to: '/$lang/profile', params: { lang: locale }, replace: true })
          return { show: 'toast' }
        }
        await backToLogin()
        return { show: 'none' }
      },
    })
    const { submit } = signIn
    useEffect(() => {
      if (started.current) return
      started.current = true
      // A link from elsewhere (a mail, another site) signs nobody in: back to the login page.
      if (takeTelegramStart()) void submit(fields)
      else void backToLogin()
    }, [fields, submit, backToLogin])
    return (
      <AuthShell title={m.auth_telegram_button()}>
        <p role="status">{m.auth_working()}</p>
      </AuthShell>
    )
  },
})

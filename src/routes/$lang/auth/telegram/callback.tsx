import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { notify } from '@/components/ui/toast'
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
    useEffect(() => {
      if (started.current) return
      started.current = true
      void (async () => {
        // A link from elsewhere (a mail, another site) signs nobody in: back to the login page.
        const result = takeTelegramStart()
          ? await telegramSignInFn({ data: { locale, body: fields } }).catch(() => null)
          : null
        if (result?.ok) {
          await setUser(result.data.user)
          notify({ kind: 'success', title: m.auth_signed_in_toast({ name: result.data.user.name }) })
          await navigate({ to: '/$lang/profile', params: { lang: locale }, replace: true })
        } else if (result?.error.code === 'telegram_signed_in') {
          // Signed in to another account: nothing was linked; back to the profile with the reason.
          notify({ kind: 'error', title: result.error.message })
          await navigate({ to: '/$lang/profile', params: { lang: locale }, replace: true })
        } else {
          await navigate({
            to: '/$lang/auth/login',
            params: { lang: locale },
            search: { error: 'telegram' },
            replace: true,
          })
        }
      })()
    }, [fields, locale, navigate, setUser])
    return (
      <AuthShell title={m.auth_telegram_button()}>
        <p role="status">{m.auth_working()}</p>
      </AuthShell>
    )
  },
})

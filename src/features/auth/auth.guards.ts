import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '@/lib/i18n/locales'
import { safeRedirectPath } from '@/lib/urls'
import { sessionQuery } from './auth.queries'

interface GuardContext {
  context: { queryClient: QueryClient; locale: Locale }
  location: ParsedLocation
}

/** Guest-only pages (login, confirm, reset): a signed-in user goes to the profile (or the safe `redirect`). */
export async function guestOnly({ context, location }: GuardContext) {
  const user = await context.queryClient.ensureQueryData(sessionQuery())
  if (!user) return
  const wanted = (location.search as { redirect?: unknown }).redirect
  const target = safeRedirectPath(wanted, `/${context.locale}/profile`)
  throw redirect({ href: target })
}

/** User-only pages (/profile/**): anonymous users go to login with a same-origin `redirect` back. */
export async function userOnly({ context, location }: GuardContext) {
  const user = await context.queryClient.ensureQueryData(sessionQuery())
  if (user) return { user }
  throw redirect({
    to: '/$lang/auth/login',
    params: { lang: context.locale },
    search: { redirect: safeRedirectPath(location.href, `/${context.locale}/profile`) },
  })
}

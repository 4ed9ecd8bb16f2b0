import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '@/lib/i18n/locales'
import { safeRedirectPath } from '@/lib/urls'
import { sessionQuery } from './auth.queries'
import type { PublicUser } from './auth.schemas'
import { holdsRole, type StaffRole } from './roles'

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

/**
 * Back-office pages (/admin/**, ADR 043): anonymous visitors go to sign-in like on /profile; an account without the
 * staff `role` gets the site's 404 (the back office is not revealed). `backOffice` is false for staff without
 * two-factor sign-in: the layout then shows how to turn it on, and pages load nothing (their calls would answer 403).
 */
export async function staffOnly(guard: GuardContext, role: StaffRole = 'editor') {
  const { user } = await userOnly(guard)
  // Exactly what an unknown address answers (profile/$.tsx): nothing tells a member the back office exists.
  if (!holdsRole(user, role)) throw notFound({ data: { kind: 'path', path: guard.location.pathname } })
  return { user: user as PublicUser, backOffice: user.twoFactorEnabled }
}

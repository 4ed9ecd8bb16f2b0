import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { PublicUser } from './auth.schemas'
import type { Locale } from '@/lib/i18n/locales'
import { logoutFn, refreshFn } from './session.functions'
import { authKeys, sessionQuery } from './auth.queries'
import { preferencesQuery } from './preferences.queries'
import type { Preferences } from './preferences.schemas'

export interface SessionState {
  user: PublicUser | null
  prefs: Preferences | null
  /** True once the first session load finished (on SSR pages: already on the first render). */
  ready: boolean
}

/** Spec §3/§4 session state; the user comes from the query warmed by the `$lang` route during SSR. */
export function useSession(): SessionState {
  const session = useQuery(sessionQuery())
  const user = session.data ?? null
  const prefs = useQuery({ ...preferencesQuery(user?.id ?? ''), enabled: !!user })
  return { user, prefs: user ? (prefs.data ?? null) : null, ready: session.status !== 'pending' }
}

/** Login sets the user, logout clears it, refresh renews then re-reads (null on failure). */
export function useSessionActions(locale: Locale) {
  const queryClient = useQueryClient()
  const router = useRouter()
  const setUser = useCallback(
    async (user: PublicUser | null) => {
      queryClient.setQueryData(authKeys.session, user)
      if (!user) queryClient.removeQueries({ queryKey: ['preferences'] })
      await router.invalidate()
    },
    [queryClient, router],
  )
  const logout = useCallback(async () => {
    try {
      await logoutFn({ data: { locale } })
    } finally {
      await setUser(null)
    }
  }, [locale, setUser])
  const refresh = useCallback(async () => {
    try {
      const result = await refreshFn({ data: { locale } })
      await setUser(result.ok ? result.data.user : null)
    } catch {
      await setUser(null)
    }
  }, [locale, setUser])
  return { setUser, logout, refresh }
}

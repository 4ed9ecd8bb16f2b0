import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, useRef } from 'react'
import { api, ApiRequestError } from '@/lib/api-client'
import type { PublicUser } from './auth.schemas'
import { authKeys, sessionQuery } from './auth.queries'

/**
 * The auth half of the spec §3 session store: `user` and `ready`. The `prefs` half comes from the preferences
 * feature; the root route composes both (ADR 012).
 */
interface SessionUserState {
  user: PublicUser | null
  /** True once the first session load finished (on SSR pages: already on the first render). */
  ready: boolean
}

/** The user comes from the query warmed by the `$lang` route during SSR. */
export function useSession(): SessionUserState {
  const session = useQuery(sessionQuery())
  return { user: session.data ?? null, ready: session.status !== 'pending' }
}

/** Spec §9: the app renews the session once an hour while it is open (sessions last 30 days). */
const SESSION_REFRESH_MS = 60 * 60 * 1000

/** Login sets the user, logout clears it, refresh renews then re-reads (null on failure). */
export function useSessionActions() {
  const queryClient = useQueryClient()
  const router = useRouter()
  const setUser = useCallback(
    async (user: PublicUser | null) => {
      const before = queryClient.getQueryData<PublicUser | null>(authKeys.session)
      queryClient.setQueryData(authKeys.session, user)
      // Everything cached for the previous user (preferences, bookings, ...) goes.
      if (!user || before?.id !== user.id) {
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.session[0] })
      }
      await router.invalidate()
    },
    [queryClient, router],
  )
  const logout = useCallback(async () => {
    try {
      await api('/auth/logout', { method: 'POST', body: {} })
    } finally {
      await setUser(null)
    }
  }, [setUser])
  const refresh = useCallback(async () => {
    try {
      await api('/auth/refresh', { method: 'POST', body: {} })
      const { user } = await api<{ user: PublicUser }>('/auth/me')
      const current = queryClient.getQueryData<PublicUser | null>(authKeys.session)
      // Same user, fresh fields (name, e-mail): update in place without a reload.
      if (current?.id === user.id) queryClient.setQueryData(authKeys.session, user)
      else await setUser(user)
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 0) return // offline: try again later
      await setUser(null)
    }
  }, [queryClient, setUser])
  return { setUser, logout, refresh }
}

/** Renews the session before it expires: hourly, and when the tab comes back after an hour or more. */
export function useSessionRefresh(signedIn: boolean) {
  const { refresh } = useSessionActions()
  const last = useRef(0)
  useEffect(() => {
    if (!signedIn) return
    last.current = Date.now()
    const run = () => {
      last.current = Date.now()
      void refresh()
    }
    const timer = window.setInterval(run, SESSION_REFRESH_MS)
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - last.current >= SESSION_REFRESH_MS) run()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [signedIn, refresh])
}

import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useHydrated } from '@/components/form/use-hydrated'
import type { Locale } from '@/lib/i18n/locales'
import { sendPageView } from '../analytics'
import { consentIds, createConsentConfig } from '../consent.config'
import { gaScriptSrc, type ConsentBootstrap } from '../consent.bootstrap'
import { ConsentContext, type ConsentContextValue } from '../consent-context'
import { applyConsent } from '../consent-effects'
import { sameConsent, syncConsentAcrossTabs } from '../consent-sync'
import { parseConsent, type ConsentState } from '../consent.state'
import { ConsentBar } from './consent-bar'

// Only the bar is in the first-load bundle (it is on every page for undecided visitors); the dialog library and the
// floating button's icon and tooltip load when needed.
const ConsentSettingsModal = lazy(() => import('./consent-settings-modal'))
const ConsentFloatingButton = lazy(() => import('./consent-floating-button'))

/** Spec §2 cookie consent layer, rendered at the root next to the error component. */
export function ConsentProvider({
  bootstrap,
  locale,
  children,
}: {
  bootstrap: ConsentBootstrap
  locale: Locale
  children: ReactNode
}) {
  const router = useRouter()
  const hydrated = useHydrated()
  const measurementId = bootstrap.analytics.measurementId
  const config = useMemo(
    () => createConsentConfig({ gaScriptSrc: gaScriptSrc(bootstrap.analytics) }),
    [bootstrap.analytics],
  )
  const ids = useMemo(() => consentIds(config), [config])
  const [state, setState] = useState<ConsentState>(() =>
    parseConsent(ids, bootstrap.cookies.flag, bootstrap.cookies.enabled),
  )
  const [settingsOpen, setSettingsOpen] = useState(false)
  const opener = useRef<HTMLElement | null>(null)
  const sync = useRef<ReturnType<typeof syncConsentAcrossTabs> | null>(null)

  const commit = useCallback(
    (next: ConsentState) => {
      void import('../consent-cookies').then(({ writeConsentCookies }) => writeConsentCookies(next, config.expiryMs))
      setState(next)
      sync.current?.announce(next)
    },
    [config],
  )

  // A decision taken in another tab (or while this one was hidden) is applied here too: a withdrawal elsewhere stops
  // this tab's tag and deletes its cookies instead of leaving it running until a reload.
  useEffect(() => {
    sync.current = syncConsentAcrossTabs(ids, (stored) =>
      setState((current) => (sameConsent(current, stored) ? current : stored)),
    )
    return () => {
      sync.current?.stop()
      sync.current = null
    }
  }, [ids])

  useEffect(() => applyConsent(config, state, measurementId), [config, state, measurementId])

  // An undecided visitor is about to answer the bar: load the cookie code now, so the answer is stored at once.
  useEffect(() => {
    if (state.given === undefined) void import('../consent-cookies')
  }, [state.given])

  // Spec §2: a forced modal opens on load while the visitor is undecided.
  useEffect(() => {
    if (config.forceModal && state.given === undefined) setSettingsOpen(true)
  }, [config.forceModal, state.given])

  useEffect(() => router.subscribe('onResolved', () => sendPageView()), [router])

  const value = useMemo<ConsentContextValue>(
    () => ({
      config,
      ids,
      state,
      locale,
      commit,
      settingsOpen,
      openSettings: () => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
        setSettingsOpen(true)
      },
      closeSettings: () => setSettingsOpen(false),
      returnFocus: () => {
        const target = opener.current?.isConnected ? opener.current : document.getElementById('main')
        target?.focus()
      },
    }),
    [config, ids, state, locale, commit, settingsOpen],
  )

  return (
    <ConsentContext.Provider value={value}>
      {children}
      {state.given === undefined && <ConsentBar />}
      {hydrated && (
        <Suspense fallback={null}>
          {settingsOpen && <ConsentSettingsModal />}
          {state.given !== undefined && config.floatingButton && <ConsentFloatingButton />}
        </Suspense>
      )}
    </ConsentContext.Provider>
  )
}

/// <reference types="vite/client" />
import { useEffect, type ReactNode } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import {
  Outlet,
  ScriptOnce,
  Scripts,
  createRootRouteWithContext,
  isNotFound,
  useNavigate,
  useParams,
  useRouter,
} from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { createClientOnlyFn } from '@tanstack/react-start'
import { DocumentHead, errorHeadMeta } from '@/components/document-head'
import { RouteError, RouteNotFound } from '@/components/error-page'
import { earlyTextareaScript } from '@/components/form/early-textarea'
import { SiteLayout } from '@/components/layout/site-layout'
import { notify } from '@/components/ui/toast'
import { useSession, useSessionActions, useSessionRefresh } from '@/features/auth/use-session'
import { holdsRole } from '@/features/auth/roles'
import { getConsentBootstrap } from '@/features/consent/consent.bootstrap'
import { useConsent } from '@/features/consent/consent-context'
import { ConsentProvider } from '@/features/consent/components/consent-provider'
import { exchangeRatesQuery, preferencesQuery } from '@/features/preferences/preferences.queries'
import type { Preferences } from '@/features/preferences/preferences.schemas'
import { openSearchLink } from '@/features/search/search.opensearch'
import { installLinks, themeColorMeta } from '@/lib/web-manifest'
import { DisplayCurrencyProvider, type DisplayCurrency } from '@/lib/display-currency'
import { baseLocale, isLocale, textDirection, type Locale } from '@/lib/i18n/locales'
import { getLocale } from '@/paraglide/runtime'
import { m } from '@/paraglide/messages'
import { failedMatch } from '@/lib/route-head'
import { serverTextsScript } from '@/lib/format'
import { requestInfo } from '@/lib/request-info'
import { statusOf } from '@/lib/errors'
import { todayQuery } from '@/lib/clock.functions'
import { reloadAfterChunkError } from '@/lib/chunk-reload'
import { newerBuildSeen, startBrowserVersionCheck, versionCheckInterval } from '@/lib/version-check'
import '../styles.css'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  beforeLoad: async ({ context, location, preload }) => {
    // Spec §4: once a newer build is out, the next navigation is a full page load of its target.
    if (!preload && typeof window !== 'undefined' && newerBuildSeen()) {
      window.location.assign(location.href)
      await new Promise<never>(() => {})
    }
    // One clock for every page: the server decides today per request; hydration reuses it (no midnight mismatch).
    return { today: await context.queryClient.fetchQuery(todayQuery()) }
  },
  head: ({ matches }) => {
    // The other routes' heads step aside on a failure (headsStepAsideOnError), so this title is the document's.
    const failed = failedMatch(matches)
    const base = {
      meta: [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }],
      links: [
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        ...installLinks(currentLocale()),
        openSearchLink(currentLocale()),
      ],
    }
    if (!failed) return base
    const status = isNotFound(failed.error) || failed.status === 'notFound' ? 404 : (statusOf(failed.error) ?? 500)
    return { ...base, meta: [...base.meta, ...errorHeadMeta(status, currentLocale())] }
  },
  // The consent cookies and analytics settings, read once during SSR (see ConsentProvider).
  loader: () => getConsentBootstrap(),
  shouldReload: false,
  shellComponent: RootDocument,
  component: () => (
    <Layout>
      <Outlet />
    </Layout>
  ),
  errorComponent: (props) => (
    <Layout>
      <RouteError {...props} />
    </Layout>
  ),
  // Rendered in the root component's <Outlet />, which is already inside <Layout>.
  notFoundComponent: RouteNotFound,
})

function currentLocale(): Locale {
  try {
    return getLocale()
  } catch {
    return baseLocale
  }
}

function useActiveLocale(): Locale {
  const params = useParams({ strict: false }) as { lang?: string }
  return params.lang && isLocale(params.lang) ? params.lang : currentLocale()
}

/**
 * Spec §3 session store, composed here: `user` and `ready` from the auth feature, `prefs` from the preferences
 * feature (features do not import each other). Both are warmed by the `$lang` route during SSR.
 */
function useSessionStore(): { user: ReturnType<typeof useSession>['user']; prefs: Preferences | null; ready: boolean } {
  const { user, ready } = useSession()
  const prefs = useQuery({ ...preferencesQuery(user?.id ?? ''), enabled: !!user })
  return { user, prefs: user ? (prefs.data ?? null) : null, ready }
}

function useDisplayCurrency(prefs: Preferences | null): DisplayCurrency | null {
  const rates = useQuery({ ...exchangeRatesQuery(), enabled: !!prefs })
  if (!prefs || !rates.data) return null
  return { code: prefs.currency, perEur: rates.data.perEur, asOf: rates.data.asOf }
}

function Layout({ children }: { children: ReactNode }) {
  const locale = useActiveLocale()
  const { user, prefs } = useSessionStore()
  const { logout } = useSessionActions()
  const navigate = useNavigate()
  const display = useDisplayCurrency(prefs)
  const { openSettings } = useConsent()
  useSessionRefresh(!!user)
  const headerUser = user
    ? {
        name: user.name,
        staff: holdsRole(user, 'editor'),
        onSignOut: () => {
          void logout().then(async () => {
            notify({ kind: 'info', title: m.auth_signed_out_toast() })
            await navigate({ to: '/$lang', params: { lang: locale }, replace: true })
          })
        },
      }
    : null
  return (
    <DisplayCurrencyProvider value={display}>
      <SiteLayout locale={locale} user={headerUser} onCookieSettings={openSettings}>
        {children}
      </SiteLayout>
    </DisplayCurrencyProvider>
  )
}

// Client-only: the server build must not import the browser SDK (Start's import protection refuses `*.client.*`
// there, which failed every build with VITE_SENTRY_DSN set).
const loadErrorReporting = createClientOnlyFn(() =>
  Promise.all([import('@/lib/sentry.client'), import('@/lib/error-reporting')]),
)

function useErrorReporting() {
  const router = useRouter()
  useEffect(() => {
    const dsn = import.meta.env.VITE_SENTRY_DSN
    if (!dsn) return
    void loadErrorReporting().then(([sentry, reporting]) => {
      const client = sentry.initSentry(dsn, router)
      reporting.setErrorCapture((error) => client.captureException(error))
    })
  }, [router])
}

/**
 * Spec §8: a chunk that fails to load during a navigation triggers one full reload of the target route (guarded
 * against loops, see lib/chunk-reload). Failed hover preloads are left alone: the navigation retries the chunk,
 * and a failure there reaches this listener or the route's error component.
 */
function useChunkErrorReload() {
  const router = useRouter()
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (!router.state.isLoading) return
      const error = (event as Event & { payload?: unknown }).payload
      if (reloadAfterChunkError(router.latestLocation.href, error)) event.preventDefault()
    }
    window.addEventListener('vite:preloadError', onPreloadError)
    return () => window.removeEventListener('vite:preloadError', onPreloadError)
  }, [router])
}

function useVersionCheck() {
  useEffect(() => {
    startBrowserVersionCheck(
      import.meta.env.VITE_BUILD_ID,
      versionCheckInterval(import.meta.env.VITE_VERSION_CHECK_INTERVAL_MS),
    )
  }, [])
}

/**
 * The dates, prices and names this render formatted, for the browser to reuse while it hydrates (ADR 038). Rendered
 * after the page so that it sees all of them; server only (the script removes itself before hydration).
 */
function ServerTexts() {
  const script = serverTextsScript(requestInfo()?.texts)
  return script ? <ScriptOnce>{script}</ScriptOnce> : null
}

/** The keeper of what a visitor types in a textarea before hydration (ADR 074); server only, like ServerTexts. */
function EarlyTextareas() {
  const script = earlyTextareaScript()
  return script ? <ScriptOnce>{script}</ScriptOnce> : null
}

function RootDocument({ children }: { children: ReactNode }) {
  const locale = useActiveLocale()
  // The theme preference is on <html> in the server's HTML already (no flash); "system" follows the device.
  const { prefs } = useSessionStore()
  const bootstrap = Route.useLoaderData()
  useErrorReporting()
  useChunkErrorReload()
  useVersionCheck()
  return (
    <html lang={locale} dir={textDirection(locale)} data-theme={prefs?.theme ?? 'system'}>
      <head>
        <DocumentHead locale={locale} />
        <EarlyTextareas />
        {themeColorMeta(prefs?.theme).map((meta) => (
          <meta key={meta.content} name="theme-color" {...meta} />
        ))}
      </head>
      <body>
        <ConsentProvider bootstrap={bootstrap} locale={locale}>
          {children}
        </ConsentProvider>
        <ServerTexts />
        <Scripts />
      </body>
    </html>
  )
}

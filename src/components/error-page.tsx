import { useEffect, useState } from 'react'
import {
  useLocation,
  useNavigate,
  useParams,
  useRouter,
  type ErrorComponentProps,
  type NotFoundRouteProps,
} from '@tanstack/react-router'
import { errorGroup, isBot, normalizeStatus, readNotFoundData, statusOf, type ErrorGroup } from '@/lib/errors'
import { isLocale, baseLocale } from '@/lib/i18n/locales'
import { showRenderFailure } from '@/lib/render-failure'
import { getLocale } from '@/paraglide/runtime'
import { m } from '@/paraglide/messages'
import { getUserAgent } from '@/lib/user-agent'
import { reportError } from '@/lib/error-reporting'
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/chunk-reload'
import { withTrailingSlash } from '@/lib/urls'
import { PageHeader } from './layout/page-header'

const texts: Record<ErrorGroup, { title: () => string; description: () => string }> = {
  '400': { title: m.error_400_title, description: m.error_400_description },
  '401': { title: m.error_401_title, description: m.error_401_description },
  '403': { title: m.error_403_title, description: m.error_403_description },
  '404': { title: m.error_404_title, description: m.error_404_description },
  '408': { title: m.error_408_title, description: m.error_408_description },
  '409': { title: m.error_409_title, description: m.error_409_description },
  default: { title: m.error_default_title, description: m.error_default_description },
}

export function errorTexts(status: unknown) {
  const group = texts[errorGroup(status)]
  return { title: group.title(), description: group.description() }
}

interface ErrorPageProps {
  status?: number
  /** A specific message (e.g. "Page not found: /en/x") shown above the group's description. */
  message?: string
  error?: unknown
  /** Clears the error boundary before navigating away. */
  onReset?: () => void
}

function useHomePath() {
  const params = useParams({ strict: false }) as { lang?: string }
  const locale = params.lang && isLocale(params.lang) ? params.lang : safeLocale()
  return withTrailingSlash(`/${locale}`)
}

function safeLocale() {
  try {
    return getLocale()
  } catch {
    return baseLocale
  }
}

/** Spec §2 "Error page": big status, title, description, Home and Back; nothing for bots. */
export function ErrorPage({ status, message, error, onReset }: ErrorPageProps) {
  const code = normalizeStatus(status)
  const { title, description } = errorTexts(code)
  const router = useRouter()
  const navigate = useNavigate()
  const home = useHomePath()
  const bot = isBot(getUserAgent())

  useEffect(() => {
    if (bot) console.warn(`[error page suppressed for bot] ${code}${message ? ` ${message}` : ''}`)
  }, [bot, code, message])

  if (bot) {
    if (typeof window === 'undefined')
      console.warn(`[error page suppressed for bot] ${code}${message ? ` ${message}` : ''}`)
    return <main id="main" />
  }

  const goHome = () => {
    onReset?.()
    void navigate({ to: home })
  }
  const goBack = () => {
    onReset?.()
    // Browser history, not only in-app history: a visitor may arrive from another page load.
    if (window.history.length > 1) router.history.back()
    else void navigate({ to: home })
  }
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined

  return (
    <main id="main" tabIndex={-1}>
      <PageHeader
        width="narrow"
        title={title}
        breadcrumbs={[{ label: m.breadcrumb_home(), href: home }]}
        eyebrow={
          // Screen readers hear "Error 500", sighted visitors see the big "500" (an aria-label on a <p> is not read).
          <p className="mt-2 text-5xl font-black tracking-tight">
            <span className="sr-only">{m.error_status_label({ status: code })}</span>
            <span aria-hidden="true">{code}</span>
          </p>
        }
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {message && <p className="text-lg font-semibold break-words">{message}</p>}
        <p className="text-muted mt-2">{description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={goHome}
            className="bg-accent text-accent-ink rounded-md px-5 py-2.5 font-semibold"
          >
            {m.error_home_button()}
          </button>
          <button type="button" onClick={goBack} className="border-line rounded-md border px-5 py-2.5 font-semibold">
            {m.error_back_button()}
          </button>
        </div>
        {stack && (
          <details className="mt-8">
            <summary>{m.error_stack_label()}</summary>
            <pre className="bg-surface mt-2 overflow-x-auto p-4 text-xs">{stack}</pre>
          </details>
        )}
      </div>
    </main>
  )
}

/** errorComponent for routes: status from the error, reset clears the boundary. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  // Spec §8: a route chunk that failed to load reloads the page once; within the guard window it is an error page.
  const [reloading] = useState(
    () =>
      typeof window !== 'undefined' &&
      isChunkLoadError(error) &&
      reloadAfterChunkError(router.latestLocation.href, error),
  )
  // During SSR effects do not run: report from the server render itself (monitoring.server.ts installs the capture).
  if (typeof window === 'undefined') reportError(error, statusOf(error))
  useEffect(() => {
    if (!reloading) reportError(error, statusOf(error))
  }, [error, reloading])
  // A render error leaves the failed page's title in the head (ADR 040): DocumentHead swaps in the error page's.
  const status = normalizeStatus(statusOf(error))
  useEffect(() => (reloading ? undefined : showRenderFailure(status)), [status, reloading])
  if (reloading) return null
  return (
    <ErrorPage
      status={statusOf(error)}
      error={error}
      onReset={() => {
        reset()
        void router.invalidate()
      }}
    />
  )
}

/** notFoundComponent: the spec's two messages, told apart by the data given to notFound(). */
export function RouteNotFound({ data }: NotFoundRouteProps) {
  const location = useLocation()
  const found = readNotFoundData(data)
  // Spec §5/§8: a failed route validation shows the full path, query string included.
  const fallback = found.kind === 'route' ? `${location.pathname}${location.searchStr}` : location.pathname
  // The server escapes the `%` of a malformed percent-encoding (src/server-entry.ts): show the address as it was asked.
  const path = (found.path ?? fallback).replace(/%25/g, '%')
  const message = found.kind === 'route' ? m.error_not_found_route({ path }) : m.error_not_found_path({ path })
  return <ErrorPage status={404} message={message} />
}

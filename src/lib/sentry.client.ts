import * as Sentry from '@sentry/tanstackstart-react'
import type { AnyRouter } from '@tanstack/react-router'
import { normalizeSampleRate, SENTRY_LIMITS } from './monitoring'

/** Loaded lazily after hydration and only when a DSN is configured, so visitors without it pay nothing. */
export function initSentry(dsn: string, router: AnyRouter) {
  Sentry.init({
    dsn,
    environment: import.meta.env.MODE,
    ...SENTRY_LIMITS,
    integrations: [Sentry.tanstackRouterBrowserTracingIntegration(router)],
    tracesSampleRate: normalizeSampleRate(import.meta.env.VITE_SENTRY_TRACES_SAMPLE_RATE),
    // Trace headers only on same-origin requests (spec §7).
    tracePropagationTargets: [/^\//, new RegExp(`^${window.location.origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)],
  })
  return Sentry
}

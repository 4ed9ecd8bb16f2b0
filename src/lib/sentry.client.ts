import * as Sentry from '@sentry/tanstackstart-react'
import type { AnyRouter } from '@tanstack/react-router'
import { isReportable, statusOf } from './errors'
import { parseSampleRate, SENTRY_BROWSER_TRACING, SENTRY_LIMITS, sameOriginTargets } from './monitoring'

/** Loaded lazily after hydration and only when a DSN is configured, so visitors without it pay nothing. */
export function initSentry(dsn: string, router: AnyRouter) {
  Sentry.init({
    dsn,
    environment: import.meta.env.MODE,
    ...SENTRY_LIMITS,
    integrations: [Sentry.tanstackRouterBrowserTracingIntegration(router, { ...SENTRY_BROWSER_TRACING })],
    // Validated at build time too (vite.config.ts).
    tracesSampleRate: parseSampleRate(import.meta.env.VITE_SENTRY_TRACES_SAMPLE_RATE, 'VITE_SENTRY_TRACES_SAMPLE_RATE'),
    // Trace headers only on same-origin requests (spec §7).
    tracePropagationTargets: sameOriginTargets(window.location.origin),
    beforeSend: (event, hint) => (isReportable(statusOf(hint.originalException)) ? event : null),
  })
  return Sentry
}

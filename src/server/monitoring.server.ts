import { normalizeSampleRate, SENTRY_LIMITS } from '@/lib/monitoring'
import { logger } from './logger.server'

type Handler = (request: Request) => Response | Promise<Response>

/** With SENTRY_DSN set, the server reports unexpected errors and traces requests; otherwise nothing loads. */
export async function withMonitoring(handler: Handler): Promise<Handler> {
  const dsn = process.env.SENTRY_DSN
  if (!dsn) return handler
  const Sentry = await import('@sentry/tanstackstart-react')
  Sentry.init({
    dsn,
    environment: process.env.NODE_ENV,
    ...SENTRY_LIMITS,
    tracesSampleRate: normalizeSampleRate(process.env.SENTRY_TRACES_SAMPLE_RATE),
  })
  logger.info('monitoring: error reporting enabled')
  const traced = Sentry.wrapFetchWithSentry({ fetch: handler }).fetch
  // The host (scripts/serve.ts) gives every request an id; events carry it so a log line leads to its report.
  return (request) =>
    Sentry.withIsolationScope((scope) => {
      const requestId = request.headers.get('x-request-id')
      if (requestId) scope.setTag('request_id', requestId)
      return traced(request)
    })
}

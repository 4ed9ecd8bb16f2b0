import { parseSampleRate, SENTRY_LIMITS } from '@/lib/monitoring'
import { isReportable, statusOf } from '@/lib/errors'
import { setErrorCapture } from '@/lib/error-reporting'
import { env, type Env } from './env.server'
import { logger, redactQueryParameters } from './logger.server'

type Handler = (request: Request) => Response | Promise<Response>

/**
 * With SENTRY_DSN set, the server reports unexpected errors and traces requests; otherwise nothing loads. The sample
 * rate is validated either way: a bad value stops start-up with the variable's name.
 */
export async function withMonitoring(
  handler: Handler,
  config: Partial<Pick<Env, 'SENTRY_DSN' | 'SENTRY_TRACES_SAMPLE_RATE' | 'NODE_ENV'>> = env(),
): Promise<Handler> {
  const tracesSampleRate = parseSampleRate(config.SENTRY_TRACES_SAMPLE_RATE, 'SENTRY_TRACES_SAMPLE_RATE')
  const dsn = config.SENTRY_DSN
  if (!dsn) return handler
  const Sentry = await import('@sentry/tanstackstart-react')
  Sentry.init({
    dsn,
    environment: config.NODE_ENV,
    ...SENTRY_LIMITS,
    tracesSampleRate,
    // Spec §8: 3xx/4xx page errors are expected, not captured. A failed query's parameters (a session token, an
    // e-mail address) never leave the server: the report keeps the query.
    beforeSend: (event, hint) => {
      if (!isReportable(statusOf(hint.originalException))) return null
      for (const exception of event.exception?.values ?? [])
        if (exception.value) exception.value = redactQueryParameters(exception.value)
      return event
    },
  })
  // Errors the error page shows during SSR (a loader that throws) are reported through lib/error-reporting.
  setErrorCapture((error) => Sentry.captureException(error))
  logger.info('monitoring: error reporting enabled')
  const traced = Sentry.wrapFetchWithSentry({ fetch: handler }).fetch
  // The host (scripts/serve.ts) gives every request an id; events carry it so a log line leads to its report.
  return (request) =>
    Sentry.withIsolationScope(async (scope) => {
      const requestId = request.headers.get('x-request-id')
      if (requestId) scope.setTag('request_id', requestId)
      try {
        return await traced(request)
      } catch (error) {
        // An error escaping the app (Start renders its own failures as pages) is always unexpected.
        Sentry.captureException(error)
        throw error
      }
    })
}

// Reaches the client bundle through src/start.ts: the compiler strips the `.server()` bodies and their imports.
import { createMiddleware } from '@tanstack/react-start'
import { getRequest, setResponseStatus } from '@tanstack/react-start/server'
import { ApiRequestError, retryAfterOf } from '@/lib/api-client'
import { reportError } from '@/lib/error-reporting'
import { isAppError, statusOf } from '@/lib/errors'
import { isLocale, type Locale } from '@/lib/i18n/locales'
import { errorResponse, requestLocale, unavailableResponse } from '@/server/http/api.server'
import { isDependencyUnavailable } from '@/server/http/unavailable.server'
import { logger } from '@/server/logger.server'
import { serverFnInputRefusal, unknownServerFnAnswer, validationFailure } from '@/server/http/server-fn-input.server'
import { withValidationLocale } from '@/server/http/validation.server'

/** The caller's language: the input's own `locale` when it names one, else Accept-Language. */
function localeOf(data: unknown): Locale {
  const wanted = data && typeof data === 'object' && 'locale' in data ? data.locale : undefined
  return typeof wanted === 'string' && isLocale(wanted) ? wanted : requestLocale(getRequest())
}

/**
 * Global server-function middleware (src/start.ts), first in every chain. For calls that arrive over HTTP
 * (`/_serverFn/…`): refuses NUL bytes, lone surrogates and too deep input before any feature code runs, runs the rest
 * of the chain (the function's validator too) with validation messages in the caller's language, turns a
 * rejected validator into `400 invalid_input` with field messages and a typed error into its REST answer (status,
 * code, localized message, fields, Retry-After), and a database outage into REST's 503. Thrown Responses reach the client as the call's rejection. Calls made during server rendering
 * keep their errors: a Response cannot be serialized into the page, and the route's error handling applies there.
 */
export const serverFnInputMiddleware = createMiddleware({ type: 'function' })
  .client(async ({ next }) => {
    try {
      return await next()
    } catch (error) {
      throw error instanceof Response ? await answeredError(error) : error
    }
  })
  .server(async ({ data, next }) => {
    if (!new URL(getRequest().url).pathname.startsWith('/_serverFn/')) {
      try {
        return await withValidationLocale(localeOf(data), () => next())
      } catch (error) {
        // The error page reports it to Sentry; the page carries it without its message (lib/error-serialization.ts).
        if (isUnexpected(error)) logger.error('page: unexpected failure', error)
        throw error
      }
    }
    const locale = localeOf(data)
    const refused = serverFnInputRefusal(data, locale)
    if (refused) throw refused
    try {
      return await withValidationLocale(locale, () => next())
    } catch (error) {
      const answer = validationFailure(error, locale) ?? typedErrorAnswer(error, locale)
      if (answer) throw answer
      if (isDependencyUnavailable(error)) throw unavailableResponse(error, locale)
      // A typed error keeps its status (401 from the signed-in guard, 404, 409, ...) on every function: never a 200
      // that carries an error.
      const status = statusOf(error)
      if (status && status >= 400 && status <= 599) setResponseStatus(status)
      else if (isUnexpected(error)) {
        // The caller gets a 500 with an error without its message (lib/error-serialization.ts); the log and Sentry
        // get the whole of it.
        setResponseStatus(500)
        logger.error('server function: unexpected failure', error)
        reportError(error, 500)
      }
      throw error
    }
  })

/**
 * In the browser: Start hands a Response thrown by the server (the 400 with field messages, a 503) to the caller as
 * that Response, which forms cannot read synchronously; it becomes the API client's error with the parsed body, so a
 * form shows the server's field messages as it does for REST calls (`errorBody`).
 */
async function answeredError(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => null)
  return new ApiRequestError('server function', response.url, response.status, body, retryAfterOf(response.headers))
}

/** An error none of our layers meant for the caller: no HTTP status (router redirects and not-founds are no Error). */
const isUnexpected = (error: unknown): error is Error => error instanceof Error && statusOf(error) === undefined

/**
 * A typed error (AppError: 400 with fields, 401, 403, 404, 409, 429...) answers like REST: its status, the JSON error
 * body with its code, localized message and fields, and Retry-After for 429. Start's own error serialization keeps
 * only an Error's message (`$TSR/Error`): the code, the fields and the retry time were lost on the way, and an error
 * thrown without a message arrived as "HTTP 401 unauthorized", which forms replace with a generic text.
 */
function typedErrorAnswer(error: unknown, locale: Locale): Response | null {
  return isAppError(error) ? errorResponse(error, locale) : null
}

/** Global request middleware for server functions: an unknown function id is a 404, not a 500 with a logged stack. */
export const unknownServerFnMiddleware = createMiddleware().server(async ({ request, next }) => {
  try {
    return await next()
  } catch (error) {
    const answer = unknownServerFnAnswer(error, request)
    if (answer) return answer
    throw error
  }
})

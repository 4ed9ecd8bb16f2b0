import { ApiRequestError } from './api-client'
import type { ApiError } from './errors'

/** A failed call as a form shows it; `retryAfter` (seconds) for a 429 that said when to try again. */
export type FailureBody = ApiError['error'] & { retryAfter?: number }

/**
 * What a form shows for a failed call: the server's localized message and field messages, whether the call was a
 * server function or a REST call through the API client. Both arrive as ApiRequestError with the REST error body:
 * a server function's typed error is answered like REST (server-fn-input.middleware.ts), since Start's own error
 * serialization keeps only an Error's message.
 */
export function errorBody(failure: unknown, fallback: string): FailureBody {
  if (failure instanceof ApiRequestError) {
    const body = failure.body as Partial<ApiError> | null
    const retry = failure.retryAfter === undefined ? {} : { retryAfter: failure.retryAfter }
    if (body?.error?.message) return { ...body.error, ...retry }
    return { code: 'failed', message: fallback, ...retry }
  }
  // No answer (fetch's TypeError, "Failed to fetch"): the browser's own English words are no message for the page.
  if (failure instanceof TypeError) return { code: 'failed', message: fallback }
  if (failure && typeof failure === 'object') {
    const { message, code, fields } = failure as { message?: unknown; code?: unknown; fields?: unknown }
    return {
      code: typeof code === 'string' ? code : 'failed',
      message: typeof message === 'string' && message && !message.startsWith('HTTP ') ? message : fallback,
      ...(fields && typeof fields === 'object' ? { fields: fields as Record<string, string> } : {}),
    }
  }
  return { code: 'failed', message: fallback }
}

import { ApiRequestError } from './api-client'
import type { ApiError } from './errors'

/**
 * What a form shows for a failed call: the server's localized message and field messages, whether the call was a
 * server function (the thrown AppError arrives with its code and fields) or a REST call through the API client.
 */
export function errorBody(failure: unknown, fallback: string): ApiError['error'] {
  if (failure instanceof ApiRequestError) {
    const body = failure.body as Partial<ApiError> | null
    if (body?.error?.message) return body.error
    return { code: 'failed', message: fallback }
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

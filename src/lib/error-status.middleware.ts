import { createMiddleware } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import { statusOf } from './errors'

/**
 * Server functions answer their typed errors with the matching HTTP status (401, 404, 409, ...) instead of 200 with
 * the error inside the payload, so the status means the same for a server function as for a REST call. The client
 * still receives the error itself and rethrows it. Put it first, so it also sees the auth middleware's 401.
 */
export const errorStatusMiddleware = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    const status = statusOf(error)
    if (status && status >= 400 && status <= 599) setResponseStatus(status)
    throw error
  }
})

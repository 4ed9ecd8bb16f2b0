import { createMiddleware } from '@tanstack/react-start'
import { notFound } from '@tanstack/react-router'
import { NotFoundError } from '@/lib/errors'

/**
 * Server-function half of the error convention (ADR 008): a service's NotFoundError becomes the router's
 * `notFound()`, which survives the RPC and shows the 404 page from the loader that asked. Other typed errors pass
 * through unchanged.
 */
export const pageErrorsMiddleware = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound()
    throw error
  }
})

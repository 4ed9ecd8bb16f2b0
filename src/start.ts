import { createCsrfMiddleware, createStart } from '@tanstack/react-start'
import { unexpectedErrorAdapter } from '@/lib/error-serialization'
import { serverFnInputMiddleware, unknownServerFnMiddleware } from '@/server/http/server-fn-input.middleware'

// Start's defaults plus the input boundary: a start instance replaces the default request middleware, so the CSRF
// check on server functions (same-origin callers only) is listed here explicitly.
export const startInstance = createStart(() => ({
  requestMiddleware: [
    createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' }),
    unknownServerFnMiddleware,
  ],
  functionMiddleware: [serverFnInputMiddleware],
  // An unexpected error's message (a failed query's SQL and parameters) stays on the server.
  serializationAdapters: [unexpectedErrorAdapter],
}))

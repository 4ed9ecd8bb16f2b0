import { createCsrfMiddleware, createStart } from '@tanstack/react-start'
import { serverFnInputMiddleware, unknownServerFnMiddleware } from '@/server/http/server-fn-input.middleware'

// Start's defaults plus the input boundary: a start instance replaces the default request middleware, so the CSRF
// check on server functions (same-origin callers only) is listed here explicitly.
export const startInstance = createStart(() => ({
  requestMiddleware: [
    createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' }),
    unknownServerFnMiddleware,
  ],
  functionMiddleware: [serverFnInputMiddleware],
}))

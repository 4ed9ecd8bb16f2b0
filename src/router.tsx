// First: zod's CSP-safe mode must be set before any schema module is evaluated.
import '@/lib/zod-csp'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { RouteError, RouteNotFound } from '@/components/error-page'
import { siteConfig } from '@/lib/config'
import '@/lib/i18n/client-locale'
import { createQueryClient } from '@/lib/query-client'
import { cspNonce } from '@/lib/request-info'
import { routeTree } from './routeTree.gen'

export function getRouter() {
  const queryClient = createQueryClient()
  const router = createRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultViewTransition: true,
    trailingSlash: siteConfig.trailingSlash,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: RouteNotFound,
    // Inline scripts carry the request's CSP nonce (ADR 017).
    ssr: { nonce: cspNonce() },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}

import { createRouter, type AnyRoute } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { RouteError, RouteNotFound } from '@/components/error-page'
import { siteConfig } from '@/lib/config'
import '@/lib/i18n/client-locale'
import { browserConnection, createLimiter, MAX_PARALLEL_PRELOADS, shouldSkipPrefetch } from '@/lib/preload-policy'
import { createQueryClient } from '@/lib/query-client'
import { cspNonce } from '@/lib/request-info'
import { scrollRestorationAfterHydration } from '@/lib/scroll-after-hydration'
import { handleSkippedViewTransitions } from '@/lib/view-transitions'
import { headsStepAsideOnError } from '@/lib/route-head'
import { parseSearch, stringifySearch } from '@/lib/search-string'
import { routeTree } from './routeTree.gen'

/** Route trees whose heads step aside on errors already (see getRouter). */
const wrappedTrees = new WeakSet<object>()

export function getRouter() {
  const queryClient = createQueryClient()
  const router = createRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: scrollRestorationAfterHydration(),
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultViewTransition: true,
    trailingSlash: siteConfig.trailingSlash,
    // The default writer's output, without a thrown SyntaxError per link to a slug like "trekking".
    stringifySearch,
    // The default reader, except that a quoted text typed into the address (a phrase search) keeps its quotes.
    parseSearch,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: RouteNotFound,
    // Inline scripts carry the request's CSP nonce (ADR 017).
    ssr: { nonce: cspNonce() },
  })
  // An error page's title is the root's, not the failed route's (ADR 040). The routes are the route tree's, shared
  // by every request's router on the server: their heads are wrapped once, not walked again per request.
  if (!wrappedTrees.has(routeTree)) {
    headsStepAsideOnError(Object.values(router.routesById) as AnyRoute[])
    wrappedTrees.add(routeTree)
  }
  setupRouterSsrQueryIntegration({ router, queryClient })
  limitPreloads(router)
  handleSkippedViewTransitions()
  return router
}

/**
 * Spec §9: at most 4 route preloads at once, and no link prefetch (hover/focus preloads) when the visitor saves data
 * or is on 2g. Navigations load routes directly and are never held back.
 */
function limitPreloads(router: { preloadRoute: (...args: never[]) => Promise<unknown> }) {
  const preloadRoute = router.preloadRoute.bind(router)
  const limit = createLimiter(MAX_PARALLEL_PRELOADS)
  router.preloadRoute = ((...args: never[]) => {
    if (shouldSkipPrefetch(browserConnection())) return Promise.resolve(undefined)
    return limit(() => preloadRoute(...args))
  }) as typeof router.preloadRoute
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}

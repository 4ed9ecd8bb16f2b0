import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { createServerEntry } from '@tanstack/react-start/server-entry'
import { overwriteServerAsyncLocalStorage } from '@/paraglide/runtime'
import { AsyncLocalStorage } from 'node:async_hooks'
import { detectLocale, detectLocaleFromRequest } from '@/lib/i18n/detect'
import { siteConfig } from '@/lib/config'
import { withTrailingSlash } from '@/lib/urls'
import { readConsentCookies } from '@/features/consent/consent-cookies'
import { startAdminSocket } from '@/features/admin/admin-command.server'
import { startPageCacheBus } from '@/server/cache/page-cache-bus.server'
import { pageCacheKey, servePage } from '@/server/cache/page-cache-http.server'
import {
  cachesToKeepCoherent,
  invalidateLocally,
  setInvalidationBroadcast,
} from '@/server/cache/page-cache-tags.server'
import { getDatabase } from '@/server/db/index.server'
import { env } from '@/server/env.server'
import { onShutdown } from '@/server/lifecycle.server'
import { guardApiRequest, routerMethodLookup } from '@/server/http/api-routing.server'
import { withPageCacheHeaders } from '@/server/http/cache-headers.server'
import { logger } from '@/server/logger.server'
import { withMonitoring } from '@/server/monitoring.server'
import { lengthRequiredResponse, payloadTooLargeResponse, requestLocale } from '@/server/http/api.server'
import { bodyRefusal } from '@/server/http/body-limit.server'
import { serverFnPayloadRefusal } from '@/server/http/server-fn-input.server'
import { pageStatusDuringOutage } from '@/server/http/unavailable.server'
import { newNonce, publicOrigin, runInRequestContext } from '@/server/http/request-context.server'
import { cspFeaturesFromEnv, secureResponse } from '@/server/http/security-headers.server'
import { getRouter } from './router'
import { startJobs } from './jobs.server'
import { seedOnStart } from './seed-steps.server'

const startHandler = createStartHandler(defaultStreamHandler)
// Matches paths exactly as Start does, to answer unsupported API methods before they reach the page router.
const apiMethods = routerMethodLookup(getRouter())

// Paraglide reads the request's locale from here during SSR; concurrent requests never share it.
const localeStorage = new AsyncLocalStorage<{
  locale?: ReturnType<typeof detectLocale>
  origin?: string
  messageCalls?: Set<string>
}>()
overwriteServerAsyncLocalStorage(localeStorage)

// Open, migrate and seed before the first request, and fail fast (e.g. data dir locked). The embedded database
// takes `npm run admin` on a socket in its data dir (ADR 043): no other process may open it.
await getDatabase()
  .then(async (database) => {
    await seedOnStart(database)
    if (database.engine === 'pglite') await startAdminSocket(database.db, env().DATA_DIR)
    // The job queue (ADR 053): its workers run here unless `npm run worker` processes do the work.
    await startJobs({ workers: env().JOBS_IN_SERVER })
  })
  .catch((error: unknown) => {
    logger.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  })

// Several server processes keep their page and result caches coherent over Redis pub/sub (ADR 026, ADR 037).
const redisUrl = env().REDIS_URL
if (redisUrl && cachesToKeepCoherent()) {
  const bus = await startPageCacheBus(redisUrl, invalidateLocally)
  setInvalidationBroadcast((tags) => void bus.publish(tags))
  onShutdown('page cache bus', () => bus.close())
}

const isPagePath = (pathname: string) =>
  !pathname.startsWith('/api/') &&
  !pathname.startsWith('/_serverFn') &&
  !pathname.startsWith('/assets/') &&
  !/\.[a-z0-9]+$/i.test(pathname)

async function route(request: Request, context: { origin: string; nonce: string }): Promise<Response> {
  const url = new URL(request.url)

  if (url.pathname === '/') {
    // Spec "Detection order": cookie, browser languages, fallback. The answer varies with both headers.
    const locale = detectLocale({
      cookie: request.headers.get('cookie'),
      acceptLanguage: request.headers.get('accept-language'),
    })
    return new Response(null, {
      status: 302,
      headers: {
        location: `${withTrailingSlash(`/${locale}`)}${url.search}`,
        vary: 'Cookie, Accept-Language',
        'cache-control': 'private, no-cache',
      },
    })
  }

  const apiAnswer = guardApiRequest(request, apiMethods) ?? (await serverFnPayloadRefusal(request))
  if (apiAnswer) return apiAnswer

  if ((request.method === 'GET' || request.method === 'HEAD') && isPagePath(url.pathname)) {
    // Collapse repeated slashes: "//evil.example/" must not become the protocol-relative `Location: //evil.example`.
    const wanted = withTrailingSlash(url.pathname.replace(/\/{2,}/g, '/'), siteConfig.trailingSlash)
    if (wanted !== url.pathname) {
      return new Response(null, { status: 308, headers: { location: `${wanted}${url.search}` } })
    }
  }

  const locale = detectLocaleFromRequest(request)
  const isPage = (request.method === 'GET' || request.method === 'HEAD') && isPagePath(url.pathname)
  const render = async () => {
    const response = await localeStorage.run({ locale, origin: url.origin, messageCalls: new Set() }, () =>
      startHandler(request),
    )
    return isPage ? withPageCacheHeaders(request, await pageStatusDuringOutage(response)) : response
  }
  if (!isPage) return render()
  // Everything an anonymous page's HTML depends on besides its URL (checked by e2e/page-cache.spec.ts).
  const consent = readConsentCookies(request.headers.get('cookie'))
  const key = pageCacheKey(request, {
    origin: context.origin,
    locale,
    consentFlag: consent.flag,
    consentEnabled: consent.enabled,
  })
  return servePage(request, key, context.nonce, render)
}

function isDecodable(part: string): boolean {
  try {
    // The result is used: the bundler drops a bare call as side-effect free.
    return typeof decodeURIComponent(part) === 'string'
  } catch {
    return false
  }
}

// Hardening (ADR 017, 018): body limits before anything reads the body; the request's public origin and CSP nonce
// for the router and SEO helpers; security and cache headers on every answer.
const cspFeatures = cspFeaturesFromEnv()

export async function handle(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url)
  const nonce = newNonce()
  const origin = publicOrigin(request)
  const refused = bodyRefusal(request)
  const response =
    refused === 'too_large'
      ? payloadTooLargeResponse(requestLocale(request))
      : refused === 'length_required'
        ? lengthRequiredResponse(requestLocale(request))
        : await runInRequestContext(
            // A page records the formatted texts it shows, to hand them to the browser (ADR 038).
            { origin, nonce, texts: isPagePath(pathname) ? new Map() : undefined },
            () => route(request, { origin, nonce }),
          ).catch((error: unknown) => abandoned(request, error))
  const secured = secureResponse(request, response, {
    nonce,
    https: origin.startsWith('https:'),
    features: cspFeatures,
    page: isPagePath(pathname) || pathname.startsWith('/_serverFn'),
  })
  // A 304 keeps the browser's stored page, whose inline scripts carry that answer's nonce: the stored policy must
  // stay in force, so a 304 sends none (it would replace the stored one; RFC 9111 §4.3.4).
  if (secured.status === 304) secured.headers.delete('content-security-policy')
  return secured
}

/**
 * A client that leaves mid-render (a closed tab, a cancelled prefetch) makes Start stop with the abort reason. Nobody
 * reads the answer and nothing failed: no error log, no error report, and the access log says 499.
 */
function abandoned(request: Request, error: unknown): Response {
  if (!request.signal.aborted) throw error
  return new Response(null, { status: 499, statusText: 'Client Closed Request' })
}

const monitored = await withMonitoring(handle)

const entry = createServerEntry({ fetch: (request) => monitored(request) })

/**
 * A malformed percent-encoding (`/en/%E0%A4%A`) makes Start answer an empty 400 before any app code runs: escape
 * its `%` signs first, so the path reaches the router literally and gets the localized not-found page.
 */
function withDecodablePath(request: Request): Request {
  // Most addresses hold no escape: nothing to check, and no URL to parse on every request.
  if (!request.url.includes('%')) return request
  const url = new URL(request.url)
  if (isDecodable(url.pathname)) return request
  url.pathname = url.pathname.replace(/%/g, '%25')
  return new Request(url, request)
}

export default { fetch: (request: Request) => entry.fetch(withDecodablePath(request)) }

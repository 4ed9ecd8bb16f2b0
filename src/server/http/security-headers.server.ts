import { env, type Env } from '@/server/env.server'

/**
 * Security headers of every answer (ADR 017): a strict Content-Security-Policy with a per-request nonce, which
 * names other origins only for the features that are configured, plus the usual hardening headers. HSTS only over
 * https.
 */

export interface CspFeatures {
  /** reCAPTCHA site key set: its script, frames and verification calls. */
  recaptcha: boolean
  /** Telegram Login Widget configured. */
  telegram: boolean
  /** Sentry DSN for the browser: its ingestion origin. */
  sentryDsn?: string
  /** OpenID issuer origin for Google sign-in (the form posts that redirect there). */
  googleIssuer?: string
  /** Analytics configured (ADR 013): the tag's script URL; its origin and Google's collection hosts are allowed. */
  analyticsScript?: string
}

/** Reads which features are configured (server variables at run time, VITE_* ones from the build). */
export function cspFeaturesFromEnv(
  config: Partial<
    Pick<
      Env,
      | 'RECAPTCHA_SITE_KEY'
      | 'RECAPTCHA_SECRET_KEY'
      | 'TELEGRAM_BOT_TOKEN'
      | 'TELEGRAM_BOT_NAME'
      | 'GOOGLE_CLIENT_ID'
      | 'GOOGLE_ISSUER'
      | 'GA_MEASUREMENT_ID'
      | 'GA_SCRIPT_URL'
    >
  > = env(),
): CspFeatures {
  const set = (value: string | undefined) => !!value && value.trim() !== ''
  return {
    recaptcha: set(config.RECAPTCHA_SITE_KEY) && set(config.RECAPTCHA_SECRET_KEY),
    telegram: set(config.TELEGRAM_BOT_TOKEN) && set(config.TELEGRAM_BOT_NAME),
    sentryDsn: import.meta.env.VITE_SENTRY_DSN || undefined,
    googleIssuer: set(config.GOOGLE_CLIENT_ID) ? (config.GOOGLE_ISSUER ?? 'https://accounts.google.com') : undefined,
    analyticsScript: set(config.GA_MEASUREMENT_ID)
      ? config.GA_SCRIPT_URL?.trim() || 'https://www.googletagmanager.com/gtag/js'
      : undefined,
  }
}

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    return new URL(value).origin
  } catch {
    return undefined
  }
}

const RECAPTCHA = ['https://www.recaptcha.net', 'https://www.gstatic.com', 'https://www.google.com']
const TELEGRAM = ['https://telegram.org', 'https://oauth.telegram.org']
/** Where Google's tag sends its hits (it loads only after consent; the CSP allows it only when configured). */
const GA_COLLECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
]

// The policy of a feature set is the same for every request but its nonce: built once, the nonce filled in per page.
const NONCE_SLOT = '\u0000nonce\u0000'
const policies = new WeakMap<CspFeatures, string>()

/** The CSP of an HTML page. Scripts need the nonce; what they load is trusted through 'strict-dynamic'. */
export function contentSecurityPolicy(nonce: string, features: CspFeatures): string {
  let policy = policies.get(features)
  if (policy === undefined) {
    policy = buildPolicy(NONCE_SLOT, features)
    policies.set(features, policy)
  }
  return policy.replace(NONCE_SLOT, () => nonce)
}

function buildPolicy(nonce: string, features: CspFeatures): string {
  const script = ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]
  const connect = ["'self'"]
  const frame: string[] = []
  const form = ["'self'"]
  if (features.recaptcha) {
    script.push(...RECAPTCHA)
    connect.push('https://www.recaptcha.net')
    frame.push(...RECAPTCHA)
  }
  if (features.telegram) {
    script.push('https://telegram.org')
    frame.push(...TELEGRAM)
  }
  const sentry = originOf(features.sentryDsn)
  if (sentry) connect.push(sentry)
  const issuer = originOf(features.googleIssuer)
  if (issuer) form.push(issuer)
  const analytics = originOf(features.analyticsScript)
  if (analytics) {
    script.push(analytics)
    connect.push(analytics, ...GA_COLLECT)
  }
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    // React and Radix set style attributes, and toasts inject a style element: styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Post bodies load no other site's image (ADR 060), but account pictures from sign-in providers do (user.image:
    // Google, Telegram, any OIDC issuer's host), so https: stays; images cannot run code either.
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frame.length ? frame.join(' ') : "'none'"}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${form.join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Non-HTML answers (JSON, XML, text) load nothing and may not be framed. */
export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'"

export const HSTS = 'max-age=31536000; includeSubDomains'

/** Headers every answer carries (static files included). */
function baseSecurityHeaders(https: boolean): Readonly<Record<string, string>> {
  return https ? HTTPS_HEADERS : HTTP_HEADERS
}

function securityHeaders(https: boolean): Readonly<Record<string, string>> {
  return Object.freeze({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    // Sign-in providers open pop-ups (Telegram): keep them, but no other window shares this one's context.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    ...(https ? { 'strict-transport-security': HSTS } : {}),
  })
}
const HTTP_HEADERS = securityHeaders(false)
const HTTPS_HEADERS = securityHeaders(true)

/** A session cookie of ours (Better Auth's `<prefix>.session_token`, `__Secure-` in production). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-|__Host-)?[\w-]+\.session_token=/

export function hasSessionCookie(request: Request | Headers): boolean {
  const headers = request instanceof Headers ? request : request.headers
  return SESSION_COOKIE.test(headers.get('cookie') ?? '')
}

/**
 * Adds the security headers to an answer, and for pages and server functions the cache rules: every page varies
 * with the session cookie, and an answer to a signed-in visitor is never stored by a shared cache (it may show
 * the visitor's e-mail).
 */
export function secureResponse(
  request: Request,
  response: Response,
  options: { nonce: string; https: boolean; features: CspFeatures; page: boolean },
): Response {
  let target = response
  const set = (name: string, value: string) => {
    try {
      target.headers.set(name, value)
    } catch {
      // Immutable headers (a fetched or cloned answer): copy once, then set.
      target = new Response(target.body, {
        status: target.status,
        statusText: target.statusText,
        headers: target.headers,
      })
      target.headers.set(name, value)
    }
  }
  for (const [name, value] of Object.entries(baseSecurityHeaders(options.https))) set(name, value)
  const html = (target.headers.get('content-type') ?? '').includes('text/html')
  set('content-security-policy', html ? contentSecurityPolicy(options.nonce, options.features) : NON_HTML_CSP)
  if (options.page) {
    const vary = target.headers.get('vary')
    if (!vary?.split(',').some((v) => v.trim().toLowerCase() === 'cookie'))
      set('vary', vary ? `${vary}, Cookie` : 'Cookie')
    if (hasSessionCookie(request)) set('cache-control', 'private, no-store')
  }
  return target
}

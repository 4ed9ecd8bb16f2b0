import { ForbiddenError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { env } from '@/server/env.server'
import { m } from '@/paraglide/messages'

/**
 * CSRF for signed-in writes: a browser request must come from our own origin (or a configured one); a non-browser
 * client sends no Origin and no `Sec-Fetch-Site: cross-site`. SameSite=Lax cookies back it up.
 */
function isSameOriginWrite(request: Request, trusted: readonly string[] = env().trustedOrigins): boolean {
  const origin = request.headers.get('origin')
  if (origin) return origin === new URL(request.url).origin || trusted.includes(origin)
  return request.headers.get('sec-fetch-site') !== 'cross-site'
}

/** Throws `403 forbidden_origin` for a cross-site write. */
export function assertSameOrigin(request: Request, locale: Locale) {
  if (!isSameOriginWrite(request)) {
    throw new ForbiddenError(m.auth_error_forbidden_origin({}, { locale }), 'forbidden_origin')
  }
}

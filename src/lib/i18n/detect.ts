import { readCookie } from '@/lib/cookies'
import { baseLocale, isLocale, LOCALE_COOKIE, locales, type Locale } from './locales'

/** Supported locales in the order an `Accept-Language` header prefers them (q-values honoured). */
export function localesFromAcceptLanguage(header: string | null | undefined): Locale[] {
  if (!header) return []
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter((e) => e.tag && e.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  const result: Locale[] = []
  for (const { tag } of ranked) {
    const primary = tag === '*' ? baseLocale : tag.split('-')[0]
    if (primary && isLocale(primary) && !result.includes(primary)) result.push(primary)
  }
  return result
}

/** The locale named by the first path segment, if it is one we support. */
export function localeFromPath(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1]
  return first && isLocale(first) ? first : undefined
}

/**
 * Spec "Detection order on first load": cookie, then browser languages, then the fallback.
 * The route prefix decides once a localized URL is being served.
 */
export function detectLocale(input: { cookie?: string | null; acceptLanguage?: string | null }): Locale {
  const fromCookie = readCookie(input.cookie, LOCALE_COOKIE)
  if (fromCookie && isLocale(fromCookie)) return fromCookie
  return localesFromAcceptLanguage(input.acceptLanguage)[0] ?? baseLocale
}

export function detectLocaleFromRequest(request: Request): Locale {
  return (
    localeFromPath(new URL(request.url).pathname) ??
    detectLocale({ cookie: request.headers.get('cookie'), acceptLanguage: request.headers.get('accept-language') })
  )
}

export { locales }

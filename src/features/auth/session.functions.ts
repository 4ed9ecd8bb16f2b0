import { createServerFn } from '@tanstack/react-start'
import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import { baseLocale, isLocale, type Locale } from '@/lib/i18n/locales'
import { contextFromRequest } from './auth-http.server'
import * as service from './auth.server'

// Session reads and sign-out/refresh for every page. Kept free of zod and forms: public pages load this file.

const localeOnly = (input: unknown): { locale: Locale } => {
  const locale = (input as { locale?: unknown } | null)?.locale
  return { locale: typeof locale === 'string' && isLocale(locale) ? locale : baseLocale }
}

function context(locale?: Locale) {
  const ctx = contextFromRequest(getRequest())
  return locale ? { ...ctx, locale } : ctx
}

function forwardCookies(cookies: string[]) {
  for (const cookie of cookies) appendResponseHeader('set-cookie', cookie)
}

export const getSessionFn = createServerFn({ method: 'GET' }).handler(async () => {
  const outcome = await service.getSessionUser(context())
  if (!outcome.ok) return { user: null }
  forwardCookies(outcome.cookies)
  return outcome.data
})

export const getAuthConfigFn = createServerFn({ method: 'GET' }).handler(() => service.socialProviders())

export const logoutFn = createServerFn({ method: 'POST' })
  .validator(localeOnly)
  .handler(async ({ data }) => {
    const { cookies, ...result } = await service.logout(context(data.locale))
    forwardCookies(cookies)
    return result
  })

export const refreshFn = createServerFn({ method: 'POST' })
  .validator(localeOnly)
  .handler(async ({ data }) => {
    const { cookies, ...result } = await service.refresh(context(data.locale))
    forwardCookies(cookies)
    return result
  })

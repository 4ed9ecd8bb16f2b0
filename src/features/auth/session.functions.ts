import { createServerFn } from '@tanstack/react-start'
import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import { formResult } from '@/lib/form-result'
import { baseLocale, isLocale, type Locale } from '@/lib/i18n/locales'
import { contextFromRequest } from './auth-http.server'
import * as service from './auth.server'

// Session reads and sign-out/refresh for every page. Kept free of zod and forms: public pages load this file.

const localeOnly = (input: unknown): { locale: Locale } => {
  const locale = (input as { locale?: unknown } | null)?.locale
  return { locale: typeof locale === 'string' && isLocale(locale) ? locale : baseLocale }
}

function context(locale?: Locale) {
  return contextFromRequest(getRequest(), (line) => appendResponseHeader('set-cookie', line), locale)
}

export const getSessionFn = createServerFn({ method: 'GET' }).handler(() => service.getSessionUser(context()))

export const getAuthConfigFn = createServerFn({ method: 'GET' }).handler(() => service.socialProviders())

export const logoutFn = createServerFn({ method: 'POST' })
  .validator(localeOnly)
  .handler(({ data }) => formResult(data.locale, () => service.logout(context(data.locale))))

export const refreshFn = createServerFn({ method: 'POST' })
  .validator(localeOnly)
  .handler(({ data }) => formResult(data.locale, () => service.refresh(context(data.locale))))

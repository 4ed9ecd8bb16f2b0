import { createServerFn } from '@tanstack/react-start'
import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import type { Locale } from '@/lib/i18n/locales'
import { contextFromRequest } from './auth-http.server'
import * as service from './auth.server'

// Session reads for every page (sign-out and refresh go through the API client). Kept free of zod and forms:
// public pages load this file.

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

import { createServerFn } from '@tanstack/react-start'
import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import type { Locale } from '@/lib/i18n/locales'
import { contextFromRequest } from './auth-http.server'
import * as service from './auth.server'

// Session reads for every page (sign-out and refresh go through the API client, see use-session.ts). Kept free of
// zod and forms: public pages load this file.

function context(locale?: Locale) {
  return contextFromRequest(getRequest(), (line) => appendResponseHeader('set-cookie', line), locale)
}

export const getSessionFn = createServerFn({ method: 'GET' }).handler(() => service.getSessionUser(context()))

export const getAuthConfigFn = createServerFn({ method: 'GET' }).handler(() => service.socialProviders())

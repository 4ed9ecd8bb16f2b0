import { createServerFn } from '@tanstack/react-start'
import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import type { Locale } from '@/lib/i18n/locales'
import { actionInput, type AuthResult } from './auth.schemas'
import { contextFromRequest } from './auth-http.server'
import * as service from './auth.server'
import type { Outcome } from './auth.server'

// Server functions for the UI: same service (and so the same rules) as the /api/auth/* routes.

function context(locale?: Locale) {
  const ctx = contextFromRequest(getRequest())
  return locale ? { ...ctx, locale } : ctx
}

/** Forwards Better Auth's cookies and drops them from the payload. */
function answer<T>(outcome: Outcome<T>): AuthResult<T> {
  for (const cookie of outcome.cookies) appendResponseHeader('set-cookie', cookie)
  const { cookies: _cookies, ...result } = outcome
  return result
}

export const loginFn = createServerFn({ method: 'POST' })
  .validator(actionInput)
  .handler(async ({ data }) => answer(await service.login(context(data.locale), data.body, data.captchaToken)))

export const registerFn = createServerFn({ method: 'POST' })
  .validator(actionInput.extend({ redirect: z.string().max(2048).optional() }))
  .handler(async ({ data }) => answer(await service.register(context(data.locale), data.body, data.redirect)))

export const confirmEmailFn = createServerFn({ method: 'POST' })
  .validator(actionInput)
  .handler(async ({ data }) => answer(await service.confirmEmail(context(data.locale), data.body)))

export const resendConfirmationFn = createServerFn({ method: 'POST' })
  .validator(actionInput)
  .handler(async ({ data }) => answer(await service.resendConfirmation(context(data.locale), data.body)))

export const requestPasswordResetFn = createServerFn({ method: 'POST' })
  .validator(actionInput)
  .handler(async ({ data }) => answer(await service.requestPasswordReset(context(data.locale), data.body)))

export const confirmPasswordResetFn = createServerFn({ method: 'POST' })
  .validator(actionInput)
  .handler(async ({ data }) => answer(await service.confirmPasswordReset(context(data.locale), data.body)))

export const telegramSignInFn = createServerFn({ method: 'POST' })
  .validator(actionInput)
  .handler(async ({ data }) => answer(await service.telegramSignIn(context(data.locale), data.body)))

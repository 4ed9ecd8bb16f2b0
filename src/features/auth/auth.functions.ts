import { createServerFn } from '@tanstack/react-start'
import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { formResult } from '@/lib/form-result'
import type { Locale } from '@/lib/i18n/locales'
import { actionInput } from './auth.schemas'
import { contextFromRequest } from './auth-http.server'
import * as service from './auth.server'

// Server functions for the forms: same service (and so the same rules) as the /api/auth/* routes. Typed failures
// come back as `{ ok: false, error }` (localized message and field messages); Better Auth's cookies are forwarded.

function context(locale: Locale) {
  return contextFromRequest(getRequest(), (line) => appendResponseHeader('set-cookie', line), locale)
}

export const loginFn = createServerFn({ method: 'POST' })
  .validator(actionInput)
  .handler(({ data }) =>
    formResult(data.locale, () => service.login(context(data.locale), data.body, data.captchaToken)),
  )

export const registerFn = createServerFn({ method: 'POST' })
  .validator(actionInput.extend({ redirect: z.string().max(2048).optional() }))
  .handler(({ data }) =>
    formResult(data.locale, () => service.register(context(data.locale), data.body, data.redirect)),
  )

export const confirmEmailFn = createServerFn({ method: 'POST' })
  .validator(actionInput)
  .handler(({ data }) => formResult(data.locale, () => service.confirmEmail(context(data.locale), data.body)))

export const resendConfirmationFn = createServerFn({ method: 'POST' })
  .validator(actionInput)
  .handler(({ data }) => formResult(data.locale, () => service.resendConfirmation(context(data.locale), data.body)))

export const requestPasswordResetFn = createServerFn({ method: 'POST' })
  .validator(actionInput)
  .handler(({ data }) => formResult(data.locale, () => service.requestPasswordReset(context(data.locale), data.body)))

export const confirmPasswordResetFn = createServerFn({ method: 'POST' })
  .validator(actionInput)
  .handler(({ data }) => formResult(data.locale, () => service.confirmPasswordReset(context(data.locale), data.body)))

export const telegramSignInFn = createServerFn({ method: 'POST' })
  .validator(actionInput)
  .handler(({ data }) => formResult(data.locale, () => service.telegramSignIn(context(data.locale), data.body)))

import { createServerFn } from '@tanstack/react-start'
import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import type { Locale } from '@/lib/i18n/locales'
import { localizedInput } from '@/lib/localized-input'
import { authSchemas, captchaInput, registerExtraInput, telegramFieldsSchema } from './auth.schemas'
import { contextFromRequest } from './auth-http.server'
import * as service from './auth.server'

// Server functions for the forms: same service (and so the same rules) as the /api/auth/* routes, input parsed at
// the edge (ADR 021). A typed failure answers like REST, with its status and the JSON error body (localized message
// and field messages, server-fn-input.middleware.ts); Better Auth's cookies are forwarded either way.

function context(locale: Locale) {
  return contextFromRequest(getRequest(), (line) => appendResponseHeader('set-cookie', line), locale)
}

export const loginFn = createServerFn({ method: 'POST' })
  .validator(localizedInput((locale) => authSchemas(locale).login, captchaInput))
  .handler(({ data }) => service.login(context(data.locale), data.body, data.captchaToken))

export const registerFn = createServerFn({ method: 'POST' })
  .validator(localizedInput((locale) => authSchemas(locale).register, registerExtraInput))
  .handler(({ data }) => service.register(context(data.locale), data.body, data.redirect))

export const confirmEmailFn = createServerFn({ method: 'POST' })
  .validator(localizedInput((locale) => authSchemas(locale).token))
  .handler(({ data }) => service.confirmEmail(context(data.locale), data.body))

export const resendConfirmationFn = createServerFn({ method: 'POST' })
  .validator(localizedInput((locale) => authSchemas(locale).email))
  .handler(({ data }) => service.resendConfirmation(context(data.locale), data.body))

export const requestPasswordResetFn = createServerFn({ method: 'POST' })
  .validator(localizedInput((locale) => authSchemas(locale).email))
  .handler(({ data }) => service.requestPasswordReset(context(data.locale), data.body))

export const confirmPasswordResetFn = createServerFn({ method: 'POST' })
  .validator(localizedInput((locale) => authSchemas(locale).resetConfirm))
  .handler(({ data }) => service.confirmPasswordReset(context(data.locale), data.body))

export const secureAccountFn = createServerFn({ method: 'POST' })
  .validator(localizedInput((locale) => authSchemas(locale).token))
  .handler(({ data }) => service.secureAccountFromNotice(context(data.locale), data.body))

export const telegramSignInFn = createServerFn({ method: 'POST' })
  .validator(localizedInput(() => telegramFieldsSchema))
  .handler(({ data }) => service.telegramSignIn(context(data.locale), data.body))

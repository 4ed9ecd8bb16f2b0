import { createServerFn } from '@tanstack/react-start'
import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import type { Locale } from '@/lib/i18n/locales'
import { localizedInput } from '@/lib/localized-input'
import { signedIn } from './auth.middleware'
import { contextFromRequest } from './auth-http.server'
import { twoFactorSchemas } from './two-factor.schemas'
import * as twoFactor from './two-factor.server'

// Two-factor sign-in (ADR 044): the sign-in's second step (no session yet: the challenge cookie from the password
// step stands in), and the account section's calls, each signed-in, on the caller's own account.

const setCookies = (cookies: string[]) => {
  for (const cookie of cookies) appendResponseHeader('set-cookie', cookie)
}

export const twoFactorSignInFn = createServerFn({ method: 'POST' })
  .validator(localizedInput((locale) => twoFactorSchemas(locale).signIn))
  .handler(({ data }) =>
    twoFactor.completeTwoFactorSignIn(
      contextFromRequest(getRequest(), (line) => appendResponseHeader('set-cookie', line), data.locale as Locale),
      data.body,
    ),
  )

export const startTwoFactorSetupFn = createServerFn({ method: 'POST' })
  .middleware([signedIn()])
  .validator(localizedInput((locale) => twoFactorSchemas(locale).password))
  .handler(({ data, context }) =>
    twoFactor.startTwoFactorSetup(getRequest().headers, context.user, data.body, data.locale),
  )

export const confirmTwoFactorSetupFn = createServerFn({ method: 'POST' })
  .middleware([signedIn()])
  .validator(localizedInput((locale) => twoFactorSchemas(locale).code))
  .handler(async ({ data }) => {
    setCookies((await twoFactor.confirmTwoFactorSetup(getRequest().headers, data.body, data.locale)).cookies)
    return { enabled: true as const }
  })

export const disableTwoFactorFn = createServerFn({ method: 'POST' })
  .middleware([signedIn()])
  .validator(localizedInput((locale) => twoFactorSchemas(locale).password))
  .handler(async ({ data, context }) => {
    setCookies((await twoFactor.disableTwoFactor(getRequest().headers, context.user, data.body, data.locale)).cookies)
    return { enabled: false as const }
  })

export const newRecoveryCodesFn = createServerFn({ method: 'POST' })
  .middleware([signedIn()])
  .validator(localizedInput((locale) => twoFactorSchemas(locale).password))
  .handler(({ data, context }) =>
    twoFactor.newRecoveryCodes(getRequest().headers, context.user, data.body, data.locale),
  )

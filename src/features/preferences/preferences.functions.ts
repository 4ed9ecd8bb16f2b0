import { createServerFn } from '@tanstack/react-start'
import { setCookie } from '@tanstack/react-start/server'
import { signedIn } from '@/features/auth/auth.middleware'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/i18n/locales'
import { secureCookies } from '@/server/http/cookies.server'
import { listExchangeRates, preferencesFor } from './preferences.server'

/** The interface language also goes into the locale cookie, so `/` and later visits open in it. */
function rememberLocale(locale: string | null) {
  if (!locale) return
  setCookie(LOCALE_COOKIE, locale, {
    path: '/',
    maxAge: LOCALE_COOKIE_MAX_AGE,
    sameSite: 'lax',
    secure: secureCookies(),
  })
}

/** The signed-in user's preferences; 401 for anonymous callers whatever the UI does. */
export const getPreferencesFn = createServerFn({ method: 'GET' })
  .middleware([signedIn()])
  .handler(async ({ context }) => {
    const preferences = await preferencesFor(context.user.id)
    rememberLocale(preferences.locale)
    return preferences
  })

/** Public: the seed's reference rates for the "approx." price. */
export const getExchangeRatesFn = createServerFn({ method: 'GET' }).handler(() => listExchangeRates())

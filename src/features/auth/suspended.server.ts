import { ForbiddenError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'

// A suspended account at the door (ADR 052): the one refusal every way of signing in answers with.

export { ACCOUNT_SUSPENDED } from './better-auth.server'

/** 403 `account_suspended`, in the caller's language. */
export const suspendedError = (locale: Locale) =>
  new ForbiddenError(m.moderation_sign_in_suspended({}, { locale }), 'account_suspended')

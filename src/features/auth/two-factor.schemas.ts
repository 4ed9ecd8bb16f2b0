import { z } from 'zod'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { PASSWORD_MAX } from './auth.schemas'

/** A six-digit code from an authenticator app; spaces typed or pasted in are dropped. */
export const TOTP_PATTERN = /^\d{6}$/
/** A recovery code as shown: ten letters and digits, a "-" after the fifth (typed with or without it). */
export const RECOVERY_PATTERN = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/

/** Two-factor forms (ADR 044) with messages in the given language; unknown keys refused. */
export function twoFactorSchemas(locale: Locale) {
  const required = () => m.auth_field_required({}, { locale })
  const codeInvalid = () => m.two_factor_code_invalid({}, { locale })
  const recoveryInvalid = () => m.two_factor_recovery_invalid({}, { locale })
  const password = z.string({ error: required }).min(1, { error: required }).max(PASSWORD_MAX)
  const code = z
    .string({ error: codeInvalid })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(TOTP_PATTERN, { error: codeInvalid }))
  const recoveryCode = z
    .string({ error: recoveryInvalid })
    .trim()
    .regex(RECOVERY_PATTERN, { error: recoveryInvalid })
    // Stored as shown (xxxxx-xxxxx): a code typed without the dash still matches.
    .transform((value) => (value.includes('-') ? value : `${value.slice(0, 5)}-${value.slice(5)}`))
  return {
    password: z.strictObject({ password }),
    code: z.strictObject({ code }),
    /** The sign-in's second step: a code from the app, or one recovery code (used once). */
    signIn: z
      .strictObject({ code: code.optional(), recoveryCode: recoveryCode.optional() })
      .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
        error: codeInvalid,
        path: ['code'],
      }),
  }
}

type TwoFactorSchemas = ReturnType<typeof twoFactorSchemas>
export type TwoFactorPasswordInput = z.output<TwoFactorSchemas['password']>
export type TwoFactorCodeInput = z.output<TwoFactorSchemas['code']>
export type TwoFactorSignInInput = z.output<TwoFactorSchemas['signIn']>

/** What turning two-factor sign-in on shows: the key as a QR code and as text, and the recovery codes to keep. */
export interface TwoFactorSetup {
  /** The otpauth:// address the QR code holds. */
  uri: string
  /** The key in base32, to type into an app that cannot scan. */
  secret: string
  /** The QR code: an SVG path on a `size`×`size` grid of modules (made on the server). */
  qr: { size: number; path: string }
  /** Shown once the first code is confirmed; only their hashes' encrypted list is kept. */
  recoveryCodes: string[]
}

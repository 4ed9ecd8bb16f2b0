import { z } from 'zod'
import type { FormError } from '@/lib/form-result'
import { locales, type Locale } from '@/lib/i18n/locales'
import { hasVisibleText } from '@/lib/text-check'
import { m } from '@/paraglide/messages'

/** Password length bounds (no composition rules; common and easily guessed passwords are refused on the server). */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

/**
 * Addresses no mailbox can have: the `.invalid` top-level domain (RFC 2606), which includes the ones Telegram
 * accounts get (telegram-<id>@users.telegram.invalid). Registering one would only block that Telegram user.
 */
export const RESERVED_EMAIL = /\.invalid$/i

/** The signed-in user as every client sees it (never the password hash or tokens). */
export interface PublicUser {
  id: string
  name: string
  email: string
  username: string
  emailVerified: boolean
  image: string | null
}

/** What a failed auth form action carries: the API's error code, its localized message and field messages. */
export type AuthErrorBody = FormError

/**
 * Form and body schemas with messages in the given language (server: the request's; client: the page's). Unknown
 * keys are refused ("Unknown parameter."), as every /api/v1 body and query does.
 */
export function authSchemas(locale: Locale) {
  const email = z
    .string({ error: () => m.auth_field_email_invalid({}, { locale }) })
    .trim()
    .toLowerCase()
    .max(254, { error: () => m.auth_field_email_invalid({}, { locale }) })
    .pipe(z.email({ error: () => m.auth_field_email_invalid({}, { locale }) }))
    .refine((value) => !RESERVED_EMAIL.test(value), { error: () => m.auth_field_email_invalid({}, { locale }) })
  const newPassword = z
    .string({ error: () => m.auth_field_password_length({ min: PASSWORD_MIN, max: PASSWORD_MAX }, { locale }) })
    .min(PASSWORD_MIN, {
      error: () => m.auth_field_password_length({ min: PASSWORD_MIN, max: PASSWORD_MAX }, { locale }),
    })
    .max(PASSWORD_MAX, {
      error: () => m.auth_field_password_length({ min: PASSWORD_MIN, max: PASSWORD_MAX }, { locale }),
    })
  const token = z
    .string({ error: () => m.auth_token_invalid({}, { locale }) })
    .min(1, { error: () => m.auth_token_invalid({}, { locale }) })
    .max(4096)
  return {
    login: z.strictObject({
      email,
      password: z
        .string({ error: () => m.auth_field_required({}, { locale }) })
        .min(1, { error: () => m.auth_field_required({}, { locale }) })
        .max(PASSWORD_MAX, {
          error: () => m.auth_field_password_length({ min: PASSWORD_MIN, max: PASSWORD_MAX }, { locale }),
        }),
    }),
    register: z.strictObject({
      name: z
        .string({ error: () => m.auth_field_name_invalid({}, { locale }) })
        .trim()
        .min(1, { error: () => m.auth_field_name_invalid({}, { locale }) })
        .max(80, { error: () => m.auth_field_name_invalid({}, { locale }) })
        // The name is the byline and the author page's link text: it must show.
        .refine(hasVisibleText, { error: () => m.auth_field_name_invalid({}, { locale }) }),
      email,
      password: newPassword,
    }),
    email: z.strictObject({ email }),
    token: z.strictObject({ token }),
    resetConfirm: z.strictObject({ token, password: newPassword }),
  }
}

/** Server-function inputs: the page's locale plus a body the service validates with localized messages. */
export const actionInput = z.object({
  locale: z.enum(locales),
  body: z.unknown(),
  captchaToken: z.string().max(4096).optional(),
})

/**
 * Query of `GET /api/auth/google`: the path to return to after signing in and the page's language. The handler keeps
 * `redirect` only when it stays on this site (`safeRedirectPath`), so the schema only bounds it.
 */
export const googleSignInQuerySchema = z.object({
  redirect: z.string().max(2048).optional(),
  lang: z.enum(locales).optional(),
})

/** Query of `POST /api/auth/register`: where the confirmation link returns to (kept only when on this site). */
export const registerQuerySchema = googleSignInQuerySchema.pick({ redirect: true })

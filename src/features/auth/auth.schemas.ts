import { z } from 'zod'
import { locales, type Locale } from '@/lib/i18n/locales'
import { withJsonSchema } from '@/lib/json-schema-hint'
import { hasVisibleText } from '@/lib/text-check'
import { plainText } from '@/lib/validation'
import { m } from '@/paraglide/messages'
import type { Role } from './roles'

// Roles live in roles.ts (no zod: the header and every page's guard read them); re-exported for the schemas' users.
export { holdsRole, roles, staffRoles, type Role, type StaffRole } from './roles'

/** Password length bounds (no composition rules; common and easily guessed passwords are refused on the server). */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

/**
 * Addresses no mailbox can have: the `.invalid` top-level domain (RFC 2606), which includes the ones Telegram
 * accounts get (telegram-<id>@users.telegram.invalid). Registering one would only block that Telegram user.
 */
export const RESERVED_EMAIL = /\.invalid$/i
/** Not a reserved address, as a refinement whose check the OpenAPI document states (ADR 050). */
export const notReservedEmail = withJsonSchema((value: string) => !RESERVED_EMAIL.test(value), {
  pattern: '^(?![\\s\\S]*\\.[Ii][Nn][Vv][Aa][Ll][Ii][Dd]$)',
})

/** The signed-in user as every client sees it (never the password hash or tokens). */
export interface PublicUser {
  id: string
  name: string
  email: string
  username: string
  emailVerified: boolean
  image: string | null
  /** The account's role: every account is a member; staff are editors or admins (ADR 043). */
  role: Role
  /** Whether sign-in asks for a code from an authenticator app (ADR 044); staff need it for the back office. */
  twoFactorEnabled: boolean
}

/** A member's display name, 1 to 80 characters after trimming. */
export function displayName(locale: Locale) {
  const invalid = () => m.auth_field_name_invalid({}, { locale })
  return (
    z
      .string({ error: invalid })
      .trim()
      .min(1, { error: invalid })
      .max(80, { error: invalid })
      // The name is the byline and the author page's link text: it must show.
      .refine(hasVisibleText, { error: invalid })
      .refine(...plainText())
  )
}

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
    .refine(notReservedEmail, { error: () => m.auth_field_email_invalid({}, { locale }) })
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
      name: displayName(locale),
      email,
      password: newPassword,
    }),
    email: z.strictObject({ email }),
    token: z.strictObject({ token }),
    resetConfirm: z.strictObject({ token, password: newPassword }),
  }
}

type AuthSchemas = ReturnType<typeof authSchemas>
export type LoginInput = z.output<AuthSchemas['login']>
export type RegisterInput = z.output<AuthSchemas['register']>
export type EmailInput = z.output<AuthSchemas['email']>
export type TokenInput = z.output<AuthSchemas['token']>
export type ResetConfirmInput = z.output<AuthSchemas['resetConfirm']>

/**
 * The Telegram widget's signed fields, checked by their signature (telegram.server.ts), not by shape: anything but an
 * object is no fields at all, and fails that check (401 telegram_invalid) like a forged one.
 */
export const telegramFieldsSchema = z
  .unknown()
  .transform((value): Record<string, unknown> =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {},
  )

/** Server-function inputs besides the form's body (`localizedInput` with `authSchemas`): the login's bot check. */
export const captchaInput = z.object({ captchaToken: z.string().max(4096).optional() })
/** The sign-up's return path after confirming (kept only when on this site). */
export const registerExtraInput = z.object({ redirect: z.string().max(2048).optional() })

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

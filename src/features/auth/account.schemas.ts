import { z } from 'zod'
import { withJsonSchema } from '@/lib/json-schema-hint'
import { displayName, notReservedEmail, PASSWORD_MAX, PASSWORD_MIN } from './auth.schemas'
import { locales, type Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'

/** Lowercase public handle: letters, digits, "-" and "_", 3 to 30 characters, starting and ending alphanumeric. */
export const USERNAME_PATTERN = /^[a-z0-9](?:[a-z0-9_-]{1,28})[a-z0-9]$/
/** `former_<id>`: the author handle of a deleted account. */
export const RESERVED_USERNAME = /^former_\d+$/

/** Account forms with messages in the given language (client: the page's, server: the call's); unknown keys refused. */
export function accountSchemas(locale: Locale) {
  const required = () => m.auth_field_required({}, { locale })
  const passwordLength = () => m.auth_field_password_length({ min: PASSWORD_MIN, max: PASSWORD_MAX }, { locale })
  return {
    profile: z.strictObject({
      name: displayName(locale),
      username: z
        .string({ error: () => m.account_username_invalid({}, { locale }) })
        .trim()
        .toLowerCase()
        .regex(USERNAME_PATTERN, { error: () => m.account_username_invalid({}, { locale }) })
        // The handle deleted accounts' author pages get (ADR 024): never a member's.
        .refine(
          withJsonSchema((value: string) => !RESERVED_USERNAME.test(value), {
            pattern: `^(?!${RESERVED_USERNAME.source.slice(1)})`,
          }),
          { error: () => m.account_username_taken({}, { locale }) },
        ),
    }),
    email: z.strictObject({
      newEmail: z
        .string({ error: () => m.auth_field_email_invalid({}, { locale }) })
        .trim()
        .toLowerCase()
        .max(254, { error: () => m.auth_field_email_invalid({}, { locale }) })
        .pipe(z.email({ error: () => m.auth_field_email_invalid({}, { locale }) }))
        // Reserved for Telegram accounts (auth.schemas.ts): taking one would block that Telegram user's sign-in.
        .refine(notReservedEmail, { error: () => m.auth_field_email_invalid({}, { locale }) }),
      /** Needed when the account has a password (ADR 049); one without signs in again instead. */
      currentPassword: z.string({ error: required }).max(PASSWORD_MAX).optional(),
    }),
    password: z.strictObject({
      currentPassword: z.string({ error: required }).min(1, { error: required }).max(PASSWORD_MAX),
      newPassword: z
        .string({ error: passwordLength })
        .min(PASSWORD_MIN, { error: passwordLength })
        .max(PASSWORD_MAX, { error: passwordLength }),
    }),
    deletion: z.strictObject({
      /** The password when the account has one; otherwise the account's e-mail address, typed out. */
      confirmation: z.string({ error: required }).min(1, { error: required }).max(PASSWORD_MAX),
    }),
  }
}

/** Server-function inputs besides the forms' bodies (those: `localizedInput` with `accountSchemas`). */
export const localeInput = z.object({ locale: z.enum(locales) })
export const sessionIdInput = z.object({ locale: z.enum(locales), id: z.string().min(1).max(200) })
export const emailTokenInput = z.object({ locale: z.enum(locales), token: z.string().min(1).max(512) })

/** One signed-in device as its owner sees it (never the session token). */
export interface ActiveSession {
  id: string
  createdAt: string
  lastActiveAt: string
  expiresAt: string
  ipAddress: string | null
  userAgent: string | null
  current: boolean
}

export interface AccountOverview {
  /** Whether the account signs in with a password (social-only accounts have none). */
  hasPassword: boolean
  createdAt: string
  /** A pending e-mail change waiting for confirmation from the new address. */
  pendingEmail: string | null
}

type AccountSchemas = ReturnType<typeof accountSchemas>
export type ProfileInput = z.output<AccountSchemas['profile']>
export type EmailChangeInput = z.output<AccountSchemas['email']>
export type PasswordChangeInput = z.output<AccountSchemas['password']>
export type DeletionInput = z.output<AccountSchemas['deletion']>

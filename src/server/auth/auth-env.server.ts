import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { z } from 'zod'

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined))

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().default(3000),
  /** Public origin of the app; links in mails and Better Auth's callbacks use it. */
  AUTH_BASE_URL: optional,
  VITE_SITE_URL: optional,
  /** Extra origins allowed to POST to /api/auth/* (comma separated). */
  AUTH_TRUSTED_ORIGINS: optional,
  BETTER_AUTH_SECRET: optional,
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Waypoints <no-reply@waypoints.local>'),
  DATA_DIR: z.string().default('.data'),
  REDIS_URL: optional,
  RECAPTCHA_SITE_KEY: optional,
  RECAPTCHA_SECRET_KEY: optional,
  RECAPTCHA_VERIFY_URL: z.string().default('https://www.recaptcha.net/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  /** OpenID Connect issuer for Google sign-in (tests point it at a local mock). */
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  TELEGRAM_BOT_TOKEN: optional,
  TELEGRAM_BOT_NAME: optional,
})

export type AuthEnv = z.infer<typeof schema> & { baseURL: string; trustedOrigins: string[] }

/** Read on every call (cheap) so tests can switch captcha, mail or providers per case. */
export function authEnv(): AuthEnv {
  const parsed = schema.parse(process.env)
  const baseURL = (parsed.AUTH_BASE_URL ?? parsed.VITE_SITE_URL ?? `http://localhost:${parsed.PORT}`).replace(
    /\/+$/,
    '',
  )
  const extra = (parsed.AUTH_TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return { ...parsed, baseURL, trustedOrigins: [new URL(baseURL).origin, ...extra] }
}

/** BETTER_AUTH_SECRET, else a random secret kept in DATA_DIR so sessions survive restarts of `npm start`. */
export function authSecret(env: AuthEnv): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET
  if (env.NODE_ENV === 'test') return 'test-secret-0123456789abcdef0123456789abcdef'
  const file = path.resolve(env.DATA_DIR, 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(path.dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

import { AsyncLocalStorage } from 'node:async_hooks'
import { randomInt } from 'node:crypto'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { genericOAuth } from 'better-auth/plugins'
import { eq } from 'drizzle-orm'
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/auth-constants'
import { baseLocale, type Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { Db } from '@/server/db/client.server'
import { getDatabase } from '@/server/db/index.server'
import { account, session, user, verification } from '@/server/db/schema'
import { authEnv, authSecret } from './auth-env.server'
import { logger } from '@/server/logger.server'
import { actionMail, sendMail } from './mail.server'
import { telegramPlugin } from './telegram.server'

/** Token lifetime for e-mail confirmation and password reset (spec §9: 3,600,000 ms). */
export const TOKEN_TTL_SECONDS = 60 * 60

/** Who a mail is for: set by the service around each auth call (Better Auth callbacks have no locale). */
export const mailContext = new AsyncLocalStorage<{ locale: Locale; origin: string; redirect?: string }>()

/** Sends without waiting: the answer must not depend on mail (enumeration by timing, slow SMTP). */
function deliver(mail: Parameters<typeof sendMail>[0]) {
  sendMail(mail).catch((error: unknown) => logger.error(`mail to ${mail.to} failed`, error))
}

function mailLocale() {
  return mailContext.getStore() ?? { locale: baseLocale, origin: authEnv().baseURL }
}

/** A lowercase, unique handle derived from the name or e-mail (authors link to it later). */
async function uniqueUsername(db: Db, seed: string): Promise<string> {
  const base =
    seed
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 24) || 'user'
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = attempt === 0 ? base : `${base}-${randomInt(1000, 100000)}`
    const taken = await db.select({ id: user.id }).from(user).where(eq(user.username, candidate)).limit(1)
    if (taken.length === 0) return candidate
  }
  return `${base}-${Date.now().toString(36)}`
}

function googleEndpoints(issuer: string) {
  const base = issuer.replace(/\/+$/, '')
  if (base === 'https://accounts.google.com') {
    return {
      authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    }
  }
  return { authorizationUrl: `${base}/authorize`, tokenUrl: `${base}/token`, userInfoUrl: `${base}/userinfo` }
}

function createAuth(db: Db) {
  const env = authEnv()
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? [
          {
            providerId: 'google',
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            // Explicit endpoints (no discovery fetch at start-up): Google's own, or `{issuer}/authorize|token|userinfo`
            // for a stand-in OpenID provider (tests use oauth2-mock-server).
            ...googleEndpoints(env.GOOGLE_ISSUER),
            scopes: ['openid', 'email', 'profile'],
            pkce: true,
            // Google verifies e-mail addresses; linking to an existing account by e-mail is safe for it.
            overrideUserInfo: false,
          },
        ]
      : []
  return betterAuth({
    appName: 'Waypoints',
    baseURL: env.baseURL,
    // Better Auth's own handler only serves the OAuth redirects; our contract lives at /api/auth/*.
    basePath: '/api/auth/ba',
    secret: authSecret(env),
    trustedOrigins: env.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    user: {
      additionalFields: {
        username: { type: 'string', required: false, input: false, unique: true },
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (data) => ({
            data: {
              ...data,
              username: await uniqueUsername(db, String(data.name || String(data.email).split('@')[0])),
            },
          }),
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: u, token }) => {
        const { locale, origin } = mailLocale()
        const link = `${origin}/${locale}/auth/password-reset/confirm?token=${encodeURIComponent(token)}`
        deliver(
          actionMail({
            to: u.email,
            subject: m.auth_mail_reset_subject({}, { locale }),
            intro: m.auth_mail_reset_intro({}, { locale }),
            action: m.auth_mail_reset_action({}, { locale }),
            outro: m.auth_mail_ignore({}, { locale }),
            link,
          }),
        )
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: TOKEN_TTL_SECONDS,
      sendVerificationEmail: async ({ user: u, token }) => {
        const { locale, origin, redirect } = mailLocale()
        const query = new URLSearchParams({ token, ...(redirect ? { redirect } : {}) })
        const link = `${origin}/${locale}/auth/email/confirm?${query}`
        deliver(
          actionMail({
            to: u.email,
            subject: m.auth_mail_confirm_subject({}, { locale }),
            intro: m.auth_mail_confirm_intro({}, { locale }),
            action: m.auth_mail_confirm_action({}, { locale }),
            outro: m.auth_mail_ignore({}, { locale }),
            link,
          }),
        )
      },
    },
    account: {
      accountLinking: { enabled: true, trustedProviders: ['google', 'telegram'] },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Our /api/auth/* routes apply their own, database-backed limits (rate-limit.server.ts).
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: env.NODE_ENV === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      cookiePrefix: 'waypoints',
      database: { generateId: () => crypto.randomUUID() },
      // Mails go out after the answer: an existing account must not answer slower (enumeration by timing).
      // Better Auth logs failures of these tasks.
      backgroundTasks: { handler: (task) => void task },
    },
    telemetry: { enabled: false },
    // No tanstackStartCookies(): the service forwards every Set-Cookie itself (ADR 201); the plugin would repeat them.
    plugins: [genericOAuth({ config: google }), telegramPlugin()],
  })
}

export type Auth = ReturnType<typeof createAuth>

const instances = new WeakMap<object, Auth>()

/** Better Auth on the process-wide database (tests install their own database per file). */
export async function getAuth(): Promise<Auth> {
  const database = await getDatabase()
  let auth = instances.get(database)
  if (!auth) {
    auth = createAuth(database.db)
    instances.set(database, auth)
  }
  return auth
}

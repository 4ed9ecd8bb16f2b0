import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { randomBytes, randomInt } from 'node:crypto'
import path from 'node:path'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { createAuthMiddleware } from 'better-auth/api'
import { genericOAuth } from 'better-auth/plugins'
import { and, eq, like } from 'drizzle-orm'
import type { Db } from '@/server/db/client.server'
import { getDatabase } from '@/server/db/index.server'
import { account, session, user, verification } from '@/server/db/schema'
import { env, type Env } from '@/server/env.server'
import { logLibraryLine } from '@/server/http/unavailable.server'
import { PASSWORD_MAX, PASSWORD_MIN } from './auth.schemas'
import { sendConfirmationMail, sendResetMail } from './auth-mail.server'
import { telegramPlugin } from './telegram.server'

/** Token lifetime for e-mail confirmation and password reset (spec §9: 3,600,000 ms). */
export const TOKEN_TTL_SECONDS = 60 * 60

/** BETTER_AUTH_SECRET, else a random secret kept in DATA_DIR so sessions survive restarts of `npm start`. */
function authSecret(config: Env): string {
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET
  const file = path.resolve(config.DATA_DIR, 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(path.dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/** A new password ends every reset link still in flight: an older mail must not reset the password again. */
export async function revokeResetTokens(db: Db, userId: string) {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, 'reset-password:%'), eq(verification.value, userId)))
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
  const config = env()
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? [
          {
            providerId: 'google',
            clientId: config.GOOGLE_CLIENT_ID,
            clientSecret: config.GOOGLE_CLIENT_SECRET,
            // Explicit endpoints (no discovery fetch at start-up): Google's own, or `{issuer}/authorize|token|userinfo`
            // for a stand-in OpenID provider (tests use oauth2-mock-server).
            ...googleEndpoints(config.GOOGLE_ISSUER),
            scopes: ['openid', 'email', 'profile'],
            pkce: true,
            // Google verifies e-mail addresses; linking to an existing account by e-mail is safe for it.
            overrideUserInfo: false,
          },
        ]
      : []
  return betterAuth({
    appName: 'Waypoints',
    baseURL: config.baseURL,
    // Better Auth's own handler only serves the OAuth redirects; our contract lives at /api/auth/*.
    basePath: '/api/auth/ba',
    secret: authSecret(config),
    trustedOrigins: config.trustedOrigins,
    // Its log lines go through ours without their arguments: a failed query's error holds the session token.
    logger: { log: (level, message, ...args) => logLibraryLine('better-auth', level, message, args) },
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
      // The link's page and language come from the `redirectTo` the service passes (see auth-mail.server.ts).
      sendResetPassword: async (data) => sendResetMail(data),
      onPasswordReset: ({ user: u }) => revokeResetTokens(db, u.id),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: TOKEN_TTL_SECONDS,
      sendVerificationEmail: async (data) => sendConfirmationMail(data),
    },
    account: {
      accountLinking: { enabled: true, trustedProviders: ['google', 'telegram'] },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Our /api/auth/* routes apply their own, database-backed limits (src/server/rate-limit).
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: config.NODE_ENV === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      cookiePrefix: 'waypoints',
      database: { generateId: () => crypto.randomUUID() },
      // Mails go out after the answer: an existing account must not answer slower (enumeration by timing).
      // Better Auth logs failures of these tasks.
      backgroundTasks: { handler: (task) => void task },
    },
    hooks: {
      // A changed password (Better Auth's change-password call) also ends every outstanding reset link.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/change-password') return
        const returned = ctx.context.returned as { user?: { id?: unknown } } | undefined
        if (returned && !(returned instanceof Error) && typeof returned.user?.id === 'string')
          await revokeResetTokens(db, returned.user.id)
      }),
    },
    telemetry: { enabled: false },
    // No tanstackStartCookies(): the service forwards every Set-Cookie itself (ADR 007); the plugin would repeat them.
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

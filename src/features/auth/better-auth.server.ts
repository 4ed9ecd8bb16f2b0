import { createHmac, randomInt } from 'node:crypto'
import { getRequestIP } from '@tanstack/react-start/server'
import slugify from '@sindresorhus/slugify'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { genericOAuth } from 'better-auth/plugins'
import { twoFactor as twoFactorPlugin } from 'better-auth/plugins/two-factor'
import { and, eq, like } from 'drizzle-orm'
import { decodeJwt, type JWTPayload } from 'jose'
import type { Db } from '@/server/db/client.server'
import { getDatabase } from '@/server/db/index.server'
import { violates } from '@/server/db/errors.server'
import { account, session, twoFactor, user, verification } from '@/server/db/schema'
import { env } from '@/server/env.server'
import { AUTH_COOKIE_PREFIX, secureCookies } from '@/server/http/cookies.server'
import { clientAddressOf } from '@/server/http/trusted-proxies.server'
import { appSecret } from '@/server/app-secret.server'
import { logLibraryLine } from '@/server/http/unavailable.server'
import { PASSWORD_MAX, PASSWORD_MIN } from './auth.schemas'
import { USERNAME_PATTERN } from './account.schemas'
import { isReservedUsername } from './reserved-usernames'
import { sendConfirmationMail, sendResetMail } from './auth-mail.server'
import { telegramPlugin } from './telegram.server'

/** Token lifetime for e-mail confirmation and password reset (spec §9: 3,600,000 ms). */
const TOKEN_TTL_SECONDS = 60 * 60

/**
 * A keyed hash of an e-mail address, for the rate-limit counters (ADR 048): they tell one address's attempts apart
 * without holding the address, and without the secret nobody can test a guessed address against them.
 */
export function addressKey(email: string): string {
  return createHmac('sha256', appSecret(env()))
    .update(`address:${email.trim().toLowerCase()}`)
    .digest('base64url')
    .slice(0, 22)
}

/** A new password ends every reset link still in flight: an older mail must not reset the password again. */
async function revokeResetTokens(db: Db, userId: string) {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, 'reset-password:%'), eq(verification.value, userId)))
}

/**
 * The slug of a name or address part: ASCII letters and digits joined by "-", other scripts transliterated
 * ("José Ortega" → "jose-ortega", "Иван Петров" → "ivan-petrov", "Олена Їжак" → "olena-yizhak").
 */
function slug(text: string, max: number): string {
  return slugify(text, { lowercase: true, decamelize: false }).slice(0, max).replace(/-+$/, '')
}

/**
 * A lowercase, unique handle derived from the name, else the e-mail's local part (authors link to it later). Every
 * candidate satisfies USERNAME_PATTERN, so the profile form accepts it as it is: a too short slug ("wu") or one
 * without Latin letters gets a number, and the cut never ends on "-".
 */
async function uniqueUsername(db: Db, name: string, email = ''): Promise<string> {
  const base = [slug(name, 24), slug(email.split('@')[0] ?? '', 24)].find((s) => s.length >= 3) || slug(name, 24)
  const candidates = function* () {
    if (base.length >= 3) yield base
    const stem = base || 'user'
    for (let attempt = 0; attempt < 19; attempt++) yield `${stem}-${randomInt(1000, 100000)}`
    yield `${stem.slice(0, 20).replace(/-+$/, '')}-${Date.now().toString(36)}`
  }
  let last = ''
  for (const candidate of candidates()) {
    // A reserved handle (ADR 051) is never given: the numbered forms that follow are.
    if (!USERNAME_PATTERN.test(candidate) || isReservedUsername(candidate)) continue
    last = candidate
    const taken = await db.select({ id: user.id }).from(user).where(eq(user.username, candidate)).limit(1)
    if (taken.length === 0) return candidate
  }
  return last
}

const lostRace = (arg: unknown) => violates(arg, '23505')

/**
 * The client address of a request (sessions, rate limits): the socket's, or from a trusted proxy the address it
 * forwarded (clientAddressOf); outside the server (tests) the forwarded header stands in for the socket.
 */
export function clientAddress(headers: Headers | undefined): string | undefined {
  let peer: string | undefined
  try {
    peer = getRequestIP()
  } catch {
    peer = undefined
  }
  return clientAddressOf(peer, headers?.get('x-forwarded-for'), env().TRUST_PROXY)
}

/**
 * Sign-up for an address whose password account was never confirmed: the newest sign-up's password and name (and the handle
 * derived from it) replace the old ones. Only the mailbox owner can confirm, so a stranger who registered the
 * address first gains nothing; confirmation links mailed before are void afterwards (`confirmationIsCurrent`).
 * 'kept': an account in use (confirmed, or reachable through another provider); 'none': no account.
 */
export async function renewUnconfirmedSignUp(
  email: string,
  name: string,
  password: string,
): Promise<'renewed' | 'kept' | 'none'> {
  const { db } = await getDatabase()
  const context = await (await getAuth()).$context
  const found = await context.internalAdapter.findUserByEmail(email)
  if (!found) return 'none'
  const id = found.user.id
  // Only a plain password sign-up is renewed: an account also reachable through Telegram or Google is in use.
  const providers = await db.select({ id: account.providerId }).from(account).where(eq(account.userId, id))
  // Hashed on every path: a kept account must not answer sooner than a new or renewed one (enumeration by timing).
  const hash = await context.password.hash(password)
  if (found.user.emailVerified || providers.some((p) => p.id !== 'credential')) return 'kept'
  const updated = await db
    .update(account)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(account.userId, id), eq(account.providerId, 'credential')))
    .returning({ id: account.id })
  if (updated.length === 0)
    await context.internalAdapter.linkAccount({ userId: id, providerId: 'credential', accountId: id, password: hash })
  const rename = found.user.name === name ? {} : { name, username: await uniqueUsername(db, name, email) }
  await db
    .update(user)
    .set({ ...rename, updatedAt: new Date() })
    .where(eq(user.id, id))
  await context.internalAdapter.deleteUserSessions(id)
  return 'renewed'
}

/**
 * False for a sign-up confirmation link mailed before the unconfirmed account's password was last set (a later
 * sign-up replaced it): that link must not confirm the account with a password its sender may not know.
 */
export async function confirmationIsCurrent(token: string): Promise<boolean> {
  let payload: JWTPayload & { email?: unknown; updateTo?: unknown }
  try {
    payload = decodeJwt(token) // the claims only: Better Auth checks the signature when it verifies the link
  } catch {
    return true // not a JWT at all: Better Auth refuses it
  }
  if (payload.updateTo !== undefined || typeof payload.email !== 'string' || typeof payload.iat !== 'number')
    return true
  const { db } = await getDatabase()
  const [row] = await db
    .select({ verified: user.emailVerified, passwordSet: account.updatedAt })
    .from(user)
    .innerJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
    .where(eq(user.email, payload.email.toLowerCase()))
    .limit(1)
  if (!row || row.verified) return true
  return payload.iat >= Math.floor(row.passwordSet.getTime() / 1000)
}

/** Better Auth's OAuth callbacks (Google through the generic OAuth plugin): sign-ins that skip the password. */
const SOCIAL_CALLBACK = /^\/(oauth2\/)?callback\//

/** Code of the refusal a suspended account meets at every sign-in (ADR 052); the services answer it in words. */
export const ACCOUNT_SUSPENDED = 'ACCOUNT_SUSPENDED'

async function isSuspended(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ at: user.suspendedAt }).from(user).where(eq(user.id, userId)).limit(1)
  return !!row?.at
}

async function twoFactorOn(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, userId)).limit(1)
  return row?.on === true
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
    secret: appSecret(config),
    trustedOrigins: config.trustedOrigins,
    // Its log lines go through ours without their arguments: a failed query's error holds the session token.
    // A unique index refusing an insert is a lost race (two sign-ups took the same handle or address at once): the
    // caller tries again (auth.server.ts `register`), and a failure that stays is logged as an error there.
    logger: {
      log: (level, message, ...args) =>
        logLibraryLine('better-auth', level === 'error' && args.some(lostRace) ? 'info' : level, message, args),
    },
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification, twoFactor } }),
    user: {
      additionalFields: {
        username: { type: 'string', required: false, input: false, unique: true },
        // Set by an admin (back office or `npm run admin`), never by the member's own input.
        role: { type: 'string', required: false, input: false, defaultValue: 'member' },
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
      session: {
        create: {
          before: async (data, ctx) => {
            // A suspended account gets no session by any way in (password, second step, Telegram, Google,
            // confirmation link; ADR 052). Google's callback redirects to the login page's failure instead of throwing.
            if (await isSuspended(db, String(data.userId))) {
              if (ctx?.path && SOCIAL_CALLBACK.test(ctx.path)) return false
              throw APIError.from('FORBIDDEN', { code: ACCOUNT_SUSPENDED, message: 'account suspended' })
            }
            // Two-factor sign-in asks for the code after the password (ADR 044): Google's callback cannot, so it
            // makes no session for such an account (the login page then says the sign-in failed).
            if (ctx?.path && SOCIAL_CALLBACK.test(ctx.path) && (await twoFactorOn(db, String(data.userId))))
              return false
            // Better Auth reads the address from headers only; ours follows TRUST_PROXY (ADR 007, 2026-11-26).
            return {
              data: { ...data, ipAddress: clientAddress(ctx?.headers ?? ctx?.request?.headers) ?? data.ipAddress },
            }
          },
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
      onPasswordReset: async ({ user: u }) => {
        await revokeResetTokens(db, u.id)
        // The link came through the mailbox: an address never confirmed is confirmed now, or the new password would
        // only meet "confirm your e-mail address first".
        await db
          .update(user)
          .set({ emailVerified: true, updatedAt: new Date() })
          .where(and(eq(user.id, u.id), eq(user.emailVerified, false)))
      },
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
      useSecureCookies: secureCookies(config),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      cookiePrefix: AUTH_COOKIE_PREFIX,
      // `joins`: a session and its user in one query (the relations in schema.ts), on every signed-in request.
      database: { generateId: () => crypto.randomUUID(), joins: true },
      // X-Forwarded-For can be sent by anyone: only a trusted proxy's counts (the session hook above adds the socket's).
      ipAddress: { ipAddressHeaders: config.TRUST_PROXY ? ['x-forwarded-for'] : [] },
      // No background tasks: the mail callbacks only queue the mail (one local insert, ADR 053) and are awaited, so a
      // mail is durable once Better Auth answered. The mail server is never waited for (enumeration by timing).
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
    plugins: [
      genericOAuth({ config: google }),
      telegramPlugin(),
      // TOTP with recovery codes (ADR 044); our /api/auth routes and server functions call its endpoints, which are
      // not served under /api/auth/ba. The sign-in challenge lives 10 minutes, 5 tries, then a new sign-in.
      twoFactorPlugin({ issuer: 'Waypoints', backupCodeOptions: { amount: 10, length: 10 } }),
    ],
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

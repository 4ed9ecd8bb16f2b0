import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { integerParam } from '@/lib/integer-param'
import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthEndpoint, getSessionFromCtx } from 'better-auth/api'
import { setSessionCookie } from 'better-auth/cookies'

/** Login Widget answers older than this are refused (Telegram's recommendation). */
const TELEGRAM_MAX_AGE_SECONDS = 86_400

export const telegramAuthDataSchema = z
  .object({
    id: integerParam(z.int().positive()),
    first_name: z.string().max(256).optional(),
    last_name: z.string().max(256).optional(),
    username: z.string().max(64).optional(),
    photo_url: z.url().max(2048).optional(),
    auth_date: integerParam(z.int().positive()),
    hash: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .loose()
type TelegramAuthData = z.infer<typeof telegramAuthDataSchema>

type TelegramCheck = { ok: true; data: TelegramAuthData } | { ok: false; reason: 'malformed' | 'bad_hash' | 'stale' }

/**
 * Telegram's check: data-check string = every received field except `hash`, sorted, "key=value" joined by "\n";
 * key = SHA-256(bot token); the hash is HMAC-SHA-256 of the string, compared in constant time.
 */
export function verifyTelegramLogin(
  input: Record<string, unknown>,
  botToken: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): TelegramCheck {
  const parsed = telegramAuthDataSchema.safeParse(input)
  if (!parsed.success) return { ok: false, reason: 'malformed' }
  const checkString = Object.keys(input)
    .filter((key) => key !== 'hash' && input[key] !== undefined && input[key] !== null)
    .sort()
    .map((key) => `${key}=${String(input[key])}`)
    .join('\n')
  const secret = createHash('sha256').update(botToken).digest()
  const expected = createHmac('sha256', secret).update(checkString).digest()
  const given = Buffer.from(parsed.data.hash, 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad_hash' }
  const age = nowSeconds - parsed.data.auth_date
  if (age > TELEGRAM_MAX_AGE_SECONDS || age < -60) return { ok: false, reason: 'stale' }
  return { ok: true, data: parsed.data }
}

const verifiedUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().optional(),
  image: z.string().optional(),
})

/** Telegram shares no e-mail address; its accounts get a reserved, undeliverable one (`.invalid`, RFC 2606). */
const TELEGRAM_EMAIL_DOMAIN = 'users.telegram.invalid'

/**
 * Better Auth plugin: turns an already verified Telegram identity into a session, for the account it is linked to or
 * a new one. It never links to a signed-in user: the widget's signed answer is replayable for a day, so a link
 * carrying someone else's answer would otherwise attach their Telegram to the visitor's account. A signed-in caller
 * whose session is not of that account is refused (TELEGRAM_SIGNED_IN). Server-only: the service verifies first.
 */
export function telegramPlugin() {
  return {
    id: 'telegram',
    endpoints: {
      telegramSignIn: createAuthEndpoint.serverOnly({ method: 'POST', body: verifiedUserSchema }, async (ctx) => {
        const { id, name, image } = ctx.body
        const adapter = ctx.context.internalAdapter
        const key = { providerId: 'telegram', accountId: id }
        let userId = (await adapter.findAccountByKey(key))?.userId
        const current = await getSessionFromCtx(ctx)
        if (current && current.user.id !== userId) {
          throw APIError.from('CONFLICT', { code: 'TELEGRAM_SIGNED_IN', message: 'signed in to another account' })
        }
        if (!userId) {
          // The reserved address may already be taken (by an older account): then a unique variant of it.
          let email = `telegram-${id}@${TELEGRAM_EMAIL_DOMAIN}`
          if (await adapter.findUserByEmail(email))
            email = `telegram-${id}-${randomUUID().slice(0, 8)}@${TELEGRAM_EMAIL_DOMAIN}`
          try {
            const created = await adapter.createUser({ name, email, image: image ?? null, emailVerified: false }, ctx)
            await adapter.linkAccount({ userId: created.id, providerId: 'telegram', accountId: id })
            userId = created.id
          } catch (error) {
            // A simultaneous first sign-in of the same Telegram user may have won the race: use its account.
            userId = (await adapter.findAccountByKey(key))?.userId
            if (!userId) throw error
          }
        }
        const user = await adapter.findUserById(userId)
        if (!user) throw new Error('telegram user vanished')
        // Two-factor sign-in asks for the code after the password (ADR 044); Telegram cannot ask for it.
        if ((user as { twoFactorEnabled?: unknown }).twoFactorEnabled === true)
          throw APIError.from('FORBIDDEN', { code: 'TWO_FACTOR_USE_PASSWORD', message: 'two-factor sign-in is on' })
        const session = await adapter.createSession(user.id, false)
        await setSessionCookie(ctx, { session, user })
        return ctx.json({ user })
      }),
    },
  } satisfies BetterAuthPlugin
}

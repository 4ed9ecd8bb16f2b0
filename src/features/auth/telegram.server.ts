import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import type { BetterAuthPlugin } from 'better-auth'
import { createAuthEndpoint, getSessionFromCtx } from 'better-auth/api'
import { setSessionCookie } from 'better-auth/cookies'

/** Login Widget answers older than this are refused (Telegram's recommendation). */
export const TELEGRAM_MAX_AGE_SECONDS = 86_400

export const telegramAuthDataSchema = z
  .object({
    id: z.coerce.number().int().positive(),
    first_name: z.string().max(256).optional(),
    last_name: z.string().max(256).optional(),
    username: z.string().max(64).optional(),
    photo_url: z.url().max(2048).optional(),
    auth_date: z.coerce.number().int().positive(),
    hash: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .loose()
export type TelegramAuthData = z.infer<typeof telegramAuthDataSchema>

export type TelegramCheck =
  { ok: true; data: TelegramAuthData } | { ok: false; reason: 'malformed' | 'bad_hash' | 'stale' }

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

/**
 * Better Auth plugin: turns an already verified Telegram identity into a session (new account, the linked one,
 * or linked to the signed-in user). Server-only: not reachable over HTTP, the service verifies first.
 */
export function telegramPlugin() {
  return {
    id: 'telegram',
    endpoints: {
      telegramSignIn: createAuthEndpoint.serverOnly({ method: 'POST', body: verifiedUserSchema }, async (ctx) => {
        const { id, name, image } = ctx.body
        const adapter = ctx.context.internalAdapter
        const key = { providerId: 'telegram', accountId: id }
        const existing = await adapter.findAccountByKey(key)
        let userId = existing?.userId
        if (!userId) {
          const current = await getSessionFromCtx(ctx)
          if (current) {
            userId = current.user.id
          } else {
            // Telegram shares no e-mail address; the account gets a reserved, undeliverable one.
            const created = await adapter.createUser(
              { name, email: `telegram-${id}@users.telegram.invalid`, image: image ?? null, emailVerified: false },
              ctx,
            )
            userId = created.id
          }
          await adapter.linkAccount({ userId, providerId: 'telegram', accountId: id })
        }
        const user = await adapter.findUserById(userId)
        if (!user) throw new Error('telegram user vanished')
        const session = await adapter.createSession(user.id, false)
        await setSessionCookie(ctx, { session, user })
        return ctx.json({ user })
      }),
    },
  } satisfies BetterAuthPlugin
}

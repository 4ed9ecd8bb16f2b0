import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createHash, createHmac } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Database } from '@/server/db/client.server'
import { account, user as userTable } from '@/server/db/schema'
import { m } from '@/paraglide/messages'
import { verifyTelegramLogin } from './telegram.server'
import { createTestDatabase, testEngine } from '../../../tests/support/db'
import { ORIGIN, TestClient, dispatch, signedUpUser } from '../../../tests/support/auth-client'
import { stubTempDataDir, withSettings } from '../../../tests/support/settings'

const BOT_TOKEN = '123456:TEST-bot-token'
stubTempDataDir()
vi.stubEnv('TELEGRAM_BOT_TOKEN', BOT_TOKEN)
vi.stubEnv('TELEGRAM_BOT_NAME', 'waypoints_test_bot')
let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

/** Signs widget data the way Telegram does (https://core.telegram.org/widgets/login#checking-authorization). */
function signed(fields: Record<string, string | number>, token = BOT_TOKEN) {
  const check = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n')
  const hash = createHmac('sha256', createHash('sha256').update(token).digest()).update(check).digest('hex')
  return { ...fields, hash }
}
const now = () => Math.floor(Date.now() / 1000)

async function post(client: TestClient, body: unknown) {
  const headers = new Headers({ 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': client.ip })
  if (client.cookies.size) headers.set('cookie', [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '))
  const res = await dispatch(
    'POST',
    new Request(`${ORIGIN}/api/auth/telegram`, { method: 'POST', headers, body: JSON.stringify(body) }),
  )
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';')
    const i = pair!.indexOf('=')
    client.cookies.set(pair!.slice(0, i), pair!.slice(i + 1))
  }
  return { status: res.status, body: await res.json() }
}

describe('Telegram data check', () => {
  const data = { id: 42, first_name: 'Tele', username: 'tele_gram', auth_date: now() }
  it('accepts a correctly signed answer', () => {
    expect(verifyTelegramLogin(signed(data), BOT_TOKEN).ok).toBe(true)
  })
  it('refuses tampered fields, a wrong bot token, extra fields and a bad hash format', () => {
    expect(verifyTelegramLogin({ ...signed(data), first_name: 'Mallory' }, BOT_TOKEN)).toEqual({
      ok: false,
      reason: 'bad_hash',
    })
    expect(verifyTelegramLogin(signed(data, '999:other'), BOT_TOKEN)).toEqual({ ok: false, reason: 'bad_hash' })
    expect(verifyTelegramLogin({ ...signed(data), last_name: 'Added' }, BOT_TOKEN)).toEqual({
      ok: false,
      reason: 'bad_hash',
    })
    expect(verifyTelegramLogin({ ...signed(data), hash: 'zz' }, BOT_TOKEN)).toEqual({ ok: false, reason: 'malformed' })
    expect(verifyTelegramLogin({ ...data }, BOT_TOKEN)).toEqual({ ok: false, reason: 'malformed' })
  })
  it('refuses answers older than 86400 s', () => {
    expect(verifyTelegramLogin(signed({ ...data, auth_date: now() - 86_401 }), BOT_TOKEN)).toEqual({
      ok: false,
      reason: 'stale',
    })
    expect(verifyTelegramLogin(signed({ ...data, auth_date: now() - 86_000 }), BOT_TOKEN).ok).toBe(true)
  })
})

describe(`POST /api/auth/telegram on ${testEngine}`, () => {
  it('creates an account and a session, and signs the same account in next time', async () => {
    const client = new TestClient()
    const first = await post(client, signed({ id: 1001, first_name: 'Ivan', last_name: 'Petrov', auth_date: now() }))
    expect(first.status).toBe(200)
    expect(first.body.user.name).toBe('Ivan Petrov')
    expect((await client.call('GET /api/auth/me')).body.user.id).toBe(first.body.user.id)
    const again = await post(new TestClient(), signed({ id: 1001, first_name: 'Ivan', auth_date: now() }))
    expect(again.body.user.id).toBe(first.body.user.id)
  })
  it('never links to the signed-in user: a replayed answer for a new Telegram id is refused with 409', async () => {
    // The attacker's own signed answer, sent to a signed-in victim as a callback link.
    const attackerAnswer = signed({ id: 2002, first_name: 'Mallory', auth_date: now() })
    const victim = new TestClient()
    const { user } = await signedUpUser(victim)
    const sessionBefore = victim.sessionToken()
    const refused = await post(victim, attackerAnswer)
    expect(refused.status).toBe(409)
    expect(refused.body.error.code).toBe('telegram_signed_in')
    expect(refused.body.error.message).toBe(m.auth_error_telegram_signed_in({}, { locale: 'en' }))
    const rows = await database.db
      .select()
      .from(account)
      .where(and(eq(account.providerId, 'telegram'), eq(account.accountId, '2002')))
    expect(rows).toHaveLength(0)
    // The victim stays signed in to their own account.
    expect(victim.sessionToken()).toBe(sessionBefore)
    expect((await victim.call('GET /api/auth/me')).body.user.id).toBe(user.id)
    // The same answer afterwards signs in to a new account, never the victim's.
    const attacker = await post(new TestClient(), attackerAnswer)
    expect(attacker.status).toBe(200)
    expect(attacker.body.user.id).not.toBe(user.id)
  })
  it("a signed-in user cannot switch to another account's Telegram either; their own still signs in", async () => {
    const other = await post(new TestClient(), signed({ id: 2003, first_name: 'Other', auth_date: now() }))
    const client = new TestClient()
    const { user } = await signedUpUser(client)
    const refused = await post(client, signed({ id: 2003, first_name: 'Other', auth_date: now() }))
    expect(refused.status).toBe(409)
    expect((await client.call('GET /api/auth/me')).body.user.id).toBe(user.id)
    const owner = new TestClient()
    await post(owner, signed({ id: 2003, first_name: 'Other', auth_date: now() }))
    const again = await post(owner, signed({ id: 2003, first_name: 'Other', auth_date: now() }))
    expect(again.status).toBe(200)
    expect(again.body.user.id).toBe(other.body.user.id)
  })
  it('the reserved address cannot be registered, and an account already holding it does not block sign-in', async () => {
    const reserved = await new TestClient(undefined, 'es').call('POST /api/auth/register', {
      name: 'Squatter',
      email: 'telegram-4004@users.telegram.invalid',
      password: 'violet-harbour-tram-42',
    })
    expect(reserved.status).toBe(400)
    expect(reserved.body.error.fields.email).toBe(m.auth_field_email_invalid({}, { locale: 'es' }))
    // An account that took it before the rule existed.
    await database.db.insert(userTable).values({
      id: crypto.randomUUID(),
      name: 'Squatter',
      email: 'telegram-4004@users.telegram.invalid',
      username: `squatter-${Date.now()}`,
    })
    const first = await post(new TestClient(), signed({ id: 4004, first_name: 'Real', auth_date: now() }))
    expect(first.status).toBe(200)
    expect(first.body.user.name).toBe('Real')
    expect(first.body.user.email).toMatch(/^telegram-4004-[0-9a-f]{8}@users\.telegram\.invalid$/)
    const again = await post(new TestClient(), signed({ id: 4004, first_name: 'Real', auth_date: now() }))
    expect(again.body.user.id).toBe(first.body.user.id)
  })
  it('answers 401 for tampered or stale data and sets no cookie', async () => {
    const client = new TestClient()
    const tampered = await post(client, { ...signed({ id: 3003, first_name: 'X', auth_date: now() }), id: 3004 })
    expect(tampered.status).toBe(401)
    expect(tampered.body.error.code).toBe('telegram_invalid')
    const stale = await post(client, signed({ id: 3003, first_name: 'X', auth_date: now() - 90_000 }))
    expect(stale.status).toBe(401)
    expect(stale.body.error.code).toBe('telegram_expired')
    expect(client.cookies.size).toBe(0)
  })
  it('is 404 when Telegram is not configured', async () => {
    await withSettings(database, { TELEGRAM_BOT_TOKEN: undefined }, async () => {
      expect((await post(new TestClient(), signed({ id: 1, auth_date: now() }))).status).toBe(404)
    })
  })
})

describe("Better Auth's own router", () => {
  it('only serves the OAuth callbacks; its e-mail/password routes are closed', async () => {
    const post = (path: string) =>
      dispatch(
        'POST',
        new Request(`${ORIGIN}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN },
          body: '{"email":"a@b.c","password":"x"}',
        }),
      )
    for (const path of [
      '/api/auth/ba/sign-in/email',
      '/api/auth/ba/sign-up/email',
      '/api/auth/ba/request-password-reset',
      '/api/auth/ba/get-session',
    ]) {
      expect((await post(path)).status, path).toBe(404)
    }
    const callback = await dispatch('GET', new Request(`${ORIGIN}/api/auth/ba/callback/google?code=x&state=y`))
    expect(callback.status).not.toBe(404)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import type { Database } from '@/server/db/client.server'
import { LIMITS } from './auth.server'
import { SIGN_IN_LIMITS } from './sign-in-limits.server'
import { createTestDatabase, testEngine } from '../../../tests/support/db'
import { TestClient, signedUpUser, uniqueEmail } from '../../../tests/support/auth-client'
import { applySettings, stubTempDataDir, withSettings } from '../../../tests/support/settings'

let database: Database
let verifyServer: Server
let verifyUrl = ''
let verifyCalls: Array<Record<string, string>> = []

stubTempDataDir()
beforeAll(async () => {
  database = await createTestDatabase()
  // A local stand-in for reCAPTCHA's siteverify: the token names the answer.
  verifyServer = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw))
      verifyCalls.push(form)
      const answers: Record<string, object> = {
        good: { success: true, score: 0.9, action: 'login' },
        low: { success: true, score: 0.1, action: 'login' },
        other: { success: true, score: 0.9, action: 'signup' },
        invalid: { success: false, 'error-codes': ['invalid-input-response'] },
      }
      if (form.response === 'broken') {
        res.writeHead(500).end('down')
        return
      }
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(answers[form.response ?? ''] ?? answers.invalid))
    })
  })
  await new Promise<void>((resolve) => verifyServer.listen(0, '127.0.0.1', resolve))
  verifyUrl = `http://127.0.0.1:${(verifyServer.address() as AddressInfo).port}/recaptcha/api/siteverify`
})
afterAll(async () => {
  verifyServer.closeAllConnections()
  await new Promise((resolve) => verifyServer.close(resolve))
  await database.close()
})

describe(`auth security on ${testEngine}`, () => {
  it('rate-limits sign-up, reset and resend per address', async () => {
    const client = new TestClient()
    const register = async () =>
      (
        await client.call('POST /api/auth/register', {
          name: 'R',
          email: uniqueEmail(),
          password: 'violet-harbour-tram-42',
        })
      ).status
    for (let i = 0; i < LIMITS.registerPerIp; i++) expect(await register()).toBe(200)
    expect(await register()).toBe(429)
    // Mails for one address from one client: that client is refused, another is not (sign-in-limits tests).
    const email = uniqueEmail()
    for (const route of ['POST /api/auth/password-reset', 'POST /api/auth/email/resend'] as const) {
      const asker = new TestClient()
      for (let i = 0; i < SIGN_IN_LIMITS.mailsPerAccountAndClient; i++)
        expect((await asker.call(route, { email })).status).toBe(200)
      expect((await asker.call(route, { email })).status).toBe(429)
      expect((await new TestClient().call(route, { email })).status).toBe(200)
    }
  })

  it('mail is only queued by the answer: a stalled SMTP server does not slow down resend or reset', async () => {
    const pending = uniqueEmail()
    await new TestClient().call('POST /api/auth/register', {
      name: 'Slow',
      email: pending,
      password: 'violet-harbour-tram-42',
    })
    // Accepts connections and never answers.
    const sockets = new Set<Socket>()
    const blackHole = (await import('node:net')).createServer((socket) => void sockets.add(socket))
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve))
    const smtpUrl = `smtp://127.0.0.1:${(blackHole.address() as AddressInfo).port}`
    await withSettings(database, { SMTP_URL: smtpUrl }, async () => {
      for (const route of ['POST /api/auth/email/resend', 'POST /api/auth/password-reset'] as const) {
        // The SMTP server never answers: if the handler awaited the mail, this race would be lost. The mail is queued
        // (ADR 053); the client leaves it to a worker, as a server's answer does.
        const stalled = new Promise<'stalled'>((resolve) => setTimeout(() => resolve('stalled'), 10_000).unref())
        const client = Object.assign(new TestClient(), { sendsQueuedMail: false })
        const res = await Promise.race([client.call(route, { email: pending }), stalled])
        expect(res, route).not.toBe('stalled')
        expect(res !== 'stalled' && res.status).toBe(200)
      }
    }).finally(() => {
      for (const socket of sockets) socket.destroy()
      blackHole.close()
    })
  })

  describe('bot check on login', () => {
    let account: { email: string; password: string }
    let restore: () => Promise<void>
    beforeAll(async () => {
      const { email, password } = await signedUpUser(new TestClient())
      account = { email, password }
      restore = await applySettings(database, { RECAPTCHA_SECRET_KEY: 'test-secret', RECAPTCHA_VERIFY_URL: verifyUrl })
    })
    afterAll(() => restore())
    const login = (token?: string) =>
      new TestClient().call('POST /api/auth/login', account, token === undefined ? {} : { 'x-captcha-token': token })

    it('passes with a good token and sends the secret to the verify endpoint', async () => {
      verifyCalls = []
      const res = await login('good')
      expect(res.status).toBe(200)
      expect(verifyCalls[0]).toMatchObject({ secret: 'test-secret', response: 'good' })
    })
    it('refuses a missing, invalid, low-score or wrong-action token with 403', async () => {
      for (const token of [undefined, 'invalid', 'low', 'other']) {
        const res = await login(token)
        expect(res.status, String(token)).toBe(403)
        expect(res.body.error.code).toBe('captcha_failed')
      }
    })
    it('refuses with 403 when the provider is down', async () => {
      const down = await login('broken')
      expect(down.status).toBe(403)
      expect(down.body.error.code).toBe('captcha_unavailable')
      await withSettings(database, { RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/unreachable' }, async () => {
        const unreachable = await login('good')
        expect(unreachable.status).toBe(403)
        expect(unreachable.body.error.code).toBe('captcha_unavailable')
      })
    })
  })
})

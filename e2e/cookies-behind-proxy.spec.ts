// Behind a TLS-terminating proxy (TRUST_PROXY=true, X-Forwarded-Proto: https; docs/deploy.md) the app's own cookies
// are Secure exactly when the session cookie is: the request reaches the app over plain http, so a cookie that
// looked at the request's own scheme went out without Secure. Needs the build (`npm run build`).
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { root, startServer, statusOf } from './support/server-process'
import { MEMBER_PASSWORD, tokenFromOutbox } from './support/scale-out'

const basePort = Number(process.env.E2E_PORT ?? 3100)

/** The Set-Cookie line of `name` (or of a name ending with it), if the answer sets it. */
const setCookie = (response: Response, name: string) =>
  response.headers.getSetCookie().find((line) => line.split('=')[0]!.endsWith(name))
const isSecure = (line: string | undefined) => !!line && /;\s*Secure(;|$)/i.test(line)

test('behind the proxy the locale cookie is Secure like the session cookie', async () => {
  test.setTimeout(120_000)
  const port = basePort + 54
  const direct = `http://127.0.0.1:${port}`
  const publicOrigin = `https://127.0.0.1:${port}`
  const dataDir = path.join(root, '.tmp', `e2e-proxy-${randomUUID().slice(0, 8)}`)
  const server = startServer(port, dataDir, { TRUST_PROXY: 'true', AUTH_BASE_URL: publicOrigin })
  try {
    await expect.poll(() => statusOf(`${direct}/api/health`), { timeout: 60_000 }).toBe(200)
    // What the proxy adds to every request it forwards.
    const proxied = {
      'content-type': 'application/json',
      origin: publicOrigin,
      'x-forwarded-proto': 'https',
      'x-forwarded-host': `127.0.0.1:${port}`,
      'x-forwarded-for': '198.51.100.54',
    }
    const email = `proxy.${Date.now()}@example.test`
    const registered = await fetch(`${direct}/api/auth/register`, {
      method: 'POST',
      headers: proxied,
      body: JSON.stringify({ name: 'Proxy Member', email, password: MEMBER_PASSWORD }),
    })
    expect(registered.status, await registered.clone().text()).toBe(200)
    const confirmed = await fetch(`${direct}/api/auth/email/confirm`, {
      method: 'POST',
      headers: proxied,
      body: JSON.stringify({ token: await tokenFromOutbox(dataDir, email) }),
    })
    expect(confirmed.status, await confirmed.clone().text()).toBe(200)
    const session = setCookie(confirmed, 'session_token')
    expect(session).toBeDefined()
    expect(isSecure(session), session).toBe(true)

    const cookie = session!.split(';')[0]!
    const saved = await fetch(`${direct}/api/v1/user/preferences`, {
      method: 'PUT',
      headers: { ...proxied, cookie },
      body: JSON.stringify({ locale: 'uk' }),
    })
    expect(saved.status, await saved.clone().text()).toBe(200)
    const locale = setCookie(saved, 'locale')
    expect(locale).toMatch(/^locale=uk;/)
    expect(isSecure(locale), locale).toBe(isSecure(session))
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
    rmSync(dataDir, { recursive: true, force: true })
  }
})

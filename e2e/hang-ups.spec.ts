// Clients that hang up (ADR 023): a production server of its own gets rounds of raw-socket clients that go away at
// every moment of an exchange (before sending, mid-headers, before/during/after the answer's headers, mid-body,
// mid-upload, with a reset) on every kind of route: build files, assets (whole, compressed, ranges), public files,
// pages, the API and its docs, feeds, sitemaps, uploads, sign-in and upload bodies. Afterwards the same process
// (never exited) answers every route, and its log holds no stray stream error. On both engines; bounded in rounds
// and time. Before ADR 023 a few rounds stopped the server (ERR_INVALID_STATE from /builds/latest.json).
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { hangUp, moments, seeded, type Moment, type Target } from './support/hang-up'
import { dropDatabase, freshAddress, freshDatabase, memberAcross, waitForHealth } from './support/scale-out'
import { root, startServer, type ServerProcess } from './support/server-process'

const port = Number(process.env.E2E_PORT ?? 3100) + 65
const base = `http://127.0.0.1:${port}`
const dataDir = path.join(root, `.tmp/hang-ups-${port}`)
const DATABASE = `hang_ups_${port}`
const ROUNDS = 25
const BUDGET_MS = 25_000
/** What a crash, or the host's net for stray stream errors, writes to the log. */
const STRAY = /ERR_INVALID_STATE|uncaught exception|unhandled rejection|after its client left|request failed/

test.describe.configure({ mode: 'serial' })

/** The routes to hang up on, found on the running server (build id, the largest asset, a post, an upload). */
async function routes(cookie: string): Promise<Target[]> {
  const buildId = (
    JSON.parse(readFileSync(path.join(root, 'dist/client/builds/latest.json'), 'utf8')) as { id: string }
  ).id
  const assetsDir = path.join(root, 'dist/client/assets')
  const asset = readdirSync(assetsDir)
    .filter((name) => name.endsWith('.js'))
    .sort((a, b) => statSync(path.join(assetsDir, b)).size - statSync(path.join(assetsDir, a)).size)[0]!
  const blog = await (await fetch(`${base}/en/blog`)).text()
  const post = /href="(\/en\/blog\/posts\/[^"]+)"/.exec(blog)?.[1]
  const upload = /(\/uploads\/[^"\s,]+\.(?:avif|webp))/.exec(blog)?.[1]
  expect(post, 'a post link on /en/blog').toBeTruthy()
  expect(upload, 'an uploaded image on /en/blog').toBeTruthy()
  const signedIn = { cookie, origin: base }
  const form = '----hangups'
  const file = randomBytes(24_000)
  const get = (p: string, headers?: Record<string, string>): Target => ({ method: 'GET', path: p, headers })
  return [
    get('/builds/latest.json'),
    get(`/builds/meta/${buildId}.json`),
    { method: 'HEAD', path: '/builds/latest.json' },
    get(`/assets/${asset}`),
    get(`/assets/${asset}`, { 'accept-encoding': 'gzip, br' }),
    get(`/assets/${asset}`, { range: 'bytes=1000-60000' }),
    get('/favicon.svg'),
    get('/en'),
    { method: 'HEAD', path: '/en' },
    get('/en/blog'),
    get(post!),
    get('/es/trips'),
    get('/en/profile', signedIn),
    get('/api/health'),
    get('/api/health/ready'),
    get('/api/v1/posts'),
    get('/api/v1/search?q=aurora'),
    get('/api/auth/me', signedIn),
    get('/api/openapi.json', { 'accept-encoding': 'gzip' }),
    get('/api/docs/'),
    get('/api/docs/swagger-ui.css'),
    get('/en/blog/feed.xml'),
    get('/sitemap.xml'),
    get('/en/sitemap.xml'),
    get('/robots.txt'),
    get(upload!),
    get(upload!, { range: 'bytes=10-200' }),
    // Requests the host re-makes with the body they carry (an asset's path, a path Start cannot decode).
    { method: 'POST', path: `/assets/${asset}`, headers: { 'content-type': 'text/plain' }, body: file },
    { method: 'POST', path: '/en/%E0%A4%A', headers: { 'content-type': 'text/plain' }, body: file },
    {
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': freshAddress() },
      body: Buffer.from(JSON.stringify({ email: 'nobody@example.test', password: 'not-the-password-at-all' })),
    },
    {
      method: 'POST',
      path: '/api/v1/me/uploads',
      headers: { ...signedIn, 'content-type': `multipart/form-data; boundary=${form}` },
      body: Buffer.concat([
        Buffer.from(
          `--${form}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        file,
        Buffer.from(`\r\n--${form}--\r\n`),
      ]),
    },
  ]
}

for (const engine of ['embedded database', 'PostgreSQL'] as const) {
  test(`${engine}: clients hanging up at any moment on any route never stop the server`, async () => {
    test.setTimeout(150_000)
    rmSync(dataDir, { recursive: true, force: true })
    const databaseUrl = engine === 'PostgreSQL' ? await freshDatabase(DATABASE) : undefined
    const server: ServerProcess = startServer(port, dataDir, {
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      TRUST_PROXY: 'true', // sign-in attempts come from addresses of their own (X-Forwarded-For)
      LOG_LEVEL: 'warn',
    })
    try {
      await waitForHealth(base)
      const pid = server.child.pid
      const { cookie } = await memberAcross(base, dataDir, base, freshAddress())
      const targets = await routes(cookie)
      const seed = Number(process.env.E2E_HANG_UPS_SEED ?? Date.now() % 1_000_000)
      test.info().annotations.push({ type: 'seed', description: String(seed) })
      const random = seeded(seed)
      const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
      const [latest, meta] = targets
      const statuses: Array<[string, number]> = []
      const started = Date.now()
      let rounds = 0
      for (; rounds < ROUNDS && Date.now() - started < BUDGET_MS && server.child.exitCode === null; rounds++) {
        const clients = targets.map((target) => {
          const moment: Moment = pick(moments.filter((m) => m !== 'mid-upload' || target.body))
          return hangUp(port, target, moment, random).then((status) => {
            if (status) statuses.push([`${target.method} ${target.path}`, status])
          })
        })
        // What a tab polling for a new build does when it is closed: 8 such clients each round.
        for (let i = 0; i < 8; i++) clients.push(hangUp(port, i % 4 ? latest! : meta!, 'sent', random).then(() => {}))
        await Promise.all(clients)
      }

      expect(server.child.exitCode, `the server exited (seed ${seed}):\n${server.output().slice(-3000)}`).toBeNull()
      expect(server.child.pid).toBe(pid)
      expect(rounds, 'rounds run within the time budget').toBeGreaterThanOrEqual(10)
      // Clients that stayed got their answer: never a server error.
      expect(statuses.filter(([, status]) => status >= 500)).toEqual([])
      // The same process answers every route afterwards.
      for (const target of targets) {
        const response = await fetch(`${base}${target.path}`, {
          method: target.method,
          headers: target.headers,
          body: target.body ? new Uint8Array(target.body) : undefined,
        })
        await response.arrayBuffer()
        expect(response.status, `${target.method} ${target.path}`).toBeLessThan(500)
      }
      const answer = await fetch(`${base}/builds/latest.json`)
      expect(answer.headers.get('cache-control')).toBe('no-cache')
      expect(await answer.json()).toHaveProperty('id')
      expect(server.output(), 'no stray error in the log').not.toMatch(STRAY)
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
      rmSync(dataDir, { recursive: true, force: true })
      if (databaseUrl) await dropDatabase(DATABASE).catch(() => {})
    }
  })
}

import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import { test } from './support/helpers'
import { root, startServer, statusOf, within, type ServerProcess } from './support/server-process'

/**
 * Browser error reporting for real (issue 10): the browser DSN is read at build time (VITE_SENTRY_DSN), so this spec
 * builds the app a second time with the DSN pointing at a local Sentry stand-in, runs that build on its own server
 * and data dir, throws in the page and checks what reaches the stand-in: the error, no personal data, no 404s, and
 * trace headers only on same-origin requests.
 */

const SENTRY_PORT = Number(process.env.E2E_SENTRY_PORT ?? 3521)
const APP_PORT = Number(process.env.E2E_SENTRY_APP_PORT ?? 3522)
const APP = `http://127.0.0.1:${APP_PORT}`
const SENTRY_KEY = 'e2epublickey'
const DSN = `http://${SENTRY_KEY}@127.0.0.1:${SENTRY_PORT}/7`
const DIST_DIR = '.tmp/e2e-sentry-dist'
const DATA_DIR = '.tmp/e2e-sentry-data'
const PASSWORD = 'violet-harbour-tram-42'

interface Received {
  path: string
  headers: IncomingHttpHeaders
  raw: string
  items: Array<{ type: string; payload: Record<string, unknown> }>
}

/** Accepts Sentry envelopes (POST /api/{project}/envelope/) like the real ingestion endpoint, and keeps them. */
function startSentryStandIn(): Promise<{ received: Received[]; server: Server }> {
  const received: Received[] = []
  const server = createServer((req, res) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end()
    let raw = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (raw += chunk))
    req.on('end', () => {
      if (req.method === 'POST' && /^\/api\/7\/envelope\/?(\?|$)/.test(req.url ?? '')) {
        // An envelope: a header line, then pairs of item header and payload lines.
        const lines = raw.split('\n').filter(Boolean)
        const items: Received['items'] = []
        for (let i = 1; i + 1 < lines.length; i += 2) {
          const header = JSON.parse(lines[i]!) as { type: string }
          items.push({ type: header.type, payload: JSON.parse(lines[i + 1]!) as Record<string, unknown> })
        }
        received.push({ path: req.url ?? '', headers: req.headers, raw, items })
      }
      res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('{}')
    })
  })
  return new Promise((resolve) => server.listen(SENTRY_PORT, '127.0.0.1', () => resolve({ received, server })))
}

/** `vite build` of the working tree into DIST_DIR with the browser DSN and tracing on. */
function buildWithDsn(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', DIST_DIR],
      {
        cwd: root,
        env: { ...process.env, VITE_SENTRY_DSN: DSN, VITE_SENTRY_TRACES_SAMPLE_RATE: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`build failed (${code}):\n${output}`))))
  })
}

let sentry: { received: Received[]; server: Server }
let app: ServerProcess

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  sentry = await startSentryStandIn()
  rmSync(path.join(root, DIST_DIR), { recursive: true, force: true })
  await buildWithDsn()
  rmSync(path.join(root, DATA_DIR), { recursive: true, force: true })
  app = startServer(APP_PORT, DATA_DIR, { DIST_DIR, LOG_LEVEL: 'warn' })
  await within(
    (async () => {
      while ((await statusOf(`${APP}/api/health`)) !== 200) await new Promise((r) => setTimeout(r, 250))
    })(),
    90_000,
    `server on ${APP_PORT}: ${app.output()}`,
  )
})

test.afterAll(async () => {
  app?.child.kill('SIGTERM')
  await app?.exited
  await new Promise<void>((resolve) => (sentry ? sentry.server.close(() => resolve()) : resolve()))
})

const events = () =>
  sentry.received.flatMap((envelope) =>
    envelope.items.filter((item) => item.type === 'event').map((item) => ({ envelope, event: item.payload })),
  )
const transactions = () => sentry.received.filter((e) => e.items.some((i) => i.type === 'transaction')).length
const exceptionText = (event: Record<string, unknown>) =>
  JSON.stringify((event.exception as { values?: unknown[] } | undefined)?.values ?? [])

/** Signs up and confirms through the API (the mail lands in the server's development outbox): a signed-in page. */
async function signIn(page: Page): Promise<string> {
  const email = `reporter.${Date.now()}@example.test`
  const register = await page.request.post(`${APP}/api/auth/register`, {
    headers: { origin: APP },
    data: { name: 'Rae Reporter', email, password: PASSWORD },
  })
  expect(register.status()).toBe(200)
  const outbox = path.join(root, DATA_DIR, 'outbox')
  let link: string | undefined
  await expect
    .poll(() => {
      const file = existsSync(outbox)
        ? readdirSync(outbox).find((f) => f.includes(email) && f.endsWith('.json'))
        : undefined
      link = file ? (JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as { link?: string }).link : undefined
      return link
    })
    .toBeTruthy()
  const token = new URL(link!).searchParams.get('token')
  const confirm = await page.request.post(`${APP}/api/auth/email/confirm`, {
    headers: { origin: APP },
    data: { token },
  })
  expect(confirm.status()).toBe(200)
  return email
}

test('an error thrown in the browser reaches Sentry, without personal data; 404s do not', async ({ page, context }) => {
  test.setTimeout(90_000)
  const email = await signIn(page)
  const sessionCookies = (await context.cookies(APP)).filter((c) => !c.name.startsWith('ncc_'))
  expect(sessionCookies.length).toBeGreaterThan(0)

  await page.goto(`${APP}/en/profile`)

  // The SDK loads after hydration; throw until it reports (each error is distinct, so none is deduplicated).
  let attempt = 0
  await expect
    .poll(
      async () => {
        attempt++
        await page.evaluate((n) => {
          setTimeout(() => {
            throw new Error(`e2e browser failure ${n}`)
          })
        }, attempt)
        return events().find(({ event }) => exceptionText(event).includes('e2e browser failure'))
      },
      { timeout: 30_000, intervals: [500, 1000] },
    )
    .toBeTruthy()

  // A page that does not exist: the 404 is not an error to report (spec §8, 300–499 not captured). The SDK runs on
  // that page too (its page-load transaction arrives) and gets to see the not-found.
  const before = transactions()
  const missing = await page.goto(`${APP}/en/profile/blog/999998`)
  expect(missing?.status()).toBe(404)
  await expect(page.getByText(/page not found/i).first()).toBeVisible()
  await expect.poll(transactions, { timeout: 40_000 }).toBeGreaterThan(before)
  // A last error marks the end: everything sent before it has arrived once it has. Thrown until it arrives, as
  // above: the transaction counted may be the previous page's, sent before this page's SDK was listening.
  let last = 0
  await expect
    .poll(
      async () => {
        last++
        await page.evaluate((n) => {
          setTimeout(() => {
            throw new Error(`e2e last failure ${n}`)
          })
        }, last)
        return events().some(({ event }) => exceptionText(event).includes('e2e last failure'))
      },
      { timeout: 30_000, intervals: [500, 1000] },
    )
    .toBe(true)

  const reported = events().find(({ event }) => exceptionText(event).includes('e2e browser failure'))!
  expect(reported.envelope.path).toContain(`sentry_key=${SENTRY_KEY}`)
  expect(reported.event.platform).toBe('javascript')
  expect((reported.event.request as { url?: string } | undefined)?.url).toBe(`${APP}/en/profile`)
  // No personal data: not the member's address or name, no cookie (and none sent to the endpoint either).
  for (const { envelope } of events()) {
    expect(envelope.raw).not.toContain(email)
    expect(envelope.raw).not.toContain('Rae Reporter')
    for (const cookie of sessionCookies) expect(envelope.raw).not.toContain(cookie.value)
    expect(envelope.headers.cookie).toBeUndefined()
  }
  for (const { event } of events()) {
    const headers = (event.request as { headers?: Record<string, string> } | undefined)?.headers ?? {}
    expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain('cookie')
    expect(JSON.stringify(event.user ?? {})).not.toMatch(/@|ip_address/)
    // (Breadcrumbs may name the 404 navigation; what matters is that no event reports it.)
    const reportedText = JSON.stringify([event.exception, event.message, event.logentry])
    expect(reportedText).not.toMatch(/not ?found|999998/i)
  }
})

test('trace headers go to same-origin requests only', async ({ page }) => {
  const traced: Array<{ url: string; header: string | undefined }> = []
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr')
      traced.push({ url: request.url(), header: request.headers()['sentry-trace'] })
  })
  const before = transactions()
  await page.goto(`${APP}/en/`)
  // Wait for the SDK (this page's page-load transaction arrives once it runs), then fetch both kinds of target.
  await expect.poll(transactions, { timeout: 40_000 }).toBeGreaterThan(before)
  await page.evaluate(async (others) => {
    await fetch('/api/health')
    await fetch(`${others}/ping`).catch(() => undefined)
  }, `http://127.0.0.1:${SENTRY_PORT}`)
  await expect.poll(() => traced.filter((t) => t.url.endsWith('/ping')).length).toBe(1)
  const same = traced.find((t) => t.url === `${APP}/api/health`)
  expect(same?.header, 'same-origin request carries sentry-trace').toMatch(/^[0-9a-f]{32}-[0-9a-f]{16}/)
  expect(traced.find((t) => t.url.endsWith('/ping'))?.header, 'other origin gets no trace header').toBeUndefined()
})

// Signed-in pages for bench/pages.ts: a member with a little of everything (bookings, saved trips, draft posts) and an
// admin with two-factor sign-in on, both made through the app's own ways in (the REST sign-up and confirmation link,
// `npm run admin -- grant`, the account settings' two-factor calls), and the pages each one opens.
import { execFile } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { toJSON } from 'seroval'
import { totp } from '../tests/support/totp.ts'
import { distDir, root, type BenchServer } from './lib.ts'

const PASSWORD = 'violet-harbour-tram-42'

function cookiesOf(response: Response, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  )
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';')[0]!
    jar.set(pair.slice(0, pair.indexOf('=')), pair)
  }
  return [...jar.values()].join('; ')
}

/** Signs up and confirms an account through the API and the dev outbox; returns its e-mail and session cookie. */
async function signUp(server: BenchServer, dataDir: string, name: string): Promise<{ email: string; cookie: string }> {
  const email = `bench.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.test`
  const headers = { 'content-type': 'application/json', origin: server.url }
  const registered = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name, email, password: PASSWORD }),
  })
  if (!registered.ok) throw new Error(`sign-up: ${registered.status} ${await registered.text()}`)
  const outbox = path.join(dataDir, 'outbox')
  let token: string | undefined
  for (let i = 0; i < 50 && !token; i++) {
    // The mail goes out from the job queue: the outbox may not exist yet.
    const files = existsSync(outbox) ? readdirSync(outbox) : []
    for (const file of files) {
      const mail = JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as { to: string; link?: string }
      if (mail.to === email && mail.link) token = new URL(mail.link).searchParams.get('token') ?? undefined
    }
    if (!token) await new Promise((r) => setTimeout(r, 100))
  }
  if (!token) throw new Error('no confirmation mail in the outbox')
  const confirmed = await fetch(`${server.url}/api/auth/email/confirm`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ token }),
  })
  const cookie = cookiesOf(confirmed)
  if (!confirmed.ok || !cookie.includes('session_token')) throw new Error(`confirm: ${confirmed.status}`)
  return { email, cookie }
}

async function api(
  server: BenchServer,
  cookie: string,
  method: string,
  target: string,
  body?: unknown,
  allowed: number[] = [],
) {
  const response = await fetch(`${server.url}${target}`, {
    method,
    headers: {
      cookie,
      origin: server.url,
      'accept-language': 'en',
      'idempotency-key': `bench-${Math.random().toString(36).slice(2)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok && !allowed.includes(response.status))
    throw new Error(`${method} ${target}: ${response.status} ${await response.text()}`)
  return response
}

/** A member with bookings (up to two: a full trip is skipped), three saved trips and two draft posts; their cookie. */
export async function benchMember(server: BenchServer, dataDir: string): Promise<string> {
  const { cookie } = await signUp(server, dataDir, 'Bench Reader')
  const trips = (await (await api(server, cookie, 'GET', '/api/v1/trips?limit=3')).json()) as {
    data: Array<{ id: number }>
  }
  for (const [index, trip] of trips.data.entries()) {
    await api(server, cookie, 'PUT', `/api/v1/me/saved-trips/${trip.id}`)
    if (index < 2) await api(server, cookie, 'POST', '/api/v1/me/bookings', { tripId: trip.id, travellers: 1 }, [409])
  }
  for (const title of ['A week on the coast', 'Night trains']) {
    await api(server, cookie, 'POST', '/api/v1/me/posts', { title, lang: 'en', body: `# ${title}\n\nNotes so far.` })
  }
  return cookie
}

/** The build's id of server function `name` (its server bundle registers each with `createServerRpc`). */
function serverFnId(name: string): string {
  const assets = path.join(distDir, 'server/assets')
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const match = new RegExp(`createServerRpc\\(\\{\\s*id: "([0-9a-f]+)",\\s*name: "${name}"`).exec(
      readFileSync(path.join(assets, file), 'utf8'),
    )
    if (match) return match[1]!
  }
  throw new Error(`no server function ${name} in the build`)
}

async function callServerFn(server: BenchServer, cookie: string, name: string, data: unknown) {
  const response = await fetch(`${server.url}/_serverFn/${serverFnId(name)}`, {
    method: 'POST',
    headers: { cookie, origin: server.url, 'x-tsr-serverfn': 'true', 'content-type': 'application/json' },
    body: JSON.stringify(toJSON({ data })),
  })
  if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`)
  return response
}

/**
 * An admin (`npm run admin -- grant`, on the bench's database: DATABASE_URL, or the running server's socket in its
 * data dir) with two-factor sign-in turned on as the account settings do it; their renewed session cookie.
 */
export async function benchAdmin(server: BenchServer, dataDir: string): Promise<string> {
  const { email, cookie } = await signUp(server, dataDir, 'Bench Admin')
  // Not spawnSync: a blocked event loop would miss the server closing idle keep-alive sockets, and reuse one.
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'grant', email, 'admin'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    timeout: 60_000,
  })
  const started = await callServerFn(server, cookie, 'startTwoFactorSetupFn', {
    locale: 'en',
    body: { password: PASSWORD },
  })
  const secret = /secret=([A-Z2-7]+)/.exec(await started.text())?.[1]
  if (!secret) throw new Error('two-factor setup: no secret in the answer')
  const confirmed = await callServerFn(server, cookie, 'confirmTwoFactorSetupFn', {
    locale: 'en',
    body: { code: totp(secret) },
  })
  const renewed = cookiesOf(confirmed, cookie)
  const me = (await (await api(server, renewed, 'GET', '/api/auth/me')).json()) as {
    user: { role: string; twoFactorEnabled: boolean }
  }
  if (me.user.role !== 'admin' || !me.user.twoFactorEnabled) throw new Error(`admin: ${JSON.stringify(me.user)}`)
  return renewed
}

/** The signed-in pages measured: [name, path, who opens it]. */
export const signedInPages: ReadonlyArray<readonly [string, string, 'member' | 'admin']> = [
  ['profile', '/en/profile', 'member'],
  ['my trips', '/en/profile/trips', 'member'],
  ['my posts', '/en/profile/blog', 'member'],
  ['editor (new)', '/en/profile/blog/create', 'member'],
  ['preferences', '/en/profile/preferences', 'member'],
  ['saved trips', '/en/profile/saved', 'member'],
  ['admin: home', '/en/admin', 'admin'],
  ['admin: trips', '/en/admin/trips', 'admin'],
  ['admin: moderation', '/en/admin/moderation', 'admin'],
  ['admin: staff', '/en/admin/staff', 'admin'],
  ['admin: newsletter', '/en/admin/newsletter', 'admin'],
  ['admin: suspensions', '/en/admin/suspensions', 'admin'],
  ['admin: audit', '/en/admin/audit', 'admin'],
  ['admin: jobs', '/en/admin/jobs', 'admin'],
]

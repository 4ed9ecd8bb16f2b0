import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Mail } from '@/server/mail/mail.server'

export const ORIGIN = 'http://localhost:3000'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
/** "METHOD /path?query", e.g. "POST /api/auth/login". */
export type RouteKey = `${Method} /api/${string}`
type Handler = (ctx: { request: Request; params: Record<string, string> }) => Response | Promise<Response>
interface RouteModule {
  Route: { options: { server?: { handlers?: Partial<Record<Method, Handler>> } } }
}

// The real route files: a request is dispatched to the handler its file declares, so an endpoint that is not wired
// (no file, or no handler for the method) fails the test. Loaded lazily, so `withSettings` gets fresh modules.
// Files starting with '-' sit beside routes without being routes (e.g. the OpenAPI entries).
const routeFiles = import.meta.glob<RouteModule>(['/src/routes/api/**/*.ts', '!/src/routes/api/**/-*.ts'])
const routeTable = Object.keys(routeFiles).map((file) => {
  const segments = file
    .replace(/^\/src\/routes\//, '')
    .replace(/\.ts$/, '')
    .replace(/\[\.\]/g, '.')
    .split('/')
  if (segments.at(-1) === 'index') segments.pop()
  return { file, segments }
})

function findRoute(pathname: string) {
  const parts = pathname.split('/').filter(Boolean)
  const matches: Array<{ file: string; params: Record<string, string>; score: number }> = []
  for (const { file, segments } of routeTable) {
    const params: Record<string, string> = {}
    let score = 0
    let ok = true
    for (let i = 0; i < segments.length && ok; i++) {
      const segment = segments[i]!
      if (segment === '$') {
        params._splat = parts.slice(i).join('/')
        if (i !== segments.length - 1) ok = false
        break
      }
      const part = parts[i]
      if (part === undefined) ok = false
      else if (segment.startsWith('$')) params[segment.slice(1)] = decodeURIComponent(part)
      else if (segment === part) score += 2
      else ok = false
      if (i === segments.length - 1 && parts.length !== segments.length) ok = false
    }
    if (ok) matches.push({ file, params, score })
  }
  return matches.sort((a, b) => b.score - a.score)[0]
}

/** Calls the handler of the route file that serves `METHOD path`; throws when none does. */
export async function dispatch(method: Method, request: Request): Promise<Response> {
  const { pathname } = new URL(request.url)
  const found = findRoute(pathname)
  if (!found) throw new Error(`no route file serves ${pathname}`)
  const module = await routeFiles[found.file]!()
  const handler = module.Route.options.server?.handlers?.[method]
  if (!handler) throw new Error(`${found.file} has no ${method} handler`)
  return handler({ request, params: found.params })
}

export interface CallResult {
  status: number
  body: any // eslint-disable-line @typescript-eslint/no-explicit-any -- test assertions read arbitrary JSON
  headers: Headers
}

/** A browser-like client: keeps cookies, sends Origin, calls the real route handlers in-process. */
export class TestClient {
  cookies = new Map<string, string>()
  /** Runs the queued jobs after each call (false: leave them to the test, as a server leaves them to a worker). */
  sendsQueuedMail = true
  constructor(
    readonly ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    readonly locale = 'en',
  ) {}

  /** The Cookie header this client sends (for reading its session the way a request would). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  async call(route: RouteKey, body?: unknown, extra: Record<string, string> = {}): Promise<CallResult> {
    const [method, target] = route.split(' ') as [Method, string]
    const headers = new Headers({
      'accept-language': this.locale,
      'x-forwarded-for': this.ip,
      origin: ORIGIN,
      ...extra,
    })
    if (this.cookies.size) headers.set('cookie', this.cookieHeader())
    if (body !== undefined) headers.set('content-type', 'application/json')
    const request = new Request(`${ORIGIN}${target}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    const response = await dispatch(method, request)
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';')
      const index = pair!.indexOf('=')
      const name = pair!.slice(0, index).trim()
      const value = pair!.slice(index + 1).trim()
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === ''
      if (expired) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    const text = await response.text()
    // A worker would send the call's queued mail within a second or two; here it is sent before the call returns,
    // so a test reads the outbox right after (ADR 053).
    if (this.sendsQueuedMail) await runQueuedJobs()
    const json = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text || null
    return { status: response.status, body: json, headers: response.headers }
  }

  sessionToken(): string | undefined {
    return [...this.cookies].find(([k]) => k.endsWith('session_token'))?.[1]
  }
}

/** Runs the jobs that are due (the mail queued by a call), in this process, if anything was queued. */
export async function runQueuedJobs(): Promise<number> {
  const jobs = await import('@/server/jobs/queue.server')
  return jobs.queueStarted() ? jobs.runDueJobs() : 0
}

/** Mails the app wrote to the development outbox (DATA_DIR/outbox), oldest first. */
export function outbox(): Mail[] {
  const dir = path.resolve(process.env.DATA_DIR ?? '.data', 'outbox')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Mail)
}

export function mailsTo(email: string): Mail[] {
  return outbox().filter((mail) => mail.to === email)
}

export function lastMailTo(email: string): Mail | undefined {
  return mailsTo(email).at(-1)
}

export function tokenFrom(mail: Mail | undefined): string {
  const link = mail?.link
  if (!link) throw new Error('no link in mail')
  const token = new URL(link).searchParams.get('token')
  if (!token) throw new Error('no token in link')
  return token
}

let counter = 0
export const uniqueEmail = (tag = 'user') => `${tag}.${Date.now()}.${counter++}@example.test`

/** Registers and confirms an account; the client ends up signed in. */
export async function signedUpUser(client: TestClient, password = 'violet-harbour-tram-42') {
  const email = uniqueEmail()
  const reg = await client.call('POST /api/auth/register', { name: 'Ada Lovelace', email, password })
  if (reg.status !== 200) throw new Error(`register failed: ${JSON.stringify(reg.body)}`)
  const confirmed = await client.call('POST /api/auth/email/confirm', { token: tokenFrom(lastMailTo(email)) })
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`)
  return { email, password, user: confirmed.body.user }
}

import { authHttp } from '@/features/auth/auth-http.server'
import { handleGetPreferences } from '@/features/preferences/preferences.server'
import { sentMails, type Mail } from '@/server/auth/mail.server'

export const ORIGIN = 'http://localhost:3000'

const routes = {
  'GET /api/auth/session': authHttp.session,
  'GET /api/auth/me': authHttp.me,
  'POST /api/auth/login': authHttp.login,
  'POST /api/auth/logout': authHttp.logout,
  'POST /api/auth/refresh': authHttp.refresh,
  'POST /api/auth/register': authHttp.register,
  'POST /api/auth/email/confirm': authHttp.confirmEmail,
  'POST /api/auth/email/resend': authHttp.resendConfirmation,
  'POST /api/auth/password-reset': authHttp.requestPasswordReset,
  'POST /api/auth/password-reset/confirm': authHttp.confirmPasswordReset,
  'GET /api/v1/user/preferences': handleGetPreferences,
} as const
export type RouteKey = keyof typeof routes

export interface CallResult {
  status: number
  body: any // eslint-disable-line @typescript-eslint/no-explicit-any -- test assertions read arbitrary JSON
  headers: Headers
}

/** A browser-like client: keeps cookies, sends Origin, calls the real route handlers in-process. */
export class TestClient {
  cookies = new Map<string, string>()
  constructor(
    readonly ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    readonly locale = 'en',
  ) {}

  async call(route: RouteKey, body?: unknown, extra: Record<string, string> = {}): Promise<CallResult> {
    const [method, path] = route.split(' ') as [string, string]
    const headers = new Headers({
      'accept-language': this.locale,
      'x-forwarded-for': this.ip,
      origin: ORIGIN,
      ...extra,
    })
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    if (body !== undefined) headers.set('content-type', 'application/json')
    const request = new Request(`${ORIGIN}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    const response = await routes[route](request)
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
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers }
  }

  sessionToken(): string | undefined {
    return [...this.cookies].find(([k]) => k.endsWith('session_token'))?.[1]
  }
}

export function lastMailTo(email: string): Mail | undefined {
  return [...sentMails].reverse().find((mail) => mail.to === email)
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

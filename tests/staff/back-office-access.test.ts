// The back office's access matrix (ADR 043, 044): anonymous, member, editor without two-factor sign-in, editor and
// admin over every page guard and server function it adds; ADMIN_EMAILS (confirmed vs unconfirmed); role changes and
// the audit log they write.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { QueryClient } from '@tanstack/react-query'
import type { ParsedLocation } from '@tanstack/react-router'
import { beforeAll, afterAll, describe, expect, it, vi } from 'vitest'

// Read once by the app's env(): set before anything reads it.
vi.hoisted(() => {
  process.env.ADMIN_EMAILS = ' First.Admin@Example.test , pending.admin@example.test'
})

import * as admin from '@/features/admin/admin.server'
import { authKeys } from '@/features/auth/auth.queries'
import { signedIn } from '@/features/auth/auth.middleware'
import type { PublicUser } from '@/features/auth/auth.schemas'
import { requireUser } from '@/features/auth/require-user.server'
import { toPublicUser } from '@/features/auth/session.server'
import { db } from '@/server/db/index.server'
import { stubTempDataDir } from '../support/settings'
import { createTestDatabase, testEngine } from '../support/db'
import { TestClient, signedUpUser } from '../support/auth-client'
import { createTrip } from '../factories/trip'
import { createUser, grantStaff } from '../factories/user'
import { bookings } from '@/server/db/schema'
import type { Database } from '@/server/db/client.server'

stubTempDataDir()

type Who = 'anonymous' | 'member' | 'editorWithout2fa' | 'editor' | 'admin'
const clients = {} as Record<Exclude<Who, 'anonymous'>, TestClient>
let database: Database

const headersOf = (client: TestClient | null) =>
  new Headers(client ? { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {})
const userOf = (client: TestClient) => requireUser(new Request('http://localhost/', { headers: headersOf(client) }))

beforeAll(async () => {
  database = await createTestDatabase()
  for (const who of ['member', 'editorWithout2fa', 'editor', 'admin'] as const) {
    clients[who] = new TestClient()
    await signedUpUser(clients[who])
  }
  const d = await db()
  await grantStaff(d, (await userOf(clients.editorWithout2fa)).id, 'editor', { twoFactor: false })
  await grantStaff(d, (await userOf(clients.editor)).id, 'editor')
  await grantStaff(d, (await userOf(clients.admin)).id, 'admin')
})
afterAll(() => database.close())

const statusOf = async (run: () => Promise<unknown>) => {
  try {
    await run()
    return 200
  } catch (error) {
    return (error as { status?: number }).status ?? 500
  }
}
const whos: Who[] = ['anonymous', 'member', 'editorWithout2fa', 'editor', 'admin']
const clientOf = (who: Who) => (who === 'anonymous' ? null : clients[who])

// The Start runtime keeps the request in this storage; the middleware reads it with getRequest().
const eventStorage = (globalThis as Record<symbol, { run<T>(store: unknown, fn: () => T): T }>)[
  Symbol.for('tanstack-start:event-storage')
]!
const runMiddleware = (client: TestClient | null, middleware: ReturnType<typeof signedIn>) =>
  eventStorage.run({ request: new Request('http://localhost/_serverFn/x', { headers: headersOf(client) }) }, () =>
    (
      middleware.options.server as unknown as (ctx: {
        next: (n: { context: unknown }) => unknown
        context: unknown
      }) => Promise<unknown>
    )({ next: (n) => n, context: {} }),
  )

describe(`back-office server functions on ${testEngine}`, () => {
  it('signedIn({ role }): 401 anonymous, 404 member, 403 two_factor_required, then by role', async () => {
    const editorGuard = await Promise.all(
      whos.map((who) => statusOf(() => runMiddleware(clientOf(who), signedIn({ role: 'editor' })))),
    )
    expect(editorGuard).toEqual([401, 404, 403, 200, 200])
    const adminGuard = await Promise.all(
      whos.map((who) => statusOf(() => runMiddleware(clientOf(who), signedIn({ role: 'admin' })))),
    )
    expect(adminGuard).toEqual([401, 404, 404, 404, 200])
    const error = await runMiddleware(clients.editorWithout2fa, signedIn({ role: 'editor' })).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 403, code: 'two_factor_required' })
  })

  it('every back-office server function names its staff role: dashboard editor, staff and audit admin', () => {
    const source = readFileSync(path.resolve('src/features/admin/admin.functions.ts'), 'utf8')
    const fns = source.split('export const ').slice(1)
    const roleOf = Object.fromEntries(
      fns.map((fn) => [fn.slice(0, fn.indexOf(' ')), /signedIn\(\{ role: '(\w+)' \}\)/.exec(fn)?.[1] ?? null]),
    )
    expect(roleOf).toEqual({
      dashboardFn: 'editor',
      staffListFn: 'admin',
      setRoleFn: 'admin',
      auditPageFn: 'admin',
      jobsFn: 'admin',
      jobActionFn: 'admin',
    })
  })
})

describe(`back-office pages on ${testEngine}`, () => {
  const location = (href: string) => ({ href, pathname: href, search: {} }) as unknown as ParsedLocation
  async function contextFor(who: Who) {
    const queryClient = new QueryClient()
    const user: PublicUser | null = who === 'anonymous' ? null : await userOf(clients[who])
    queryClient.setQueryData(authKeys.session, user)
    return { queryClient, locale: 'en' as const, user }
  }
  /** What a page answers: the sign-in redirect, the 404, the "turn on two-factor" page or the page. */
  async function outcome(who: Who, page: 'admin' | 'staff' | 'audit' | 'jobs'): Promise<string> {
    const layout = (await import('@/routes/$lang/admin/route')).Route.options.beforeLoad as (g: unknown) => unknown
    const child =
      page === 'admin' ? undefined : (await import(`@/routes/$lang/admin/${page}.tsx`)).Route.options.beforeLoad
    const href = page === 'admin' ? '/en/admin' : `/en/admin/${page}`
    const context = await contextFor(who)
    try {
      const staff = (await layout({ context, location: location(href) })) as { backOffice: boolean; user: PublicUser }
      await child?.({ context: { ...context, ...staff }, location: location(href) })
      return staff.backOffice ? 'page' : 'turn on two-factor'
    } catch (error) {
      const thrown = error as { isNotFound?: boolean; options?: { to?: string; search?: { redirect?: string } } }
      if (thrown.isNotFound) return '404'
      if (thrown.options?.to === '/$lang/auth/login') return `sign-in (back to ${thrown.options.search?.redirect})`
      throw error
    }
  }

  it('dashboard, staff, audit log and jobs: sign-in / 404 / two-factor page / page', async () => {
    const table: Record<string, string[]> = {}
    for (const page of ['admin', 'staff', 'audit', 'jobs'] as const)
      table[page] = await Promise.all(whos.map((who) => outcome(who, page)))
    expect(table).toEqual({
      admin: ['sign-in (back to /en/admin)', '404', 'turn on two-factor', 'page', 'page'],
      // Admin only: an editor, with two-factor sign-in or without, gets the member's 404.
      staff: ['sign-in (back to /en/admin/staff)', '404', '404', '404', 'page'],
      audit: ['sign-in (back to /en/admin/audit)', '404', '404', '404', 'page'],
      jobs: ['sign-in (back to /en/admin/jobs)', '404', '404', '404', 'page'],
    })
  })
})

describe(`ADMIN_EMAILS on ${testEngine}`, () => {
  it('a confirmed account with a listed address is an admin; an unconfirmed one is not', async () => {
    const client = new TestClient()
    const email = 'first.admin@example.test'
    const reg = await client.call('POST /api/auth/register', {
      name: 'First Admin',
      email,
      password: 'violet-harbour-tram-42',
    })
    expect(reg.status).toBe(200)
    const { lastMailTo, tokenFrom } = await import('../support/auth-client')
    await client.call('POST /api/auth/email/confirm', { token: tokenFrom(lastMailTo(email)) })
    const user = await userOf(client)
    expect(user.role).toBe('admin')
    // Still needs two-factor sign-in for the back office.
    expect(await statusOf(() => runMiddleware(client, signedIn({ role: 'admin' })))).toBe(403)

    const pending = await createUser(await db(), { email: 'pending.admin@example.test', emailVerified: false })
    expect(toPublicUser(pending).role).toBe('member')
    expect(toPublicUser({ ...pending, emailVerified: true }).role).toBe('admin')

    const staff = await admin.staffList()
    expect(staff.find((s) => s.email === email)).toMatchObject({ role: 'admin', fromAdminEmails: true })
    expect(staff.some((s) => s.email === 'pending.admin@example.test')).toBe(false)
  })
})

describe(`staff roles and the audit log on ${testEngine}`, () => {
  it('an admin grants and takes away a role; each change is an audit line with who, before and after', async () => {
    const actor = await userOf(clients.admin)
    const member = await userOf(clients.member)
    expect(await admin.setRole(actor, { email: member.email, role: 'editor' }, 'en')).toEqual({ changed: true })
    expect((await userOf(clients.member)).role).toBe('editor')
    expect(await admin.setRole(actor, { email: member.email, role: 'editor' }, 'en')).toEqual({ changed: false })
    expect(await admin.setRole(actor, { email: member.email, role: 'member' }, 'en')).toEqual({ changed: true })
    expect((await userOf(clients.member)).role).toBe('member')

    const page = await admin.auditPage()
    const shown = (json: string | null) => (json === null ? null : JSON.parse(json))
    expect(
      page.entries.slice(0, 2).map((e) => [e.action, e.subjectId, shown(e.before), shown(e.after), e.actor?.email]),
    ).toEqual([
      [
        'role.revoke',
        member.id,
        { email: member.email, role: 'editor' },
        { email: member.email, role: 'member' },
        actor.email,
      ],
      [
        'role.grant',
        member.id,
        { email: member.email, role: 'member' },
        { email: member.email, role: 'editor' },
        actor.email,
      ],
    ])
  })

  it('refused: an unknown address, an unconfirmed one, an admin demoting themselves', async () => {
    const actor = await userOf(clients.admin)
    const refused = async (email: string, role: 'editor' | 'member') => {
      try {
        await admin.setRole(actor, { email, role }, 'en')
      } catch (error) {
        const e = error as { status: number; code: string; fields: Record<string, string> }
        return [e.status, e.code, Object.keys(e.fields)]
      }
      return null
    }
    expect(await refused('nobody@example.test', 'editor')).toEqual([400, 'staff_no_account', ['email']])
    const unconfirmed = await createUser(await db(), { emailVerified: false })
    expect(await refused(unconfirmed.email, 'editor')).toEqual([400, 'staff_unconfirmed', ['email']])
    expect(await refused(actor.email, 'member')).toEqual([400, 'staff_own_admin', ['email']])
  })

  it('the audit log pages newest first', async () => {
    const actor = await userOf(clients.admin)
    const editor = await userOf(clients.editorWithout2fa)
    for (let i = 0; i < 26; i++)
      await admin.setRole(actor, { email: editor.email, role: i % 2 ? 'editor' : 'admin' }, 'en')
    const first = await admin.auditPage()
    expect(first.entries).toHaveLength(25)
    expect(first.next).toBe(first.entries.at(-1)!.id)
    const ids = first.entries.map((e) => e.id)
    expect([...ids].sort((a, b) => b - a)).toEqual(ids)
    const second = await admin.auditPage(first.next!)
    expect(second.entries[0]!.id).toBeLessThan(first.entries.at(-1)!.id)
  })

  it('the dashboard: today’s bookings and sign-ups, and the trips with few seats left', async () => {
    const d = await db()
    const full = await createTrip(d, { seatsTotal: 20, seatsLeft: 2 })
    await createTrip(d, { seatsTotal: 20, seatsLeft: 15 })
    await createTrip(d, { seatsTotal: 20, seatsLeft: 0 })
    const member = await userOf(clients.member)
    await d.insert(bookings).values({ userId: member.id, departureId: full.departureId, travellers: 2 })
    const dashboard = await admin.dashboard('en')
    expect(dashboard.signUpsToday.count).toBeGreaterThanOrEqual(5)
    expect(dashboard.signUpsToday.latest).toHaveLength(5)
    expect(dashboard.bookingsToday.count).toBe(1)
    expect(dashboard.bookingsToday.latest[0]).toMatchObject({ tripId: full.id, travellers: 2 })
    // Few seats left, not sold out, not plenty.
    expect(dashboard.fillingUp.map((t) => [t.tripId, t.departureId, t.seatsLeft])).toEqual([
      [full.id, full.departureId, 2],
    ])
  })
})

// Who may use moderation (ADR 052, on ADR 043's guards): anonymous, a member, an editor, an admin and a suspended
// member over every moderation page, server function and the sign-in endpoint. Editors run the queue, admins also
// suspend; anyone signed in may report; a suspended member is signed out everywhere and cannot get back in.
import { createHash, createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { QueryClient } from '@tanstack/react-query'
import type { ParsedLocation } from '@tanstack/react-router'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const BOT_TOKEN = '123456:moderation-bot-token'
// Read once by the app's env(): Telegram sign-in on, for the suspended member's second way in.
vi.hoisted(() => {
  process.env.TELEGRAM_BOT_TOKEN = '123456:moderation-bot-token'
  process.env.TELEGRAM_BOT_NAME = 'waypoints_test_bot'
})
import { authKeys } from '@/features/auth/auth.queries'
import { signedIn } from '@/features/auth/auth.middleware'
import type { PublicUser } from '@/features/auth/auth.schemas'
import { requireUser } from '@/features/auth/require-user.server'
import { suspendMember } from '@/features/moderation/suspensions.server'
import type { Database } from '@/server/db/client.server'
import { TestClient } from '../support/auth-client'
import { createTestDatabase, testEngine } from '../support/db'
import { stubTempDataDir } from '../support/settings'
import { account } from './support'

stubTempDataDir('waypoints-moderation-access-')

type Who = 'anonymous' | 'member' | 'editor' | 'admin' | 'suspended'
const whos: Who[] = ['anonymous', 'member', 'editor', 'admin', 'suspended']
const clients = {} as Record<Exclude<Who, 'anonymous'>, Awaited<ReturnType<typeof account>>>
let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
  clients.member = await account()
  clients.editor = await account({ role: 'editor' })
  clients.admin = await account({ role: 'admin' })
  clients.suspended = await account()
  await suspendMember(clients.admin.id, { account: clients.suspended.email, reason: 'Spam.' }, 'en')
})
afterAll(() => database.close())

const clientOf = (who: Who): TestClient | null => (who === 'anonymous' ? null : clients[who].client)
const headersOf = (client: TestClient | null) =>
  new Headers(client ? { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {})
const statusOf = async (run: () => Promise<unknown>) => {
  try {
    await run()
    return 200
  } catch (error) {
    return (error as { status?: number }).status ?? 500
  }
}

// The Start runtime keeps the request in this storage; the middleware reads it with getRequest().
const eventStorage = (globalThis as Record<symbol, { run<T>(store: unknown, fn: () => T): T }>)[
  Symbol.for('tanstack-start:event-storage')
]!
const runGuard = (client: TestClient | null, guard: ReturnType<typeof signedIn>) =>
  eventStorage.run({ request: new Request('http://localhost/_serverFn/x', { headers: headersOf(client) }) }, () =>
    (
      guard.options.server as unknown as (ctx: {
        next: (n: { context: unknown }) => unknown
        context: unknown
      }) => Promise<unknown>
    )({ next: (n) => n, context: {} }),
  )

/** Each moderation server function and the guard it must list (read from the source: the guard comes first). */
const expectedGuards: Record<string, 'member' | 'editor' | 'admin'> = {
  moderationQueueFn: 'editor',
  approvePostFn: 'editor',
  rejectPostFn: 'editor',
  hidePostFn: 'editor',
  dismissReportFn: 'editor',
  reportPostFn: 'member',
  suspensionsFn: 'admin',
  suspendMemberFn: 'admin',
  unsuspendMemberFn: 'admin',
}
const guardOf = { member: signedIn(), editor: signedIn({ role: 'editor' }), admin: signedIn({ role: 'admin' }) }

describe(`moderation server functions on ${testEngine}`, () => {
  it('every one lists its guard first: the queue editors, suspensions admins, reporting any signed-in reader', () => {
    const source = readFileSync(path.resolve('src/features/moderation/moderation.functions.ts'), 'utf8')
    const fns = source.split('export const ').slice(1)
    const found = Object.fromEntries(
      fns.map((fn) => {
        const guard = /\.middleware\(\[signedIn\((?:\{ role: '(\w+)' \})?\)/.exec(fn)
        return [fn.slice(0, fn.indexOf(' ')), guard ? (guard[1] ?? 'member') : null]
      }),
    )
    expect(found).toEqual(expectedGuards)
  })

  it('anonymous 401, a member 404 (and reports), editor the queue, admin all, a suspended member 401', async () => {
    const table: Record<string, number[]> = {}
    for (const [fn, guard] of Object.entries(expectedGuards))
      table[fn] = await Promise.all(whos.map((who) => statusOf(() => runGuard(clientOf(who), guardOf[guard]))))
    const queue = [401, 404, 200, 200, 401]
    const admins = [401, 404, 404, 200, 401]
    expect(table).toEqual({
      moderationQueueFn: queue,
      approvePostFn: queue,
      rejectPostFn: queue,
      hidePostFn: queue,
      dismissReportFn: queue,
      reportPostFn: [401, 200, 200, 200, 401],
      suspensionsFn: admins,
      suspendMemberFn: admins,
      unsuspendMemberFn: admins,
    })
  })
})

describe(`moderation REST on ${testEngine}`, () => {
  // Allowed callers send a body the schema refuses (400): the guard answers before the body is read, so 401/404 vs 400
  // tells who got through, and nothing changes.
  const calls: Array<[string, unknown, number[]]> = [
    ['GET /api/v1/admin/moderation', undefined, [401, 404, 200, 200, 401]],
    ['POST /api/v1/admin/moderation/approve', { postId: 0 }, [401, 404, 400, 400, 401]],
    ['POST /api/v1/admin/moderation/reject', { postId: 1 }, [401, 404, 400, 400, 401]],
    ['POST /api/v1/admin/moderation/hide', { postId: 1, reason: '' }, [401, 404, 400, 400, 401]],
    ['POST /api/v1/admin/moderation/dismiss', { reportId: 'x' }, [401, 404, 400, 400, 401]],
    ['POST /api/v1/me/reports', { postId: 1, reason: 'nonsense' }, [401, 400, 400, 400, 401]],
    ['GET /api/v1/admin/suspensions', undefined, [401, 404, 404, 200, 401]],
    ['POST /api/v1/admin/suspensions', { account: '' }, [401, 404, 404, 400, 401]],
    ['POST /api/v1/admin/suspensions/end', {}, [401, 404, 404, 400, 401]],
  ]
  it.each(calls)('%s: anonymous, member, editor, admin, suspended', async (route, body, expected) => {
    const answers = []
    for (const who of whos) answers.push(await (clientOf(who) ?? new TestClient()).call(route as never, body))
    expect(answers.map((a) => a.status)).toEqual(expected)
    for (const answer of answers.filter((a) => a.status === 200))
      expect(answer.headers.get('cache-control')).toBe('private, no-store')
  })
})

describe(`moderation pages on ${testEngine}`, () => {
  const location = (href: string) => ({ href, pathname: href, search: {} }) as unknown as ParsedLocation
  async function contextFor(who: Who) {
    const queryClient = new QueryClient()
    const client = clientOf(who)
    const user: PublicUser | null = client
      ? await requireUser(new Request('http://localhost/', { headers: headersOf(client) })).catch(() => null)
      : null
    queryClient.setQueryData(authKeys.session, user)
    return { queryClient, locale: 'en' as const, user }
  }
  async function outcome(who: Who, page: 'moderation' | 'suspensions'): Promise<string> {
    const layout = (await import('@/routes/$lang/admin/route')).Route.options.beforeLoad as (g: unknown) => unknown
    const child = (await import(`@/routes/$lang/admin/${page}.tsx`)).Route.options.beforeLoad as
      ((g: unknown) => unknown) | undefined
    const href = `/en/admin/${page}`
    const context = await contextFor(who)
    try {
      const staff = (await layout({ context, location: location(href) })) as { backOffice: boolean; user: PublicUser }
      await child?.({ context: { ...context, ...staff }, location: location(href) })
      return staff.backOffice ? 'page' : 'turn on two-factor'
    } catch (error) {
      const thrown = error as { isNotFound?: boolean; options?: { to?: string } }
      if (thrown.isNotFound) return '404'
      if (thrown.options?.to === '/$lang/auth/login') return 'sign-in'
      throw error
    }
  }

  it('the queue for editors and admins, suspensions for admins only', async () => {
    const table: Record<string, string[]> = {}
    for (const page of ['moderation', 'suspensions'] as const)
      table[page] = await Promise.all(whos.map((who) => outcome(who, page)))
    expect(table).toEqual({
      moderation: ['sign-in', '404', 'page', 'page', 'sign-in'],
      suspensions: ['sign-in', '404', '404', 'page', 'sign-in'],
    })
  })
})

/** Widget data signed the way Telegram signs it. */
function telegramFields(id: number) {
  const fields: Record<string, string | number> = { id, first_name: 'Tele', auth_date: Math.floor(Date.now() / 1000) }
  const check = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n')
  const hash = createHmac('sha256', createHash('sha256').update(BOT_TOKEN).digest()).update(check).digest('hex')
  return { ...fields, hash }
}

describe(`sign-in of a suspended member on ${testEngine}`, () => {
  it('Telegram sign-in of a suspended account answers 403 account_suspended and makes no session', async () => {
    const first = new TestClient()
    const signedIn = await first.call('POST /api/auth/telegram', telegramFields(4242))
    expect(signedIn.status).toBe(200)
    await suspendMember(clients.admin.id, { account: signedIn.body.user.email, reason: 'Spam.' }, 'en')
    expect((await first.call('GET /api/v1/me/posts')).status).toBe(401)
    const again = new TestClient(undefined, 'ru')
    const refused = await again.call('POST /api/auth/telegram', telegramFields(4242))
    expect([refused.status, refused.body.error.code]).toEqual([403, 'account_suspended'])
    expect(again.sessionToken()).toBeUndefined()
  })

  it('REST sign-in answers 403 account_suspended; the others sign in', async () => {
    for (const who of ['member', 'suspended'] as const) {
      const { email, password } = clients[who]
      const answer = await new TestClient().call('POST /api/auth/login', { email, password })
      expect([who, answer.status, answer.body?.error?.code ?? null]).toEqual(
        who === 'suspended' ? [who, 403, 'account_suspended'] : [who, 200, null],
      )
    }
  })
})

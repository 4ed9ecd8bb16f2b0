// The page cache for anonymous visitors (ADR 026) against the production build: hits, fresh nonces, byte-identical
// pages, ETag/304, invalidation by publishing/editing/unpublishing a post and by a booking, and signed-in pages that
// never reach anyone else. Plain HTTP with explicit cookies: what a browser or a CDN would see.
import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { baseURL } from '../playwright.config'
import { startSmtpInbox, type SmtpInbox } from './support/stand-ins'

test.describe.configure({ mode: 'serial' })

let mail: SmtpInbox
test.beforeAll(async () => {
  mail = await startSmtpInbox()
})
test.afterAll(() => mail.close())

interface Answer {
  status: number
  headers: Headers
  body: string
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${baseURL}${path}`, {
    headers: { 'accept-language': 'en', ...headers },
    redirect: 'manual',
  })
  return { status: response.status, headers: response.headers, body: await response.text() }
}

const nonceOf = (answer: Answer) => /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1]

/** What may differ between two answers of the same page: the nonce and the render's clock readings. */
function normalised(answer: Answer): string {
  const nonce = nonceOf(answer)!
  return answer.body
    .split(nonce)
    .join('NONCE')
    .replace(/(?<=[{,](?:dehydratedAt|dataUpdatedAt|u):)\d{13}(?=[,}])/g, 'T')
}

/** A consent cookie value the page treats as "undecided" but that is a cache key of its own: a guaranteed miss. */
const probe = () => `ncc_c=probe-${randomUUID()}`

test('a second anonymous request is a hit: fresh nonce, the same bytes as a fresh render, ETag and 304', async () => {
  const cookieA = probe()
  const first = await get('/en/blog', { cookie: cookieA })
  expect(first.status).toBe(200)
  expect(first.headers.get('x-cache')).toBe('miss')
  const second = await get('/en/blog', { cookie: cookieA })
  expect(second.headers.get('x-cache')).toBe('hit')

  // Every answer has its own nonce, used by the page's scripts and named by its CSP header.
  const [n1, n2] = [nonceOf(first)!, nonceOf(second)!]
  expect(n1).toBeTruthy()
  expect(n2).not.toBe(n1)
  expect(second.body).toContain(`nonce="${n2}"`)
  expect(second.body).not.toContain(n1)

  // A fresh render of the same page (another cache key) equals the stored one once nonces and clocks are set aside.
  const cookieB = probe()
  const fresh = await get('/en/blog', { cookie: cookieB })
  expect(fresh.headers.get('x-cache')).toBe('miss')
  const strip = (answer: Answer, cookie: string) => normalised(answer).split(cookie.slice('ncc_c='.length)).join('P')
  expect(strip(second, cookieA)).toBe(strip(fresh, cookieB))

  // Validators and cache rules for shared caches.
  const etag = second.headers.get('etag')!
  expect(etag).toMatch(/^W\/"/)
  expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600')
  expect(second.headers.get('vary')).toContain('Cookie')
  const revalidated = await get('/en/blog', { cookie: cookieA, 'if-none-match': etag })
  expect(revalidated.status).toBe(304)
  expect(revalidated.body).toBe('')
  // The browser keeps its stored page and that page's policy: a 304 must not bring another nonce.
  expect(revalidated.headers.get('content-security-policy')).toBeNull()
  expect((await get('/en/blog', { cookie: cookieA, 'if-none-match': '"other"' })).status).toBe(200)
})

// ---- Accounts ----------------------------------------------------------------------------------------------------

const origin = { origin: baseURL, 'content-type': 'application/json' }

async function confirmToken(to: string): Promise<string> {
  let token: string | undefined
  await expect
    .poll(
      () => {
        const raw = mail.inbox
          .filter((m) => m.to === to)
          .map((m) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
          .find((r) => r.includes('/auth/email/confirm'))
        token = raw?.match(/\/auth\/email\/confirm\?token=([\w.-]+)/)?.[1]
        return token
      },
      { timeout: 15_000 },
    )
    .toBeTruthy()
  return token!
}

/** Signs up and confirms through the API; returns the session cookie. */
async function signUp(name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W/g, '')}.${Date.now()}@example.test`
  const registered = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: origin,
    body: JSON.stringify({ name, email, password: 'violet-harbour-tram-42' }),
  })
  expect(registered.status).toBe(200)
  const confirmed = await fetch(`${baseURL}/api/auth/email/confirm`, {
    method: 'POST',
    headers: origin,
    body: JSON.stringify({ token: await confirmToken(email) }),
  })
  expect(confirmed.ok).toBe(true)
  const cookie = confirmed.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ')
  expect(cookie).toContain('session_token')
  return cookie
}

async function call(cookie: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: { ...origin, cookie, 'accept-language': 'en' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, never> }
}

test('a signed-in page never reaches an anonymous visitor or another user', async () => {
  const alice = await signUp(`Alice ${randomUUID().slice(0, 6)}`)
  const bob = await signUp(`Bob ${randomUUID().slice(0, 6)}`)
  const nameIn = (answer: Answer) => /(?:Alice|Bob) [0-9a-f]{6}/.exec(answer.body)?.[0]
  for (const path of ['/en/blog', '/en/trips', '/en']) {
    const anonymousBefore = await get(path)
    const a = await get(path, { cookie: alice })
    const b = await get(path, { cookie: bob })
    const anonymousAfter = await get(path)
    for (const own of [a, b]) {
      expect(own.status).toBe(200)
      expect(own.headers.get('cache-control')).toBe('private, no-store')
      expect(own.headers.get('vary')).toContain('Cookie')
      expect(own.headers.get('x-cache')).not.toBe('hit')
    }
    expect(a.body).toContain('Alice ')
    expect(a.body).not.toContain('Bob ')
    expect(b.body).toContain('Bob ')
    expect(b.body).not.toContain('Alice ')
    for (const anonymous of [anonymousBefore, anonymousAfter]) {
      expect(nameIn(anonymous)).toBeUndefined()
      expect(anonymous.headers.get('cache-control')).toMatch(/^public/)
    }
    expect(anonymousAfter.headers.get('x-cache')).toBe('hit')
    // After anonymous answers were stored, a user still gets their own page.
    expect((await get(path, { cookie: alice })).body).toContain('Alice ')
  }
  // Personal pages are never cached, and the sign-in redirect of an unknown profile path is not a stored answer.
  const profile = await get('/en/profile', { cookie: alice })
  expect(profile.headers.get('cache-control')).toBe('private, no-store')
  for (let i = 0; i < 2; i++) {
    const anonymous = await get('/en/profile/unknown')
    expect(anonymous.status).toBeGreaterThanOrEqual(300)
    expect(anonymous.status).toBeLessThan(400)
    expect(anonymous.headers.get('x-cache')).toBeNull()
  }
})

test('publishing, editing and unpublishing a post drop the pages that show it, and only those', async () => {
  const writer = await signUp(`Wren ${randomUUID().slice(0, 6)}`)
  const categories = (await (await fetch(`${baseURL}/api/v1/categories`)).json()) as { data: Array<{ slug: string }> }
  const trips = (await (await fetch(`${baseURL}/api/v1/trips?limit=1`)).json()) as { data: Array<{ id: number }> }
  const tripPage = `/en/trips/${trips.data[0]!.id}`
  const unrelated = [tripPage, '/en/about']
  const warm = async (paths: string[]) => {
    for (const path of paths) await get(path)
    for (const path of paths) expect((await get(path)).headers.get('x-cache'), path).toBe('hit')
  }
  const state = async (path: string) => (await get(path)).headers.get('x-cache')

  const title = `Cached lanterns ${randomUUID().slice(0, 8)}`
  await warm(['/en/blog', ...unrelated])
  const created = await call(writer, 'POST', '/api/v1/me/posts', {
    title,
    lang: 'en',
    body: 'A **body**.',
    excerpt: 'Short.',
    categorySlug: categories.data[0]!.slug,
    status: 'published',
  })
  expect(created.status).toBe(201)
  const post = created.body.post as unknown as { id: number; slug: string }
  const postPage = `/en/blog/posts/${post.slug}`

  const list = await get('/en/blog')
  expect(list.headers.get('x-cache')).toBe('miss')
  expect(list.body).toContain(title)
  for (const path of unrelated) expect(await state(path), path).toBe('hit')

  // Edit: the post page and the list show the new title at once.
  await warm([postPage, '/en/blog'])
  const edited = `${title} (revised)`
  expect((await call(writer, 'PATCH', `/api/v1/me/posts/${post.id}`, { title: edited })).status).toBe(200)
  const afterEdit = await get(postPage)
  expect(afterEdit.headers.get('x-cache')).toBe('miss')
  expect(afterEdit.body).toContain('(revised)')
  expect((await get('/en/blog')).body).toContain('(revised)')
  for (const path of unrelated) expect(await state(path), path).toBe('hit')

  // Unpublish: gone from its page and the list.
  await warm([postPage, '/en/blog'])
  expect((await call(writer, 'PATCH', `/api/v1/me/posts/${post.id}`, { status: 'unpublished' })).status).toBe(200)
  expect((await get(postPage)).status).toBe(404)
  expect((await get('/en/blog')).body).not.toContain(title)
  for (const path of unrelated) expect(await state(path), path).toBe('hit')
})

test('a booking drops its trip page and the trip lists (seats left), not the blog or other trips', async () => {
  const traveller = await signUp(`Tess ${randomUUID().slice(0, 6)}`)
  const list = (await (await fetch(`${baseURL}/api/v1/trips?limit=10`)).json()) as {
    data: Array<{ id: number; seatsLeft: number }>
  }
  const [trip, other] = list.data.filter((t) => t.seatsLeft > 1)
  const tripPage = `/en/trips/${trip!.id}`
  const otherPage = `/en/trips/${other!.id}`
  for (const path of [tripPage, otherPage, '/en/trips', '/en/blog']) {
    await get(path)
    expect((await get(path)).headers.get('x-cache'), path).toBe('hit')
  }
  const booked = await call(traveller, 'POST', '/api/v1/me/bookings', { tripId: trip!.id, travellers: 1 })
  expect(booked.status).toBe(201)

  const after = await get(tripPage)
  expect(after.headers.get('x-cache')).toBe('miss')
  expect((await get('/en/trips')).headers.get('x-cache')).toBe('miss')
  expect((await get(otherPage)).headers.get('x-cache')).toBe('hit')
  expect((await get('/en/blog')).headers.get('x-cache')).toBe('hit')
})

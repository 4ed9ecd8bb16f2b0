// Per-member writing limits (ADR 051): the spammer's flood of published posts gets 429 after the limit, counted from
// the posts table (so across processes and restarts) with Retry-After until the oldest counted post leaves the window.
import { describe, expect, it, vi } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import { createMyPost } from '@/features/writing/posts.server'
import { RateLimitedError } from '@/lib/errors'
import { m } from '@/paraglide/messages'
import { posts, user } from '@/server/db/schema'
import { createUser } from '../factories/user'
import { TestClient, signedUpUser } from '../support/auth-client'
import { testEngine } from '../support/db'
import { category, database, setUpWriting } from './support'

// Small limits, so the file stays quick; read by the app on first use (after these lines).
vi.stubEnv('POSTS_PUBLISHED_PER_DAY', '3')
vi.stubEnv('POSTS_CREATED_PER_HOUR', '5')
setUpWriting()

const HOUR = 3600
const published = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  lang: 'en',
  body: 'Cheap watches, visit my site.',
  categorySlug: category,
  status: 'published',
  ...extra,
})
const postsOf = (userId: string) => database.db.select().from(posts).where(eq(posts.authorId, userId))

describe(`writing limits on ${testEngine}`, () => {
  it('a fresh account publishing as fast as it can over REST gets 429 after the limit, and nothing more is stored', async () => {
    const spammer = new TestClient(undefined, 'es')
    const { user: account } = await signedUpUser(spammer)
    const answers = []
    for (let i = 0; i < 8; i++) answers.push(await spammer.call('POST /api/v1/me/posts', published(`Spam ${i}`)))
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429, 429, 429, 429, 429])
    const refused = answers[3]!
    expect(refused.body.error.code).toBe('rate_limited')
    expect(refused.body.error.message).toBe(m.limits_posts_published_daily({ max: 3 }, { locale: 'es' }))
    // The oldest counted post was published moments ago: it leaves the 24-hour window in just under a day.
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(24 * HOUR - 10 * 60)
    expect(retryAfter).toBeLessThanOrEqual(24 * HOUR)
    expect(refused.headers.get('cache-control')).toContain('no-store')
    // Racing requests queue on the member's lock: none slips past the count.
    const burst = await Promise.all(
      Array.from({ length: 5 }, (_, i) => spammer.call('POST /api/v1/me/posts', published(`Burst ${i}`))),
    )
    expect(burst.map((a) => a.status)).toEqual([429, 429, 429, 429, 429])
    const stored = await postsOf(account.id)
    expect(stored.map((p) => p.title).sort()).toEqual(['Spam 0', 'Spam 1', 'Spam 2'])
  })

  it('a burst from the first request on lets exactly the limit through', async () => {
    const spammer = new TestClient()
    const { user: account } = await signedUpUser(spammer)
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) => spammer.call('POST /api/v1/me/posts', published(`Race ${i}`))),
    )
    expect(burst.filter((a) => a.status === 201)).toHaveLength(3)
    expect(burst.filter((a) => a.status === 429)).toHaveLength(3)
    expect(await postsOf(account.id)).toHaveLength(3)
  })

  it('a backdated post counts as published now; publishing a draft by PATCH counts too', async () => {
    const member = new TestClient()
    const { user: account } = await signedUpUser(member)
    for (let i = 0; i < 2; i++) {
      const old = await member.call(
        'POST /api/v1/me/posts',
        published(`Old ${i}`, { publishedAt: '2020-05-01T10:00:00Z' }),
      )
      expect(old.status).toBe(201)
    }
    const draft = (await member.call('POST /api/v1/me/posts', { title: 'Draft', lang: 'en', body: 'x' })).body.post
    const draft2 = (await member.call('POST /api/v1/me/posts', { title: 'Draft 2', lang: 'en', body: 'x' })).body.post
    const body = { status: 'published', categorySlug: category }
    expect((await member.call(`PATCH /api/v1/me/posts/${draft.id}`, body)).status).toBe(200)
    const refused = await member.call(`PATCH /api/v1/me/posts/${draft2.id}`, body)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const [kept] = await database.db.select().from(posts).where(eq(posts.id, draft2.id))
    expect(kept!.status).toBe('draft')
    expect(kept!.version).toBe(1)
    // Editing a post that is already public is not publishing.
    expect((await member.call(`PATCH /api/v1/me/posts/${draft.id}`, { title: 'Edited' })).status).toBe(200)
    expect((await postsOf(account.id)).filter((p) => p.status === 'published')).toHaveLength(3)
  })

  it('new posts an hour, drafts included; Retry-After is when the oldest counted post leaves the window', async () => {
    const member = await createUser(database.db)
    const draft = (title: string) => createMyPost(member.id, { title, lang: 'en', body: 'x' }, 'uk')
    for (let i = 0; i < 5; i++) await draft(`Draft ${i}`)
    const error = await draft('One too many').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RateLimitedError)
    // The server functions of the editor throw this error; the one error channel answers it as REST does.
    expect((error as RateLimitedError).status).toBe(429)
    expect((error as RateLimitedError).message).toBe(m.limits_posts_created_hourly({ max: 5 }, { locale: 'uk' }))
    expect((error as RateLimitedError).retryAfter).toBeGreaterThan(HOUR - 10 * 60)
    expect(await postsOf(member.id)).toHaveLength(5)

    // The oldest two were created 50 and 40 minutes ago: one more fits in about 10 minutes, when the oldest leaves.
    const rows = (await postsOf(member.id)).sort((a, b) => a.id - b.id)
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60 * 1000)
    await database.db
      .update(posts)
      .set({ createdAt: ago(50) })
      .where(eq(posts.id, rows[0]!.id))
    await database.db
      .update(posts)
      .set({ createdAt: ago(40) })
      .where(eq(posts.id, rows[1]!.id))
    const later = (await draft('Still too many').catch((e: unknown) => e)) as RateLimitedError
    expect(later.retryAfter).toBeGreaterThan(9 * 60)
    expect(later.retryAfter).toBeLessThanOrEqual(10 * 60)
    // Out of the window, it no longer counts.
    await database.db
      .update(posts)
      .set({ createdAt: ago(61) })
      .where(eq(posts.id, rows[0]!.id))
    await expect(draft('Fits again')).resolves.toMatchObject({ title: 'Fits again' })
  })

  it('the daily count slides: posts published more than 24 hours ago no longer count', async () => {
    const member = await createUser(database.db)
    const publish = (title: string) =>
      createMyPost(member.id, { title, lang: 'en', body: 'x', categorySlug: category, status: 'published' }, 'en')
    for (let i = 0; i < 3; i++) await publish(`Day one ${i}`)
    await expect(publish('Refused')).rejects.toBeInstanceOf(RateLimitedError)
    const ids = (await postsOf(member.id)).map((p) => p.id)
    const dayAgo = new Date(Date.now() - 25 * HOUR * 1000)
    await database.db.update(posts).set({ createdAt: dayAgo, publishedAt: dayAgo }).where(inArray(posts.id, ids))
    await expect(publish('Next day')).resolves.toMatchObject({ status: 'published' })
  })

  it('editors and admins have no limits', async () => {
    for (const role of ['editor', 'admin'] as const) {
      const staff = await createUser(database.db, { role })
      for (let i = 0; i < 7; i++)
        await createMyPost(
          staff.id,
          { title: `Staff ${i}`, lang: 'en', body: 'x', categorySlug: category, status: 'published' },
          'en',
        )
      expect(await postsOf(staff.id)).toHaveLength(7)
    }
    // The same account as a member is limited again.
    const demoted = await createUser(database.db, { role: 'editor' })
    await database.db.update(user).set({ role: 'member' }).where(eq(user.id, demoted.id))
    for (let i = 0; i < 3; i++)
      await createMyPost(
        demoted.id,
        { title: `M ${i}`, lang: 'en', body: 'x', categorySlug: category, status: 'published' },
        'en',
      )
    await expect(
      createMyPost(
        demoted.id,
        { title: 'M 4', lang: 'en', body: 'x', categorySlug: category, status: 'published' },
        'en',
      ),
    ).rejects.toBeInstanceOf(RateLimitedError)
  })
})

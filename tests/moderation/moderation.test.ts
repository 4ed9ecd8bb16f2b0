// Moderation (ADR 052): a new member's post waits for review and is public nowhere until an editor approves it;
// rejections and take-downs reach the author by mail in their language; readers' reports; suspensions; and every
// decision leaves its audit line and drops the cached pages and results that showed the post.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// Read once by the app's env(): one approved post makes a member trusted (the suite default is 0, vitest.config.ts).
vi.hoisted(() => {
  process.env.MODERATION_TRUSTED_AFTER = '1'
})

import { and, eq } from 'drizzle-orm'
import { getAuth } from '@/features/auth/better-auth.server'
import * as moderation from '@/features/moderation/moderation.server'
import * as suspensions from '@/features/moderation/suspensions.server'
import { m } from '@/paraglide/messages'
import { listStaffActions } from '@/server/audit/audit.server'
import { pageCache } from '@/server/cache/page-cache-tags.server'
import { pageEntry } from '@/server/cache/page-cache.server'
import type { Database } from '@/server/db/client.server'
import { db } from '@/server/db/index.server'
import { postReports, posts, session } from '@/server/db/schema'
import { TestClient, mailsTo } from '../support/auth-client'
import { createTestDatabase, testEngine } from '../support/db'
import { stubTempDataDir } from '../support/settings'
import { createCategory } from '../factories/category'
import { createTag } from '../factories/tag'
import { account, notShown, publicTrace, shown } from './support'

stubTempDataDir('waypoints-moderation-')

let database: Database
let editor: Awaited<ReturnType<typeof account>>
let admin: Awaited<ReturnType<typeof account>>
beforeAll(async () => {
  database = await createTestDatabase()
  editor = await account({ role: 'editor' })
  admin = await account({ role: 'admin' })
})
afterAll(() => database.close())

/** A category and a tag of its own for each test, so their counts are the test's posts only. */
async function place() {
  const d = await db()
  return { category: (await createCategory(d)).slug, tag: (await createTag(d)).slug }
}

const publish = (client: TestClient, title: string, where: { category: string; tag: string }) =>
  client.call('POST /api/v1/me/posts', {
    title,
    lang: 'en',
    body: `The body of ${title}, with a few words.`,
    categorySlug: where.category,
    tags: [where.tag],
    status: 'published',
  })

const lastAudit = async () => (await listStaffActions(await db(), { limit: 1 }))[0]

describe(`the review queue on ${testEngine}`, () => {
  it('a new member publishes: waiting for review, public nowhere; approved, public everywhere; then trusted', async () => {
    const writer = await account()
    const where = await place()
    const sent = await publish(writer.client, 'Quiet lakes of Karelia', where)
    expect(sent.status).toBe(201)
    expect(sent.body.post).toMatchObject({ status: 'pending', publishedAt: null, moderationReason: null })
    const post = sent.body.post as { id: number; slug: string; title: string }
    const trace = { ...where, author: writer.username }
    expect(await publicTrace(post, trace)).toEqual(notShown)

    // Autosaving an edit keeps it waiting; the queue shows it with its preview.
    const edited = await writer.client.call(`PATCH /api/v1/me/posts/${post.id}`, { body: 'Now with **more** words.' })
    expect(edited.body.post.status).toBe('pending')
    // It stays a post an editor can publish: taking its category away is refused as publishing would be.
    const incomplete = await writer.client.call(`PATCH /api/v1/me/posts/${post.id}`, { categorySlug: null })
    expect([incomplete.status, incomplete.body.error.fields.categorySlug]).toEqual([
      400,
      m.writing_publish_needs_category({}, { locale: 'en' }),
    ])
    const queue = await moderation.moderationQueue()
    const waiting = queue.pending.find((p) => p.id === post.id)
    expect(waiting).toMatchObject({ title: post.title, author: { username: writer.username } })
    expect(waiting?.html).toContain('<strong>more</strong>')

    // Over REST, as an editor's API client would (the page calls the same service).
    const approved = await editor.client.call('POST /api/v1/admin/moderation/approve', { postId: post.id })
    expect(approved.status).toBe(204)
    expect(await publicTrace(post, trace)).toEqual(shown)
    expect((await writer.client.call(`GET /api/v1/me/posts/${post.id}`)).body.post.status).toBe('published')
    expect(await lastAudit()).toMatchObject({
      action: 'post.approve',
      subjectType: 'post',
      subjectId: String(post.id),
      actor: { id: editor.id },
      before: { status: 'pending' },
      after: { status: 'published' },
    })
    // Approving twice is refused: it no longer waits.
    await expect(moderation.approvePost(editor.id, post.id, 'en')).rejects.toMatchObject({
      status: 409,
      code: 'not_pending',
    })

    // One published post: the member is trusted now and publishes directly.
    const next = await publish(writer.client, 'Back to Karelia', where)
    expect(next.body.post.status).toBe('published')
  })

  it('staff publish directly', async () => {
    const where = await place()
    expect((await publish(editor.client, 'An editor writes', where)).body.post.status).toBe('published')
    expect((await publish(admin.client, 'An admin writes', where)).body.post.status).toBe('published')
  })

  it('a rejection is mailed with its reason in the author’s language; publishing again waits again', async () => {
    const writer = await account({ locale: 'uk' })
    const where = await place()
    const post = (await publish(writer.client, 'Карпати взимку', where)).body.post as { id: number; title: string }
    await moderation.rejectPost(editor.id, { postId: post.id, reason: 'Додайте джерела фото.' }, 'en')

    const mine = (await writer.client.call(`GET /api/v1/me/posts/${post.id}`)).body.post
    expect(mine).toMatchObject({ status: 'rejected', moderationReason: 'Додайте джерела фото.' })
    await vi.waitFor(() => expect(mailsTo(writer.email)).toHaveLength(2)) // the confirmation, then the rejection
    const mail = mailsTo(writer.email).at(-1)!
    expect(mail.subject).toBe(m.moderation_mail_rejected_subject({ title: post.title }, { locale: 'uk' }))
    expect(mail.text).toContain('Додайте джерела фото.')
    expect(await lastAudit()).toMatchObject({
      action: 'post.reject',
      after: { status: 'rejected', reason: 'Додайте джерела фото.' },
    })
    // A rejected post is not in the queue; sent again, it waits again with the reason cleared.
    expect((await moderation.moderationQueue()).pending.some((p) => p.id === post.id)).toBe(false)
    const again = await writer.client.call(`PATCH /api/v1/me/posts/${post.id}`, { status: 'published' })
    expect(again.body.post).toMatchObject({ status: 'pending', moderationReason: null })
    await expect(moderation.hidePost(editor.id, { postId: post.id, reason: 'x' }, 'en')).rejects.toMatchObject({
      status: 409,
      code: 'not_published',
    })
  })
})

describe(`reports on ${testEngine}`, () => {
  it('a reader reports once; an editor dismisses one report and hides the post for another', async () => {
    const writer = await account()
    const where = await place()
    const post = (await publish(editor.client, 'Spam about boats', where)).body.post as {
      id: number
      slug: string
      title: string
    }
    await db().then((d) => d.update(posts).set({ authorId: writer.id }).where(eq(posts.id, post.id)))
    const reader = await account()
    const other = await account()
    const reported = await reader.client.call('POST /api/v1/me/reports', {
      postId: post.id,
      reason: 'spam',
      note: 'Links to a shop.',
    })
    expect(reported.status).toBe(201)
    const twice = await reader.client.call('POST /api/v1/me/reports', { postId: post.id, reason: 'other' })
    expect([twice.status, twice.body.error.code]).toEqual([409, 'already_reported'])
    await moderation.reportPost(other.id, { postId: post.id, reason: 'misleading', note: '' }, 'en')

    const reports = (await moderation.moderationQueue()).reports.filter((r) => r.post.id === post.id)
    expect(reports.map((r) => [r.reason, r.note, r.reporter.username])).toEqual([
      ['spam', 'Links to a shop.', reader.username],
      ['misleading', '', other.username],
    ])
    await moderation.dismissReport(editor.id, reports[1]!.id, 'en')
    expect(await lastAudit()).toMatchObject({ action: 'report.dismiss', subjectId: String(post.id) })
    await expect(moderation.dismissReport(editor.id, reports[1]!.id, 'en')).rejects.toMatchObject({ status: 409 })

    // The page and a search were cached while the post was public: hiding it drops both.
    const trace = { ...where, author: writer.username }
    expect((await publicTrace(post, trace)).search).toBe(true)
    const cache = pageCache()!
    const key = `/en/blog/posts/${post.slug}`
    cache.set(
      key,
      pageEntry({ status: 200, headers: [], html: 'cached', nonce: 'n', tags: [`post:${post.id}`] }),
      cache.generation,
    )
    expect(cache.get(key)).toBeDefined()

    await moderation.hidePost(editor.id, { postId: post.id, reason: 'Advertising.' }, 'en')
    expect(cache.get(key)).toBeUndefined()
    // The writer never opened an author page (the post was moved to them): that page answers 404 either way.
    expect(await publicTrace(post, trace)).toEqual({ ...notShown, authorPosts: null })
    const left = await (
      await db()
    )
      .select({ status: postReports.status })
      .from(postReports)
      .where(eq(postReports.postId, post.id))
      .orderBy(postReports.id)
    expect(left.map((r) => r.status)).toEqual(['actioned', 'dismissed'])
    expect(await lastAudit()).toMatchObject({
      action: 'post.hide',
      after: { status: 'hidden', reason: 'Advertising.' },
    })
    await vi.waitFor(() =>
      expect(mailsTo(writer.email).at(-1)?.subject).toBe(
        m.moderation_mail_hidden_subject({ title: post.title }, { locale: 'en' }),
      ),
    )
    // A hidden post cannot be reported, and its author's "publish" sends it back to review.
    await expect(
      moderation.reportPost(other.id, { postId: post.id, reason: 'spam', note: '' }, 'en'),
    ).rejects.toMatchObject({ status: 404 })
    const back = await writer.client.call(`PATCH /api/v1/me/posts/${post.id}`, { status: 'published' })
    expect(back.body.post.status).toBe('pending')
  })
})

describe(`suspensions on ${testEngine}`, () => {
  it('a suspended member loses every session, cannot sign in, and nothing of theirs is public until it ends', async () => {
    const writer = await account()
    const where = await place()
    const trace = { ...where, author: writer.username }
    const post = (await publish(writer.client, 'Trusted later', where)).body.post as {
      id: number
      slug: string
      title: string
    }
    await moderation.approvePost(editor.id, post.id, 'en')
    const waiting = (await writer.client.call('POST /api/v1/me/posts', { title: 'Draft kept', lang: 'en', body: 'x' }))
      .body.post as { id: number }
    await writer.client.call(`PATCH /api/v1/me/posts/${waiting.id}`, {
      status: 'unpublished',
    })
    const second = new TestClient()
    expect((await second.call('POST /api/auth/login', { email: writer.email, password: writer.password })).status).toBe(
      200,
    )
    const d = await db()
    expect((await d.select().from(session).where(eq(session.userId, writer.id))).length).toBe(2)
    expect(await publicTrace(post, trace)).toEqual(shown)

    // Staff and unknown accounts are refused with a field message.
    await expect(
      suspensions.suspendMember(admin.id, { account: editor.email, reason: 'x' }, 'en'),
    ).rejects.toMatchObject({
      status: 400,
      fields: { account: m.moderation_error_staff_account({}, { locale: 'en' }) },
    })
    await expect(
      suspensions.suspendMember(admin.id, { account: 'nobody@example.test', reason: 'x' }, 'en'),
    ).rejects.toMatchObject({ status: 400 })

    expect(await suspensions.suspendMember(admin.id, { account: writer.username, reason: 'Spam wave.' }, 'en')).toEqual(
      { postsWithheld: 1, commentsWithheld: 0, reviewsWithheld: 0 },
    )
    expect((await d.select().from(session).where(eq(session.userId, writer.id))).length).toBe(0)
    expect((await writer.client.call('GET /api/v1/me/posts')).status).toBe(401)
    expect({ ...(await publicTrace(post, trace)), authorPosts: 'gone' }).toEqual({ ...notShown, authorPosts: 'gone' })
    expect((await publicTrace(post, trace)).authorPosts).toBeNull() // the author page answers 404
    expect(await lastAudit()).toMatchObject({
      action: 'user.suspend',
      subjectType: 'user',
      subjectId: writer.id,
      after: { suspended: true, reason: 'Spam wave.', sessionsEnded: 2, postsWithheld: 1 },
    })
    expect((await suspensions.listSuspensions()).map((s) => [s.username, s.reason])).toContainEqual([
      writer.username,
      'Spam wave.',
    ])

    // Sign-in is refused with its own code, in the caller's language, by password and by any other way in.
    const ukrainian = new TestClient(undefined, 'uk')
    const refused = await ukrainian.call('POST /api/auth/login', { email: writer.email, password: writer.password })
    expect(refused.status).toBe(403)
    expect(refused.body.error).toMatchObject({
      code: 'account_suspended',
      message: m.moderation_sign_in_suspended({}, { locale: 'uk' }),
    })
    expect(ukrainian.sessionToken()).toBeUndefined()
    const auth = await getAuth()
    await expect((await auth.$context).internalAdapter.createSession(writer.id)).rejects.toMatchObject({
      body: { code: 'ACCOUNT_SUSPENDED' },
    })
    expect((await d.select().from(session).where(eq(session.userId, writer.id))).length).toBe(0)

    // Ended: sign-in works, the post that was published is public again, the unpublished one stays down.
    expect(await suspensions.unsuspendMember(admin.id, writer.id, 'en')).toEqual({
      postsRestored: 1,
      commentsRestored: 0,
      reviewsRestored: 0,
    })
    expect(await publicTrace(post, trace)).toEqual(shown)
    const [kept] = await d
      .select({ status: posts.status })
      .from(posts)
      .where(and(eq(posts.id, waiting.id)))
    expect(kept?.status).toBe('unpublished')
    expect(
      (await new TestClient().call('POST /api/auth/login', { email: writer.email, password: writer.password })).status,
    ).toBe(200)
    expect(await lastAudit()).toMatchObject({ action: 'user.unsuspend', after: { suspended: false, postsRestored: 1 } })
    await expect(suspensions.unsuspendMember(admin.id, writer.id, 'en')).rejects.toMatchObject({ status: 409 })
  })

  it('a suspended author’s waiting post leaves the queue until the suspension ends', async () => {
    const writer = await account()
    const post = (await publish(writer.client, 'Waiting while suspended', await place())).body.post as { id: number }
    await suspensions.suspendMember(admin.id, { account: writer.email, reason: 'Check.' }, 'en')
    expect((await moderation.moderationQueue()).pending.some((p) => p.id === post.id)).toBe(false)
    await expect(moderation.approvePost(editor.id, post.id, 'en')).rejects.toMatchObject({ status: 409 })
    await suspensions.unsuspendMember(admin.id, writer.id, 'en')
    expect((await moderation.moderationQueue()).pending.some((p) => p.id === post.id)).toBe(true)
  })
})

describe(`the dashboard's moderation counts on ${testEngine}`, () => {
  it('count what the queue lists and the suspended accounts', async () => {
    const { dashboard } = await import('@/features/admin/admin.server')
    const queue = await moderation.moderationQueue()
    const before = (await dashboard('en')).moderation
    expect(before).toEqual({
      pending: queue.pending.length,
      reports: queue.reports.length,
      suspended: (await suspensions.listSuspensions()).length,
    })
    const writer = await account()
    await publish(writer.client, 'One more waiting', await place())
    await suspensions.suspendMember(admin.id, { account: (await account()).email, reason: 'Spam.' }, 'en')
    expect((await dashboard('en')).moderation).toEqual({
      pending: before.pending + 1,
      reports: before.reports,
      suspended: before.suspended + 1,
    })
  })
})

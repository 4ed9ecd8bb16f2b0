// Comments (ADR 059): who may comment, one level of replies, the edit window, deleting one's own, editors hiding,
// reports and the review queue for new members, limits, suspended members, the mail to the post's (or parent's) author
// once and only when wanted, the count on the post row, account deletion and the post page's cache entry.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// Read once by the app's env(): one approved comment or published post makes a member trusted; a small hourly limit.
vi.hoisted(() => {
  process.env.MODERATION_TRUSTED_AFTER = '1'
  process.env.COMMENTS_PER_HOUR = '4'
  process.env.COMMENT_EDIT_MINUTES = '15'
})

import { eq } from 'drizzle-orm'
import * as decisions from '@/features/comments/comment-moderation.server'
import * as service from '@/features/comments/comments.server'
import { suspendMember, unsuspendMember } from '@/features/moderation/suspensions.server'
import { listStaffActions } from '@/server/audit/audit.server'
import { pageCache } from '@/server/cache/page-cache-tags.server'
import { pageEntry } from '@/server/cache/page-cache.server'
import type { Database } from '@/server/db/client.server'
import { db } from '@/server/db/index.server'
import { comments, posts } from '@/server/db/schema'
import { TestClient, mailsTo } from '../support/auth-client'
import { createTestDatabase, testEngine } from '../support/db'
import { stubTempDataDir } from '../support/settings'
import { createPost } from '../factories/post'
import { account } from '../moderation/support'

stubTempDataDir('waypoints-comments-')

type Account = Awaited<ReturnType<typeof account>>
let database: Database
let editor: Account
let admin: Account
let writer: Account
beforeAll(async () => {
  database = await createTestDatabase()
  editor = await account({ role: 'editor' })
  admin = await account({ role: 'admin' })
  // A published post makes the writer trusted (MODERATION_TRUSTED_AFTER=1); their language is Ukrainian.
  writer = await account({ locale: 'uk' })
})
afterAll(() => database.close())

async function aPost(author: Account = writer) {
  return createPost(await db(), { authorId: author.id, title: `A post ${Math.random().toString(36).slice(2)}` })
}
/** A member who already has one approved comment (trusted), for tests about something else. */
async function trustedMember(options: { locale?: string } = {}) {
  const member = await account(options)
  const post = await aPost()
  const sent = await member.client.call('POST /api/v1/me/comments', { postId: post.id, body: 'First!' })
  await decisions.approveComment(editor.id, sent.body.comment.id, 'en')
  return member
}
const say = (who: Account, postId: number, body: string, parentId: number | null = null) =>
  who.client.call('POST /api/v1/me/comments', { postId, body, ...(parentId ? { parentId } : {}) })
const thread = async (postId: number) => (await new TestClient().call(`GET /api/v1/comments?postId=${postId}`)).body
const countOf = async (postId: number) =>
  (await (await db()).select({ n: posts.commentCount }).from(posts).where(eq(posts.id, postId)))[0]!.n
/** The post's page put into the page cache; `present()` says whether a change has dropped it since. */
function cachedPostPage(post: { id: number; slug: string }) {
  const cache = pageCache()!
  const key = `/en/blog/posts/${post.slug}/`
  cache.set(
    key,
    pageEntry({ status: 200, headers: [], html: 'cached', nonce: 'n', tags: [`post:${post.id}`] }),
    cache.generation,
  )
  return { present: () => cache.get(key) !== undefined }
}

describe(`comments on ${testEngine}`, () => {
  it('anonymous readers cannot comment; a draft or unknown post takes none', async () => {
    const post = await aPost()
    const anonymous = await new TestClient().call('POST /api/v1/me/comments', { postId: post.id, body: 'Hi' })
    expect(anonymous.status).toBe(401)
    const draft = await createPost(await db(), { authorId: writer.id, status: 'draft', publishedAt: null })
    expect((await say(editor, draft.id, 'Hello')).status).toBe(404)
    expect((await say(editor, 2_000_000_000, 'Hello')).status).toBe(404)
    expect((await say(editor, post.id, '   ')).status).toBe(400)
  })

  it('a new member’s first comment waits for review, shown to them only; approved, it is public and the author is mailed once, in their language', async () => {
    const post = await aPost()
    const reader = await account()
    const before = mailsTo(writer.email).length
    const sent = await say(reader, post.id, 'Where did you sleep?\nIn huts?')
    expect([sent.status, sent.body.status]).toEqual([201, 'pending'])
    const id = sent.body.comment.id as number
    expect((await thread(post.id)).data).toEqual([])
    expect(await service.myPendingComments(reader.id, post.id)).toMatchObject([
      { id, body: 'Where did you sleep?\nIn huts?' },
    ])
    expect(await service.myPendingComments(writer.id, post.id)).toEqual([])
    expect(mailsTo(writer.email).length).toBe(before)
    expect(await countOf(post.id)).toBe(0)

    const queue = await editor.client.call('GET /api/v1/admin/moderation/comments')
    expect(queue.body.pending).toContainEqual(
      expect.objectContaining({ id, author: expect.objectContaining({ username: reader.username }) }),
    )
    expect((await reader.client.call('GET /api/v1/admin/moderation/comments')).status).toBe(404)

    expect((await editor.client.call('POST /api/v1/admin/moderation/comments/approve', { commentId: id })).status).toBe(
      204,
    )
    const shown = await thread(post.id)
    expect(shown.total).toBe(1)
    expect(shown.data).toMatchObject([{ id, state: 'shown', body: 'Where did you sleep?\nIn huts?', replies: [] }])
    expect(await countOf(post.id)).toBe(1)
    const mails = mailsTo(writer.email).slice(before)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toContain(post.title)
    expect(mails[0]!.text).toContain('Вітаємо')
    expect(mails[0]!.link).toMatch(new RegExp(`/uk/blog/posts/${post.slug}/?#comment-${id}$`))
    expect((await listStaffActions(await db(), { limit: 1 }))[0]).toMatchObject({
      action: 'comment.approve',
      subjectType: 'comment',
      subjectId: String(id),
    })
    // Approving again is refused and mails nobody.
    await expect(decisions.approveComment(editor.id, id, 'en')).rejects.toMatchObject({ status: 409 })
    expect(mailsTo(writer.email).length).toBe(before + 1)

    // Trusted now: the next comment is public at once (and mailed at once).
    const next = await say(reader, post.id, 'Thanks!')
    expect(next.body.status).toBe('approved')
    expect(mailsTo(writer.email).length).toBe(before + 2)
    // The author commenting on their own post mails nobody.
    await say(writer, post.id, 'Yes, in huts.')
    expect(mailsTo(writer.email).length).toBe(before + 2)
  })

  it('replies are one level deep and mail the comment’s author; the opt-out in preferences is respected', async () => {
    const post = await aPost()
    const first = await trustedMember()
    const second = await trustedMember()
    const top = (await say(first, post.id, 'Top-level')).body.comment.id as number
    const beforeFirst = mailsTo(first.email).length
    const beforeWriter = mailsTo(writer.email).length
    const reply = await say(second, post.id, 'A reply', top)
    expect(reply.body.comment.parentId).toBe(top)
    // A reply to the reply joins the top-level comment.
    const deeper = await say(first, post.id, 'A reply to the reply', reply.body.comment.id)
    expect(deeper.body.comment.parentId).toBe(top)
    expect(mailsTo(first.email).length).toBe(beforeFirst + 1)
    expect(mailsTo(writer.email).length).toBe(beforeWriter)
    const page = await thread(post.id)
    expect(page.data).toHaveLength(1)
    expect(page.data[0].replies.map((r: { body: string }) => r.body)).toEqual(['A reply', 'A reply to the reply'])
    expect(page.total).toBe(3)

    // Turned off: no mail about the next reply.
    expect((await first.client.call('PUT /api/v1/user/preferences', { commentMail: false })).status).toBe(200)
    await say(second, post.id, 'Another reply', top)
    expect(mailsTo(first.email).length).toBe(beforeFirst + 1)
    // A reply to a comment of another post is refused.
    const other = await aPost()
    expect((await say(second, other.id, 'Wrong thread', top)).status).toBe(409)
  })

  it('the author edits within the window only; nobody else edits or deletes it', async () => {
    const post = await aPost()
    const member = await trustedMember()
    const id = (await say(member, post.id, 'Tpyo')).body.comment.id as number
    const edited = await member.client.call(`PATCH /api/v1/me/comments/${id}`, { body: 'Typo' })
    expect([edited.status, edited.body.comment.body]).toEqual([200, 'Typo'])
    expect((await thread(post.id)).data[0]).toMatchObject({ body: 'Typo', editedAt: expect.any(String) })
    expect((await editor.client.call(`PATCH /api/v1/me/comments/${id}`, { body: 'Mine now' })).status).toBe(404)
    expect((await editor.client.call(`DELETE /api/v1/me/comments/${id}`)).status).toBe(404)
    await (
      await db()
    )
      .update(comments)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(comments.id, id))
    const late = await member.client.call(`PATCH /api/v1/me/comments/${id}`, { body: 'Too late' })
    expect([late.status, late.body.error.code]).toEqual([403, 'edit_window_closed'])
  })

  it('deleting one’s own comment: gone, or "deleted" in place while replies hang from it', async () => {
    const post = await aPost()
    const member = await trustedMember()
    const other = await trustedMember()
    const lonely = (await say(member, post.id, 'Alone')).body.comment.id as number
    const top = (await say(member, post.id, 'With replies')).body.comment.id as number
    await say(other, post.id, 'A reply', top)
    expect(await countOf(post.id)).toBe(3)
    expect((await member.client.call(`DELETE /api/v1/me/comments/${lonely}`)).status).toBe(204)
    expect((await member.client.call(`DELETE /api/v1/me/comments/${top}`)).status).toBe(204)
    expect((await member.client.call(`DELETE /api/v1/me/comments/${top}`)).status).toBe(404)
    const page = await thread(post.id)
    expect(page.data).toMatchObject([
      { id: top, state: 'deleted', body: null, author: null, replies: [{ body: 'A reply' }] },
    ])
    expect(page.total).toBe(1)
    expect(await countOf(post.id)).toBe(1)
  })

  it('readers report once; editors dismiss or hide (audited), which drops the post page’s cache entry', async () => {
    const post = await aPost()
    const member = await trustedMember()
    const id = (await say(member, post.id, 'Buy cheap watches')).body.comment.id as number
    const reader = await account()
    const report = { commentId: id, reason: 'spam', note: 'Advertising' }
    expect((await reader.client.call('POST /api/v1/me/comment-reports', report)).status).toBe(201)
    expect((await reader.client.call('POST /api/v1/me/comment-reports', report)).status).toBe(409)
    expect((await new TestClient().call('POST /api/v1/me/comment-reports', report)).status).toBe(401)
    const queue = await decisions.commentQueue()
    const open = queue.reports.find((r) => r.comment.id === id)
    expect(open).toMatchObject({ reason: 'spam', note: 'Advertising', reporter: { username: reader.username } })

    const page = cachedPostPage(post)
    expect(page.present()).toBe(true)
    expect((await editor.client.call('POST /api/v1/admin/moderation/comments/hide', { commentId: id })).status).toBe(
      204,
    )
    expect(page.present()).toBe(false)
    expect((await thread(post.id)).data).toEqual([])
    expect((await decisions.commentQueue()).reports.some((r) => r.comment.id === id)).toBe(false)
    expect((await listStaffActions(await db(), { limit: 1 }))[0]).toMatchObject({
      action: 'comment.hide',
      after: { status: 'hidden' },
    })
    expect((await member.client.call('POST /api/v1/admin/moderation/comments/hide', { commentId: id })).status).toBe(
      404,
    )

    // A dismissed report leaves the comment public.
    const kept = (await say(member, post.id, 'Fine comment')).body.comment.id as number
    await reader.client.call('POST /api/v1/me/comment-reports', { commentId: kept, reason: 'other' })
    const reportId = (await decisions.commentQueue()).reports.find((r) => r.comment.id === kept)!.id
    expect((await admin.client.call('POST /api/v1/admin/moderation/comments/dismiss', { reportId })).status).toBe(204)
    expect((await thread(post.id)).data.map((c: { id: number }) => c.id)).toEqual([kept])
  })

  it('a new approved comment, an edit and a delete drop the post page’s cache entry; a pending one does not', async () => {
    const post = await aPost()
    let page = cachedPostPage(post)
    await say(await account(), post.id, 'Pending one')
    expect(page.present()).toBe(true)
    const member = await trustedMember()
    const id = (await say(member, post.id, 'Public one')).body.comment.id as number
    expect(page.present()).toBe(false)
    page = cachedPostPage(post)
    await member.client.call(`PATCH /api/v1/me/comments/${id}`, { body: 'Edited' })
    expect(page.present()).toBe(false)
    page = cachedPostPage(post)
    await member.client.call(`DELETE /api/v1/me/comments/${id}`)
    expect(page.present()).toBe(false)
  })

  it('limits: COMMENTS_PER_HOUR per member, 429 with Retry-After; staff have none', async () => {
    const post = await aPost()
    const member = await trustedMember() // one comment already this hour
    for (let i = 0; i < 3; i++) expect((await say(member, post.id, `Comment ${i}`)).status).toBe(201)
    const over = await say(member, post.id, 'One too many')
    expect([over.status, over.body.error.code]).toEqual([429, 'rate_limited'])
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    for (let i = 0; i < 5; i++) expect((await say(editor, post.id, `Editor ${i}`)).status).toBe(201)
  })

  it('a suspended member cannot comment', async () => {
    const post = await aPost()
    const member = await trustedMember()
    await suspendMember(admin.id, { account: member.email, reason: 'Spam.' }, 'en')
    await expect(
      service.createComment(member.id, { postId: post.id, parentId: null, body: 'Hi' }, 'en'),
    ).rejects.toMatchObject({
      status: 403,
      code: 'account_suspended',
    })
    expect((await say(member, post.id, 'Hi')).status).toBe(401)
  })

  it('a suspension withholds the member’s approved comments; ending it brings back exactly those', async () => {
    const post = await aPost()
    const member = await trustedMember()
    const other = await trustedMember()
    const top = (await say(member, post.id, 'Mine, with a reply')).body.comment.id as number
    await say(other, post.id, 'A reply of someone else', top)
    await say(member, post.id, 'Mine, alone')
    const rejected = (await say(member, post.id, 'Mine, refused')).body.comment.id as number
    await (await db()).update(comments).set({ status: 'rejected' }).where(eq(comments.id, rejected))
    expect(await countOf(post.id)).toBe(3)
    const page = cachedPostPage(post)
    expect(page.present()).toBe(true)

    // Three: these two and the one that made the member trusted.
    expect(await suspendMember(admin.id, { account: member.email, reason: 'Spam.' }, 'en')).toMatchObject({
      commentsWithheld: 3,
    })
    expect(page.present()).toBe(false)
    // The answered comment keeps its place without its text or author; the other one is gone; the count follows.
    const during = await thread(post.id)
    expect(during.data).toMatchObject([
      { id: top, state: 'hidden', body: null, author: null, replies: [{ body: 'A reply of someone else' }] },
    ])
    expect(during.data).toHaveLength(1)
    expect(await countOf(post.id)).toBe(1)
    expect((await listStaffActions(await db(), { limit: 1 }))[0]).toMatchObject({
      action: 'user.suspend',
      after: { commentsWithheld: 3 },
    })

    expect(await unsuspendMember(admin.id, member.id, 'en')).toMatchObject({ commentsRestored: 3 })
    const after = await thread(post.id)
    expect(after.data.map((c: { body: string }) => c.body)).toEqual(['Mine, with a reply', 'Mine, alone'])
    expect(await countOf(post.id)).toBe(3)
    const [refused] = await (
      await db()
    )
      .select({ status: comments.status })
      .from(comments)
      .where(eq(comments.id, rejected))
    expect(refused?.status).toBe('rejected')
  })

  it('account deletion erases the member’s comments; replies of others stay under "deleted"', async () => {
    const post = await aPost()
    const leaving = await trustedMember()
    const staying = await trustedMember()
    const top = (await say(leaving, post.id, 'I am leaving')).body.comment.id as number
    await say(staying, post.id, 'Bye', top)
    await say(leaving, post.id, 'Another of mine')
    expect(await countOf(post.id)).toBe(3)
    const gone = await leaving.client.call('DELETE /api/v1/me', { confirmation: leaving.password })
    expect(gone.status).toBe(200)
    const page = await thread(post.id)
    expect(page.data).toMatchObject([
      { id: top, state: 'deleted', body: null, author: null, replies: [{ body: 'Bye' }] },
    ])
    expect(page.total).toBe(1)
    const left = await (
      await db()
    )
      .select({ body: comments.body, authorId: comments.authorId })
      .from(comments)
      .where(eq(comments.id, top))
    expect(left).toEqual([{ body: '', authorId: null }])
  })

  it('text is stored as typed, never as HTML; the public list pages 20 top-level comments at a time', async () => {
    const post = await aPost()
    const member = await trustedMember()
    const body = '<script>alert(1)</script> see https://example.com'
    await say(member, post.id, body)
    for (let i = 0; i < 20; i++) await say(editor, post.id, `Editor comment ${i}`)
    const first = await thread(post.id)
    expect(first.data).toHaveLength(20)
    expect(first.data[0].body).toBe(body)
    expect(first.page.nextAfter).toBe(first.data[19].id)
    const second = (await new TestClient().call(`GET /api/v1/comments?postId=${post.id}&after=${first.page.nextAfter}`))
      .body
    expect(second.data).toHaveLength(1)
    expect(second.page.nextAfter).toBeNull()
  })
})

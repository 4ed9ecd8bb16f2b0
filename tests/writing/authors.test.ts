// Authors are users: the author page of a member, listed once they publish, gone with the account and its uploads.
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { authors, posts, uploads, user } from '@/server/db/schema'
import { listAuthors } from '@/features/blog/blog.taxonomy.server'
import { unpublishPostsOfDeletedAccount } from '@/features/writing/account-deletion.server'
import { updateAuthorProfile } from '@/features/writing/author-profile.server'
import { writingSchemas } from '@/features/writing/writing.schemas'
import { parseInput } from '@/server/http/validation.server'
import { createUser } from '../factories/user'
import { TestClient, signedUpUser } from '../support/auth-client'
import { testEngine } from '../support/db'
import {
  category,
  database,
  findAuthor,
  findPost,
  getUpload,
  jpeg,
  owner,
  ownerId,
  setUpWriting,
  tag,
  upload,
  uploadsOnDisk,
} from './support'

setUpWriting()

describe(`authors are users on ${testEngine}`, () => {
  it('bio and avatar of the author page are editable; avatar must be an own upload', async () => {
    const avatar = (await upload(owner, await jpeg(400, 400), 'me.jpg', 'image/jpeg')).body.upload
    const profile = await updateAuthorProfile(ownerId, { bio: 'Walks slowly.', avatarUploadId: avatar.id }, 'en')
    expect(profile.bio).toBe('Walks slowly.')
    expect(profile.avatar).toMatch(/^\/uploads\/.+\.webp$/)
    const found = await findAuthor('es', profile.username)
    expect(found).toMatchObject({ bio: 'Walks slowly.', avatar: profile.avatar })
    const foreign = await createUser(database.db)
    await expect(updateAuthorProfile(foreign.id, { bio: '', avatarUploadId: avatar.id }, 'en')).rejects.toMatchObject({
      status: 400,
    })
    // Input is parsed at the edge (the server function), before the service.
    expect(() => parseInput(writingSchemas('en').authorProfile, { bio: 'x'.repeat(501) }, 'en')).toThrow(
      expect.objectContaining({ status: 400 }),
    )
  })

  it('a member is listed among the authors once they publish, not for drafts', async () => {
    const writer = new TestClient()
    await signedUpUser(writer)
    const draft = (await writer.call('POST /api/v1/me/posts', { title: 'Only a draft', lang: 'en', body: 'b' })).body
      .post
    // The author is the account (ADR 022): its handle is the author page's address.
    const [author] = await database.db
      .select({ username: user.username })
      .from(user)
      .where(eq(user.id, (await database.db.select().from(posts).where(eq(posts.id, draft.id)))[0]!.authorId!))
    expect((await listAuthors('en')).map((a) => a.username)).not.toContain(author!.username)
    expect((await findAuthor('en', author!.username))?.posts).toBe(0)
    await writer.call(`PATCH /api/v1/me/posts/${draft.id}`, { status: 'published', categorySlug: category })
    expect((await listAuthors('en')).map((a) => a.username)).toContain(author!.username)
  })

  it('account deletion (DELETE /api/v1/me) unpublishes every post and anonymises the author page', async () => {
    const leaving = new TestClient()
    const { user: account, password } = await signedUpUser(leaving)
    const post = (
      await leaving.call('POST /api/v1/me/posts', {
        title: 'Goodbye post',
        lang: 'en',
        body: 'b',
        categorySlug: category,
        tags: [tag],
        status: 'published',
      })
    ).body.post
    expect(await findPost('en', post.slug)).not.toBeNull()
    expect((await leaving.call('DELETE /api/v1/me', { confirmation: password })).status).toBe(200)
    expect(await database.db.select().from(user).where(eq(user.id, account.id))).toEqual([])
    expect(await findPost('en', post.slug)).toBeNull()
    const [row] = await database.db.select().from(posts).where(eq(posts.id, post.id))
    expect(row!.status).toBe('unpublished')
    // The author page went with the account; the post stays, unpublished, with no author (ADR 022).
    expect(row!.authorId).toBeNull()
    expect(await database.db.select().from(authors).where(eq(authors.userId, account.id))).toEqual([])
    expect(await findAuthor('en', account.username)).toBeNull()
    expect((await unpublishPostsOfDeletedAccount('no-such-user')).unpublished).toBe(0)
  })

  it("account deletion deletes the member's uploads: cover and avatar files answer 404, other members' stay", async () => {
    const leaving = new TestClient()
    const { user: account, password } = await signedUpUser(leaving)
    const cover = (await upload(leaving, await jpeg(800, 400), 'cover.jpg', 'image/jpeg')).body.upload
    const avatar = (await upload(leaving, await jpeg(400, 400), 'me.jpg', 'image/jpeg')).body.upload
    const kept = (await upload(owner, await jpeg(800, 400), 'kept.jpg', 'image/jpeg')).body.upload
    const published = await leaving.call('POST /api/v1/me/posts', {
      title: 'Photos from the ridge',
      lang: 'en',
      body: 'b',
      categorySlug: category,
      coverImageId: cover.id,
      status: 'published',
    })
    expect(published.status).toBe(201)
    await updateAuthorProfile(account.id, { bio: '', avatarUploadId: avatar.id }, 'en')
    const files = [...cover.variants, ...avatar.variants].map((v: { url: string }) => v.url)
    for (const url of files) expect((await getUpload(url)).status, url).toBe(200)

    expect((await leaving.call('DELETE /api/v1/me', { confirmation: password })).status).toBe(200)
    await expect
      .poll(async () =>
        (await Promise.all(files.map(async (url) => (await getUpload(url)).status))).every((s) => s === 404),
      )
      .toBe(true)
    expect(await database.db.select().from(uploads).where(eq(uploads.id, cover.id))).toEqual([])
    expect(uploadsOnDisk()).not.toContain(avatar.id)
    expect((await getUpload(kept.variants[0].url)).status).toBe(200)
  })
})

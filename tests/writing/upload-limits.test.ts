// Upload limits (ADR 051): stored bytes a day and in all, counted from the uploads table; and uploads nothing uses,
// removed after the grace period with their files.
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { eq, ne } from 'drizzle-orm'
import { updateAuthorProfile } from '@/features/writing/author-profile.server'
import { removeUnusedUploads } from '@/features/writing/unused-uploads.server'
import { m } from '@/paraglide/messages'
import { uploads, user } from '@/server/db/schema'
import { createTrip } from '../factories/trip'
import { TestClient, signedUpUser } from '../support/auth-client'
import { testEngine } from '../support/db'
import { category, database, dataDir, jpeg, owner, ownerId, setUpWriting, upload, uploadsOnDisk } from './support'

vi.stubEnv('UPLOAD_BYTES_PER_DAY', '1000000')
vi.stubEnv('UPLOAD_BYTES_TOTAL', '3000000')
setUpWriting()

const HOUR = 3600 * 1000
const ago = (ms: number) => new Date(Date.now() - ms)

/** An upload row as if stored earlier (no files): `bytes` of variants, uploaded at `at`. */
async function storedUpload(userId: string, bytes: number, at: Date) {
  const id = randomUUID()
  await database.db.insert(uploads).values({
    id,
    userId,
    width: 640,
    height: 320,
    variants: [{ format: 'webp', width: 640, height: 320, key: `${id}/640.webp`, bytes }],
    createdAt: at,
  })
  return id
}
const uploadsOf = (userId: string) => database.db.select().from(uploads).where(eq(uploads.userId, userId))
const onDisk = (id: string) => existsSync(path.join(dataDir, 'uploads', id))

describe(`upload limits on ${testEngine}`, () => {
  it('refuses an upload whose stored variants would pass the daily bytes, and keeps nothing of it', async () => {
    const member = new TestClient(undefined, 'ru')
    const { user: account } = await signedUpUser(member)
    // 999,990 bytes uploaded 20 hours ago: a member under the limit gets the file checked and converted, then refused.
    await storedUpload(account.id, 999_990, ago(20 * HOUR))
    const filesBefore = uploadsOnDisk().length
    const refused = await upload(member, await jpeg(), 'a.jpg', 'image/jpeg', 'ru')
    expect(refused.status).toBe(429)
    expect(refused.body.error.message).toBe(m.limits_upload_bytes_daily({ mb: 1 }, { locale: 'ru' }))
    // That upload leaves the window in 4 hours.
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(4 * 3600 - 600)
    expect(retryAfter).toBeLessThanOrEqual(4 * 3600)
    expect(await uploadsOf(account.id)).toHaveLength(1)
    expect(uploadsOnDisk()).toHaveLength(filesBefore)

    // Once it is older than a day, the same file is taken.
    await database.db
      .update(uploads)
      .set({ createdAt: ago(25 * HOUR) })
      .where(eq(uploads.userId, account.id))
    const taken = await upload(member, await jpeg(), 'a.jpg', 'image/jpeg')
    expect(taken.status).toBe(201)
    expect(onDisk(taken.body.upload.id)).toBe(true)
  })

  it('a member at a limit is refused before the file is read; the total counts every upload kept', async () => {
    const member = new TestClient()
    const { user: account } = await signedUpUser(member)
    await storedUpload(account.id, 1_000_000, ago(HOUR))
    const daily = await upload(member, Buffer.from('not even an image'), 'a.jpg', 'image/jpeg')
    expect(daily.status).toBe(429)
    expect(daily.body.error.message).toBe(m.limits_upload_bytes_daily({ mb: 1 }, { locale: 'en' }))

    const keeper = new TestClient(undefined, 'es')
    const { user: other } = await signedUpUser(keeper)
    await storedUpload(other.id, 2_999_999, ago(72 * HOUR))
    const total = await upload(keeper, await jpeg(), 'a.jpg', 'image/jpeg', 'es')
    expect(total.status).toBe(429)
    expect(total.body.error.message).toBe(m.limits_upload_bytes_total({ mb: 2.9 }, { locale: 'es' }))
    // Only removing unused uploads frees room: the grace period is the wait.
    expect(Number(total.headers.get('retry-after'))).toBe(24 * 3600)
    expect(await uploadsOf(other.id)).toHaveLength(1)
  })

  it('editors and admins have no byte limits', async () => {
    const staff = new TestClient()
    const { user: account } = await signedUpUser(staff)
    await database.db.update(user).set({ role: 'editor' }).where(eq(user.id, account.id))
    await storedUpload(account.id, 5_000_000, ago(HOUR))
    expect((await upload(staff, await jpeg(), 'a.jpg', 'image/jpeg')).status).toBe(201)
  })
})

describe(`unused uploads on ${testEngine}`, () => {
  it('removes, with its files, only a member upload that nothing uses and that is older than the grace period', async () => {
    // Only this test's uploads (the ones above are other members' and long unused).
    await database.db.delete(uploads).where(ne(uploads.userId, ownerId))
    const ids: string[] = []
    for (let i = 0; i < 6; i++) {
      const res = await upload(owner, await jpeg(800, 400), `p${i}.jpg`, 'image/jpeg')
      expect(res.status).toBe(201)
      ids.push(res.body.upload.id)
    }
    const [cover, inBody, avatar, inTrip, unused, fresh] = ids as [string, string, string, string, string, string]
    const [bodyImage] = (await database.db.select().from(uploads).where(eq(uploads.id, inBody)))[0]!.variants
    const post = await owner.call('POST /api/v1/me/posts', {
      title: 'Uses two uploads',
      lang: 'en',
      body: `Look: ![harbour](/uploads/${bodyImage!.key}#800x400)`,
      categorySlug: category,
      coverImageId: cover,
    })
    expect(post.status).toBe(201)
    await updateAuthorProfile(ownerId, { bio: '', avatarUploadId: avatar }, 'en')
    const [tripRow] = await database.db.select().from(uploads).where(eq(uploads.id, inTrip))
    await createTrip(database.db, {
      gallery: [
        {
          src: `/uploads/${tripRow!.variants[0]!.key}`,
          width: 800,
          height: 400,
          alt: { en: '', es: '', ru: '', uk: '' },
          uploadId: inTrip,
        },
      ],
    })
    // A seed illustration (no uploader) is the site's own: never swept.
    const seedImage = randomUUID()
    await database.db.insert(uploads).values({ id: seedImage, userId: null, width: 1, height: 1, variants: [] })

    // Everything but `fresh` was uploaded 25 hours ago.
    const old = ago(25 * HOUR)
    for (const id of [cover, inBody, avatar, inTrip, unused, seedImage])
      await database.db.update(uploads).set({ createdAt: old }).where(eq(uploads.id, id))

    // Two servers sweeping at once remove it once between them.
    const sweeps = await Promise.all([
      removeUnusedUploads({ now: new Date() }),
      removeUnusedUploads({ now: new Date() }),
    ])
    expect(sweeps.flatMap((s) => s.removed)).toEqual([unused])
    const left = (await database.db.select({ id: uploads.id }).from(uploads)).map((r) => r.id)
    for (const id of [cover, inBody, avatar, inTrip, fresh, seedImage]) expect(left).toContain(id)
    expect(left).not.toContain(unused)
    expect(onDisk(unused)).toBe(false)
    for (const id of [cover, inBody, avatar, inTrip, fresh]) expect(onDisk(id)).toBe(true)

    // A cover replaced is unused from then on: gone after the grace period (counted from its upload).
    await owner.call(`PATCH /api/v1/me/posts/${post.body.post.id}`, { coverImageId: null })
    expect((await removeUnusedUploads({ now: new Date() })).removed).toEqual([cover])
    // With a longer grace period nothing else is old enough.
    expect((await removeUnusedUploads({ now: new Date(), graceHours: 48 })).removed).toEqual([])
  })
})

// Members create tags while writing (ADR 031): validated, slugified, deduplicated by slug, localized errors, limits,
// created only by a save that succeeds. Over the REST API and the services, on the engine under test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '@/server/db/client.server'
import { tags } from '@/server/db/schema'
import { listPosts } from '@/features/blog/blog.list.server'
import { findTag, listTags } from '@/features/blog/blog.taxonomy.server'
import { sitemapFileEntries } from '@/routes/-sitemap-entries'
import { NotFoundError } from '@/lib/errors'
import { editorOptions } from '@/features/writing/editor-options.server'
import { NEW_TAGS_PER_DAY, TAGS_MAX, tagSlug } from '@/features/writing/writing.schemas'
import { m } from '@/paraglide/messages'
import { createCategory } from './factories/category'
import { createTag } from './factories/tag'
import { TestClient, signedUpUser } from './support/auth-client'
import { createTestDatabase, testEngine } from './support/db'

let database: Database
let category: string
let existing: { slug: string; name: string }
let writer: TestClient

beforeAll(async () => {
  database = await createTestDatabase()
  category = (await createCategory(database.db)).slug
  const row = await createTag(database.db, { slug: 'harbours', name: localizedName('Harbours') })
  existing = { slug: row.slug, name: row.name.en }
  writer = new TestClient()
  await signedUpUser(writer)
})
afterAll(() => database.close())

function localizedName(name: string) {
  return { en: name, es: name, ru: name, uk: name }
}
const tagRows = (slugs: string[]) => database.db.select().from(tags).where(inArray(tags.slug, slugs))
const post = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  writer.call('POST /api/v1/me/posts', { title: 'Tagged', lang: 'en', body: 'Text.', ...body }, headers)

describe(`members create tags on ${testEngine}`, () => {
  it('slugs come from the same transliterating rules as post slugs', () => {
    expect(tagSlug('Côte d’Azur')).toBe('cote-d-azur')
    expect(tagSlug('Київ нічний')).toMatch(/^[a-z0-9]+-[a-z0-9]+$/)
    expect(tagSlug('!!!')).toBe('')
  })

  it('a new tag is created with the post, named as typed in every language; duplicates by slug are one tag', async () => {
    const created = await post({
      categorySlug: category,
      status: 'published',
      tags: [existing.slug],
      // "cote d'azur" and "Côte d’Azur" are one slug; "HARBOURS" is the existing tag.
      newTags: ['  Côte   d’Azur ', "cote d'azur", 'HARBOURS', 'Київ нічний'],
    })
    expect(created.status).toBe(201)
    const kyiv = tagSlug('Київ нічний')
    expect([...created.body.post.tags].sort()).toEqual(['cote-d-azur', existing.slug, kyiv].sort())
    const rows = await tagRows(['cote-d-azur', kyiv, 'harbours'])
    expect(rows).toHaveLength(3)
    expect(rows.find((r) => r.slug === 'cote-d-azur')!.name).toEqual(localizedName('Côte d’Azur'))
    expect(rows.find((r) => r.slug === kyiv)!.name.ru).toBe('Київ нічний')
    // Published at once: the tag lists it, and its page is in the sitemap.
    expect((await listPosts({ locale: 'es', tag: kyiv })).items.map((p) => p.slug)).toContain(created.body.post.slug)
    expect((await listTags('uk')).find((t) => t.slug === kyiv)).toMatchObject({ name: 'Київ нічний', posts: 1 })
    expect(((await sitemapFileEntries('en', 1)) ?? []).map((e) => e.path)).toContain(`/blog/tags/${kyiv}`)

    // The same name again (another case, another post) reuses the tag.
    const again = await post({ newTags: ['côte D’AZUR'] })
    expect(again.status).toBe(201)
    expect(again.body.post.tags).toEqual(['cote-d-azur'])
    expect(await tagRows(['cote-d-azur'])).toHaveLength(1)
    // Every member's editor offers it from now on, next to the configured upload limit.
    const options = await editorOptions('uk')
    expect(options.tags).toContainEqual({ slug: 'cote-d-azur', name: 'Côte d’Azur' })
    expect(options.uploadMaxMb).toBe(10)
  })

  it('a PATCH with new tags only adds them to the tags the post has', async () => {
    const draft = (await post({ tags: [existing.slug] })).body.post
    const patched = await writer.call(`PATCH /api/v1/me/posts/${draft.id}`, { newTags: ['Night ferries'] })
    expect(patched.status).toBe(200)
    expect([...patched.body.post.tags].sort()).toEqual([existing.slug, 'night-ferries'])
    // A draft's tag exists, but no public list, page, API answer or sitemap shows a tag without published posts.
    expect((await listTags('en')).map((t) => t.slug)).not.toContain('night-ferries')
    await expect(findTag('en', 'night-ferries')).rejects.toBeInstanceOf(NotFoundError)
    const reader = new TestClient()
    const list = await reader.call('GET /api/v1/tags')
    expect(list.status).toBe(200)
    expect(list.body.data.map((t: { slug: string }) => t.slug)).not.toContain('night-ferries')
    expect(list.body.data.every((t: { posts: number }) => t.posts > 0)).toBe(true)
    expect((await reader.call('GET /api/v1/tags/night-ferries')).status).toBe(404)
    expect(((await sitemapFileEntries('en', 1)) ?? []).map((e) => e.path)).not.toContain('/blog/tags/night-ferries')
    // Published: now it shows.
    const published = await writer.call(`PATCH /api/v1/me/posts/${draft.id}`, {
      status: 'published',
      categorySlug: category,
    })
    expect(published.status).toBe(200)
    expect((await listTags('en')).find((t) => t.slug === 'night-ferries')?.posts).toBe(1)
    const one = await reader.call('GET /api/v1/tags/night-ferries')
    expect(one.status).toBe(200)
    expect(one.body.data).toMatchObject({ slug: 'night-ferries', posts: 1 })
  })

  it('refuses bad names with a localized 400 per field, and creates nothing', async () => {
    const before = (await database.db.select().from(tags)).length
    for (const name of ['x', '!!', 'x'.repeat(41), '<b>bold</b>', 'a  -  b', 'semi;colon']) {
      const res = await post({ newTags: [name] }, { 'accept-language': 'uk' })
      expect(res.status, name).toBe(400)
      expect(res.body.error.fields['newTags.0'], name).toBe(m.writing_field_tag_name_invalid({}, { locale: 'uk' }))
    }
    const tooMany = await post({
      tags: [existing.slug],
      newTags: Array.from({ length: TAGS_MAX }, (_, i) => `Fresh tag ${i + 1}`),
    })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.error.fields.tags).toBe(m.writing_field_tags_max({ max: TAGS_MAX }, { locale: 'en' }))
    // A save refused for another field leaves no tag behind.
    const badCategory = await post({ categorySlug: 'no-such-category', newTags: ['Orphan tag'] })
    expect(badCategory.status).toBe(400)
    const badSlug = await post({ slug: 'Not A Slug!', newTags: ['Orphan tag'] })
    expect(badSlug.status).toBe(400)
    expect(await tagRows(['orphan-tag'])).toEqual([])
    expect((await database.db.select().from(tags)).length).toBe(before)
  })

  it(`a member creates at most ${NEW_TAGS_PER_DAY} tags a day (plural message in Russian)`, async () => {
    const busy = new TestClient(undefined, 'ru')
    await signedUpUser(busy)
    const draft = (await busy.call('POST /api/v1/me/posts', { title: 'Many tags', lang: 'ru', body: 'b' })).body.post
    let made = 0
    while (made < NEW_TAGS_PER_DAY) {
      const batch = Array.from({ length: Math.min(TAGS_MAX, NEW_TAGS_PER_DAY - made) }, (_, i) => `Day tag ${made + i}`)
      const res = await busy.call(`PATCH /api/v1/me/posts/${draft.id}`, { tags: [], newTags: batch })
      expect(res.status).toBe(200)
      made += batch.length
    }
    const refused = await busy.call(`PATCH /api/v1/me/posts/${draft.id}`, { tags: [], newTags: ['One too many'] })
    expect(refused.status).toBe(400)
    expect(refused.body.error.fields.newTags).toBe(
      m.writing_field_tags_new_daily({ max: NEW_TAGS_PER_DAY }, { locale: 'ru' }),
    )
    expect(refused.body.error.fields.newTags).toContain('новых тегов')
    expect(await database.db.select().from(tags).where(eq(tags.slug, 'one-too-many'))).toEqual([])
    // Existing tags (even ones typed by name) are still fine.
    const reuse = await busy.call(`PATCH /api/v1/me/posts/${draft.id}`, { tags: [], newTags: ['Harbours'] })
    expect(reuse.status).toBe(200)
    expect(reuse.body.post.tags).toEqual([existing.slug])
  })

  it('a save the daily allowance refuses charges none of its new tags', async () => {
    const member = new TestClient()
    await signedUpUser(member)
    const save = (title: string, newTags: string[]) =>
      member.call('POST /api/v1/me/posts', { title, lang: 'en', body: 'b', newTags })
    const names = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix} ${i}`)
    expect((await save('Ten', names('Used a', 10))).status).toBe(201)
    expect((await save('Eight', names('Used b', NEW_TAGS_PER_DAY - 12))).status).toBe(201)
    // 18 used, 2 left: three new tags are refused as a whole, and create nothing.
    const refused = await save('Three', names('Over', 3))
    expect(refused.status).toBe(400)
    expect(refused.body.error.fields.newTags).toBe(
      m.writing_field_tags_new_daily({ max: NEW_TAGS_PER_DAY }, { locale: 'en' }),
    )
    expect(await tagRows(names('Over', 3).map(tagSlug))).toEqual([])
    // The two left are still there, and then none.
    const two = await save('Two', names('Last', 2))
    expect(two.status, two.body.error?.fields?.newTags).toBe(201)
    expect(two.body.post.tags).toHaveLength(2)
    expect((await save('Past', ['Past the end'])).status).toBe(400)
  })

  it('saves racing for the last of the allowance: one wins whole, the loser charges nothing', async () => {
    const member = new TestClient()
    await signedUpUser(member)
    const save = (title: string, newTags: string[]) =>
      member.call('POST /api/v1/me/posts', { title, lang: 'en', body: 'b', newTags })
    const names = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix} ${i}`)
    expect((await save('Ten', names('Race used a', 10))).status).toBe(201)
    expect((await save('Six', names('Race used b', NEW_TAGS_PER_DAY - 14))).status).toBe(201)
    // 16 used, 4 left: of two saves with three each, exactly one goes through.
    const results = await Promise.all([save('Left', names('Race left', 3)), save('Right', names('Race right', 3))])
    expect(results.map((r) => r.status).sort()).toEqual([201, 400])
    // 19 used: one more fits, then none.
    expect((await save('Last', ['Race last'])).status).toBe(201)
    expect((await save('Past', ['Race past'])).status).toBe(400)
  })

  it('a save refused for another field does not use up the daily new-tag allowance', async () => {
    const fixer = new TestClient()
    await signedUpUser(fixer)
    const taken = (await fixer.call('POST /api/v1/me/posts', { title: 'Taken', lang: 'en', body: 'b' })).body.post
    const batch = (round: number) => Array.from({ length: TAGS_MAX }, (_, i) => `Retry tag ${round} ${i}`)
    // Each refusal carries a full batch of new tags: more than the whole allowance between them.
    const refusals: Array<[string, Record<string, unknown>]> = [
      ['categorySlug', { categorySlug: 'no-such-category' }],
      ['slug', { slug: taken.slug }],
      ['categorySlug', { status: 'published' }], // publishing needs a category
      ['coverImageId', { coverImageId: 'no-such-upload' }],
    ]
    expect(refusals.length * TAGS_MAX).toBeGreaterThan(NEW_TAGS_PER_DAY)
    for (const [i, [field, fields]] of refusals.entries()) {
      const res = await fixer.call('POST /api/v1/me/posts', {
        title: 'Typo',
        lang: 'en',
        body: 'b',
        ...fields,
        newTags: batch(i),
      })
      expect(res.status, field).toBe(400)
      expect(Object.keys(res.body.error.fields), field).toEqual([field])
    }
    const patched = await fixer.call(`PATCH /api/v1/me/posts/${taken.id}`, {
      categorySlug: 'no-such-category',
      newTags: batch(9),
    })
    expect(patched.status).toBe(400)
    expect(patched.body.error.fields.newTags).toBeUndefined()
    // The fixed saves still get the whole allowance.
    for (let made = 0; made < NEW_TAGS_PER_DAY; made += TAGS_MAX) {
      const names = Array.from(
        { length: Math.min(TAGS_MAX, NEW_TAGS_PER_DAY - made) },
        (_, i) => `Fixed tag ${made + i}`,
      )
      const res = await fixer.call('POST /api/v1/me/posts', { title: 'Fixed', lang: 'en', body: 'b', newTags: names })
      expect(res.status, res.body.error?.fields?.newTags).toBe(201)
      expect(res.body.post.tags).toHaveLength(names.length)
    }
    const over = await fixer.call('POST /api/v1/me/posts', {
      title: 'Over',
      lang: 'en',
      body: 'b',
      newTags: ['One more'],
    })
    expect(over.status).toBe(400)
    expect(over.body.error.fields.newTags).toBe(
      m.writing_field_tags_new_daily({ max: NEW_TAGS_PER_DAY }, { locale: 'en' }),
    )
  })

  it('a save that fails after the charge gives the new tags back to the daily allowance', async () => {
    // Real failures in the save's own statement: a slug taken between the check and the write, and any other error.
    await database.db.execute(sql`
      create function refuse_test_post() returns trigger language plpgsql as $$
      begin
        if new.title = 'Raced' then
          raise exception 'duplicate key value violates unique constraint "posts_slug_key"' using errcode = 'unique_violation';
        end if;
        if new.title = 'Broken' then raise exception 'the write failed'; end if;
        return new;
      end $$`)
    await database.db.execute(
      sql`create trigger refuse_test_post before insert or update on posts for each row execute function refuse_test_post()`,
    )
    try {
      const member = new TestClient()
      await signedUpUser(member)
      const draft = (await member.call('POST /api/v1/me/posts', { title: 'Draft', lang: 'en', body: 'b' })).body.post
      const batch = (round: number) => Array.from({ length: TAGS_MAX }, (_, i) => `Refunded ${round} ${i}`)
      // More new tags between them than the whole allowance.
      const failures: Array<[number, () => Promise<{ status: number }>]> = [
        [
          400,
          () =>
            member.call('POST /api/v1/me/posts', {
              title: 'Raced',
              lang: 'en',
              body: 'b',
              slug: 'raced',
              newTags: batch(0),
            }),
        ],
        [409, () => member.call('POST /api/v1/me/posts', { title: 'Raced', lang: 'en', body: 'b', newTags: batch(1) })],
        [
          500,
          () => member.call('POST /api/v1/me/posts', { title: 'Broken', lang: 'en', body: 'b', newTags: batch(2) }),
        ],
        [400, () => member.call(`PATCH /api/v1/me/posts/${draft.id}`, { title: 'Raced', newTags: batch(3) })],
        [500, () => member.call(`PATCH /api/v1/me/posts/${draft.id}`, { title: 'Broken', newTags: batch(4) })],
      ]
      expect(failures.length * TAGS_MAX).toBeGreaterThan(NEW_TAGS_PER_DAY)
      for (const [status, save] of failures) expect((await save()).status).toBe(status)
      expect(await tagRows(batch(0).map(tagSlug))).toEqual([])
      // The whole allowance is still there.
      for (let made = 0; made < NEW_TAGS_PER_DAY; made += TAGS_MAX) {
        const names = Array.from({ length: Math.min(TAGS_MAX, NEW_TAGS_PER_DAY - made) }, (_, i) => `Kept ${made + i}`)
        const res = await member.call('POST /api/v1/me/posts', {
          title: 'Saved',
          lang: 'en',
          body: 'b',
          newTags: names,
        })
        expect(res.status, res.body.error?.fields?.newTags).toBe(201)
      }
      const over = await member.call('POST /api/v1/me/posts', {
        title: 'Over',
        lang: 'en',
        body: 'b',
        newTags: ['One more'],
      })
      expect(over.status).toBe(400)
    } finally {
      await database.db.execute(sql`drop trigger refuse_test_post on posts`)
      await database.db.execute(sql`drop function refuse_test_post()`)
    }
  })
})

// Writing over REST: a draft from title, language and body; bad input answered per field in the request's language.
import { describe, expect, it } from 'vitest'
import { m } from '@/paraglide/messages'
import { TestClient } from '../support/auth-client'
import { testEngine } from '../support/db'
import { category, owner, setUpWriting } from './support'

setUpWriting()

describe(`writing REST on ${testEngine}`, () => {
  it('creates a draft from title, language and body, with a slug from the title', async () => {
    const created = await owner.call('POST /api/v1/me/posts', {
      title: 'First light over Lofoten',
      lang: 'en',
      body: 'Hello',
    })
    expect(created.status).toBe(201)
    expect(created.body.post).toMatchObject({ slug: 'first-light-over-lofoten', status: 'draft', lang: 'en' })
    // A member's own answers, as every signed-in API answer (docs/api.md, the OpenAPI document).
    expect(created.headers.get('cache-control')).toBe('private, no-store')
    expect(created.headers.get('vary')).toContain('Cookie')
    const listed = await owner.call('GET /api/v1/me/posts')
    expect(listed.headers.get('cache-control')).toBe('private, no-store')
    expect(listed.headers.get('vary')).toContain('Cookie')
  })

  it('answers bad input with localized field messages and saves nothing', async () => {
    const before = (await owner.call('GET /api/v1/me/posts')).body.items.length
    const bad = new TestClient(owner.ip, 'ru')
    bad.cookies = owner.cookies
    const res = await bad.call('POST /api/v1/me/posts', { title: '', lang: 'xx', body: 'b', slug: 'Not A Slug' })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      title: m.writing_field_title_required({}, { locale: 'ru' }),
      lang: m.writing_field_lang_invalid({}, { locale: 'ru' }),
      slug: m.writing_field_slug_invalid({}, { locale: 'ru' }),
    })
    const broken = await owner.call('POST /api/v1/me/posts', '{"title":')
    expect(broken.status).toBe(400)
    expect((await owner.call('GET /api/v1/me/posts')).body.items.length).toBe(before)
  })

  it('a title, body or name of invisible characters alone counts as empty; emoji and right-to-left text count', async () => {
    const uk = new TestClient(owner.ip, 'uk')
    uk.cookies = owner.cookies
    const before = (await owner.call('GET /api/v1/me/posts')).body.items.length
    // Zero-width space, joiner and word joiner, a BOM, a Hangul filler: nothing a reader sees.
    const invisible = '\u200b\u200d\u2060\ufeff\u3164'
    const title = await uk.call('POST /api/v1/me/posts', { title: invisible, lang: 'en', body: 'b' })
    expect(title.status).toBe(400)
    expect(title.body.error.fields).toEqual({ title: m.writing_field_title_required({}, { locale: 'uk' }) })
    const body = await uk.call('POST /api/v1/me/posts', {
      title: 'Blank page',
      lang: 'en',
      body: `${invisible}\u00a0\n`,
      categorySlug: category,
      status: 'published',
    })
    expect(body.status).toBe(400)
    expect(body.body.error.fields).toEqual({ body: m.writing_publish_needs_body({}, { locale: 'uk' }) })
    expect((await owner.call('GET /api/v1/me/posts')).body.items.length).toBe(before)

    const { username } = (await owner.call('GET /api/auth/session')).body.user
    const name = await uk.call('PATCH /api/v1/me', { name: invisible, username })
    expect(name.status).toBe(400)
    expect(name.body.error.fields).toEqual({ name: m.auth_field_name_invalid({}, { locale: 'uk' }) })
    const signUp = await new TestClient(undefined, 'uk').call('POST /api/auth/register', {
      name: '\u200b',
      email: 'invisible.name@example.test',
      password: 'violet-harbour-tram-42',
    })
    expect(signUp.status).toBe(400)
    expect(signUp.body.error.fields).toEqual({ name: m.auth_field_name_invalid({}, { locale: 'uk' }) })

    for (const visible of ['👩\u200d💻 at the desk', 'שלום ירושלים', '\u200bAbove the clouds']) {
      const created = await owner.call('POST /api/v1/me/posts', { title: visible, lang: 'en', body: visible })
      expect(created.status, visible).toBe(201)
      await owner.call(`DELETE /api/v1/me/posts/${created.body.post.id}`)
    }
  })

  it('saves a post of 100,000 Cyrillic characters over the API (larger than an ordinary JSON body)', async () => {
    const body = 'щ'.repeat(100_000)
    const created = await owner.call('POST /api/v1/me/posts', { title: 'Довгий допис', lang: 'uk', body })
    expect(created.status).toBe(201)
    const edited = await owner.call(`PATCH /api/v1/me/posts/${created.body.post.id}`, { body: `${body.slice(1)}ж` })
    expect(edited.status).toBe(200)
    expect(edited.body.post.body).toHaveLength(100_000)
  })
})

// Member text holds no control characters, noncharacters or direction overrides (issue: a title with U+0001… gave the
// HTML checker "forbidden code point" errors on five pages; U+202E was stored in titles and names). Refused per field,
// in the request's language, with nothing saved; tab and line breaks stay allowed where text is multi-line.
import { describe, expect, it } from 'vitest'
import { hasControlCharacters } from '@/lib/text-check'
import { m } from '@/paraglide/messages'
import { TestClient } from '../support/auth-client'
import { testEngine } from '../support/db'
import { owner, setUpWriting } from './support'

setUpWriting()

describe('hasControlCharacters', () => {
  it('finds controls, noncharacters and direction overrides; keeps tab and line breaks in multi-line text', () => {
    for (const bad of [
      'a\u0001b',
      'a\u001Fb',
      'a\u007Fb',
      'a\u0085b',
      'a\uFFFEb',
      'a\uFFFFb',
      '\u{10FFFF}',
      'a\u202Eb',
    ])
      expect(hasControlCharacters(bad, { multiline: true }), JSON.stringify(bad)).toBe(true)
    for (const bad of ['\u202A', '\u202D', '\u2066', '\u2069', 'a\nb', 'a\tb'])
      expect(hasControlCharacters(bad), JSON.stringify(bad)).toBe(true)
    for (const good of ['Київ — ¡Hola! 🏔', 'a\u200Eb', 'zero\u200Bwidth'])
      expect(hasControlCharacters(good), good).toBe(false)
    expect(hasControlCharacters('line one\r\n\tline two', { multiline: true })).toBe(false)
  })
})

describe(`member text over REST on ${testEngine}`, () => {
  const refused = m.validation_control_characters({}, { locale: 'uk' })

  it('refuses a title, excerpt or body with control characters, saying which field, and saves nothing', async () => {
    const client = new TestClient(owner.ip, 'uk')
    client.cookies = owner.cookies
    const before = (await owner.call('GET /api/v1/me/posts')).body.items.length
    for (const [field, value] of [
      ['title', 'Evil\u202Egpj.exe'],
      ['title', 'Bell\u0007'],
      ['excerpt', 'x\u0001y'],
      ['body', 'Body \uFFFF end'],
    ] as const) {
      const answer = await client.call('POST /api/v1/me/posts', {
        title: 'Fine',
        lang: 'en',
        body: 'b',
        [field]: value,
      })
      expect(answer.status, field).toBe(400)
      expect(answer.body.error.fields, field).toEqual({ [field]: refused })
    }
    expect((await owner.call('GET /api/v1/me/posts')).body.items).toHaveLength(before)
  })

  it('keeps line breaks and tabs in a body, and refuses an edit that adds an override', async () => {
    const created = await owner.call('POST /api/v1/me/posts', { title: 'Lines', lang: 'en', body: 'one\n\ttwo\r\n' })
    expect(created.status).toBe(201)
    const edit = await owner.call(`PATCH /api/v1/me/posts/${created.body.post.id}`, { title: 'Lines\u2066' })
    expect(edit.status).toBe(400)
    expect((await owner.call(`GET /api/v1/me/posts/${created.body.post.id}`)).body.post.title).toBe('Lines')
  })

  it('refuses a display name with a direction override, at sign-up and on the account', async () => {
    const signUp = await new TestClient().call('POST /api/auth/register', {
      name: 'Admin\u202E',
      email: `override.${Date.now()}@example.test`,
      password: 'violet-harbour-tram-42',
    })
    expect(signUp.status).toBe(400)
    expect(Object.keys(signUp.body.error.fields)).toEqual(['name'])
    const rename = await owner.call('PATCH /api/v1/me', { name: 'Owner\u202Eeman' })
    expect(rename.status).toBe(400)
    expect(rename.body.error.fields.name).toBe(m.validation_control_characters({}, { locale: 'en' }))
  })
})

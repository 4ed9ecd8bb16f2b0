// The back office's trips (ADR 046): who may call (anonymous 401, member 404, admin), create / edit / publish, missing
// translations shown and refused on publish, the version check, the audit lines, the cache and the search following.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedIn } from '@/features/auth/auth.middleware'
import { findTrip } from '@/features/trips/trips.server'
import { search } from '@/features/search/search.server'
import { missingTranslations } from '@/features/trip-admin/trip-admin.schemas'
import { createTrip as createAdminTrip, listAdminTrips, updateTrip } from '@/features/trip-admin/trip-admin.server'
import { collectCacheTags } from '@/server/cache/page-cache-tags.server'
import type { Database } from '@/server/db/client.server'
import { auditLog } from '@/server/db/schema'
import { createTrip } from '../factories/trip'
import { TestClient, signedUpUser } from '../support/auth-client'
import { createTestDatabase, testEngine } from '../support/db'
import { stubTempDataDir } from '../support/settings'
import { cookieHeaders } from '../profile/support'
import { jpeg, upload } from '../writing/support'
import { grantStaff } from '../factories/user'

stubTempDataDir('waypoints-trip-admin-')

let database: Database
let admin: TestClient
let member: TestClient
let adminId: string
const anonymous = new TestClient()

const four = (text: string) => ({ en: `${text} EN`, es: `${text} ES`, ru: `${text} RU`, uk: `${text} UK` })
const complete = (name: string) => ({
  title: four(name),
  summary: four(`${name} summary`),
  description: four(`${name} description`),
  place: four(`${name} place`),
  country: 'pt',
  itinerary: [{ from: 1, to: 2, title: four('Arrival'), text: four('Walk in the old town') }],
})

beforeAll(async () => {
  database = await createTestDatabase()
  admin = new TestClient()
  member = new TestClient()
  adminId = (await signedUpUser(admin)).user.id
  await signedUpUser(member)
  await grantStaff(database.db, adminId, 'admin')
})
afterAll(() => database.close())

const auditOf = (id: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.subjectType} = 'trip' and ${auditLog.subjectId} = ${String(id)}`)
    .orderBy(auditLog.id)

describe(`back-office trips REST on ${testEngine}`, () => {
  it('access matrix: anonymous 401, member 404 (not revealed), admin 2xx on every endpoint', async () => {
    const existing = await createTrip(database.db)
    const calls = [
      ['GET /api/v1/admin/trips', undefined, 200],
      ['POST /api/v1/admin/trips', complete('Matrix'), 201],
      [`GET /api/v1/admin/trips/${existing.id}`, undefined, 200],
      [`PATCH /api/v1/admin/trips/${existing.id}`, { country: 'es' }, 200],
      [`POST /api/v1/admin/trips/${existing.id}/unpublish`, undefined, 200],
      [`POST /api/v1/admin/trips/${existing.id}/publish`, undefined, 200],
    ] as const
    for (const [route, body] of calls) {
      const res = await anonymous.call(route, body)
      expect(res.status, route).toBe(401)
    }
    for (const [route, body] of calls) {
      const res = await member.call(route, body)
      expect(res.status, route).toBe(404)
      expect(res.body.error.code, route).toBe('not_found')
    }
    for (const [route, body, status] of calls) {
      const res = await admin.call(route, body)
      expect(res.status, `${route} ${JSON.stringify(res.body)}`).toBe(status)
      expect(res.headers.get('cache-control'), route).toContain('no-store')
    }
    const crossSite = await admin.call(
      `PATCH /api/v1/admin/trips/${existing.id}`,
      { country: 'it' },
      {
        origin: 'https://evil.example',
      },
    )
    expect(crossSite.status).toBe(403)
    expect((await admin.call('GET /api/v1/admin/trips/999999')).status).toBe(404)
    expect((await admin.call('GET /api/v1/admin/trips/abc')).status).toBe(404)
  })

  it('creates a draft with an uploaded cover, shows missing translations, refuses to publish until complete', async () => {
    const cover = await upload(admin, await jpeg(1600, 800), 'cover.jpg', 'image/jpeg')
    expect(cover.status).toBe(201)
    const body = { ...complete('Porto'), cover: cover.body.upload.id }
    body.title.uk = ''
    body.itinerary[0]!.text.es = ''
    const created = await admin.call('POST /api/v1/admin/trips', body)
    expect(created.status).toBe(201)
    const trip = created.body.trip
    expect(trip).toMatchObject({ status: 'draft', country: 'PT', cover: { key: cover.body.upload.id } })
    // The missing translation stays missing: never filled from another language.
    expect(trip.title.uk).toBe('')
    expect(missingTranslations(trip)).toMatchObject({ uk: ['title'], es: ['itinerary.0.text'], en: [], ru: [] })
    const listed = await admin.call('GET /api/v1/admin/trips?q=porto')
    expect(listed.body.items).toHaveLength(1)
    expect(listed.body.items[0]).toMatchObject({ id: trip.id, missing: ['es', 'uk'], status: 'draft' })

    const refused = await admin.call(`POST /api/v1/admin/trips/${trip.id}/publish`, undefined, {
      'accept-language': 'uk',
    })
    expect(refused.status).toBe(400)
    expect(refused.body.error.code).toBe('trip_incomplete')
    expect(Object.keys(refused.body.error.fields).sort()).toEqual(['itinerary.0.text.es', 'title.uk'])
    expect(refused.body.error.fields['title.uk']).toMatch(/перекладу/)
    await expect(findTrip('en', trip.id)).rejects.toMatchObject({ status: 404 })

    const fixed = await admin.call(`PATCH /api/v1/admin/trips/${trip.id}`, {
      title: { ...body.title, uk: 'Порту' },
      itinerary: [{ ...body.itinerary[0], text: { ...body.itinerary[0]!.text, es: 'Paseo' } }],
      version: trip.updatedAt,
    })
    expect(fixed.status).toBe(200)
    const published = await admin.call(`POST /api/v1/admin/trips/${trip.id}/publish`)
    expect(published.status).toBe(200)
    expect(published.body.trip.status).toBe('published')
    const page = await findTrip('uk', trip.id)
    expect(page.title).toBe('Порту')
    expect(page.cover.sources?.length).toBeGreaterThan(0)
    // A published trip stays complete.
    const gap = await admin.call(`PATCH /api/v1/admin/trips/${trip.id}`, { summary: { ...body.summary, ru: '' } })
    expect(gap.status).toBe(400)
    expect(gap.body.error.fields['summary.ru']).toBeDefined()

    const lines = await auditOf(trip.id)
    expect(lines.map((l) => l.action)).toEqual(['trip.create', 'trip.update', 'trip.publish'])
    expect(lines.every((l) => l.actorId === adminId)).toBe(true)
    expect((lines[1]!.before as { title: { uk: string } }).title.uk).toBe('')
    expect((lines[1]!.after as { title: { uk: string } }).title.uk).toBe('Порту')
    expect(lines[2]).toMatchObject({ before: { status: 'draft' }, after: { status: 'published' } })
  })

  it('refuses an edit made against an older version (409) and an image that is not the admin’s upload', async () => {
    const trip = (await admin.call('POST /api/v1/admin/trips', complete('Versioned'))).body.trip
    const first = await admin.call(`PATCH /api/v1/admin/trips/${trip.id}`, { country: 'fr', version: trip.updatedAt })
    expect(first.status).toBe(200)
    const stale = await admin.call(`PATCH /api/v1/admin/trips/${trip.id}`, { country: 'de', version: trip.updatedAt })
    expect(stale.status).toBe(409)
    expect(stale.body.error.code).toBe('conflict')
    expect((await admin.call(`GET /api/v1/admin/trips/${trip.id}`)).body.trip.country).toBe('FR')
    const foreign = await upload(member, await jpeg(800, 400), 'm.jpg', 'image/jpeg')
    const refused = await admin.call(`PATCH /api/v1/admin/trips/${trip.id}`, { cover: foreign.body.upload.id })
    expect(refused.status).toBe(400)
    expect(refused.body.error.fields.cover).toBeDefined()
    expect((await auditOf(trip.id)).map((l) => l.action)).toEqual(['trip.create', 'trip.update'])
  })

  it('validates with field messages in the request language', async () => {
    const res = await admin.call(
      'POST /api/v1/admin/trips',
      { ...complete('Bad'), country: 'Portugal', itinerary: [{ from: 3, to: 1, title: four('a'), text: four('b') }] },
      { 'accept-language': 'es' },
    )
    expect(res.status).toBe(400)
    expect(res.body.error.fields.country).toBe('Dos letras, como ES.')
    expect(res.body.error.fields['itinerary.0.to']).toBe('No puede ser anterior al primer día.')
    // The members' plain-text check holds for staff text too; a description keeps its line breaks.
    const hidden = await admin.call('POST /api/v1/admin/trips', {
      ...complete('Hidden'),
      title: { ...four('Hidden'), ru: 'Скрытый\u202Eтекст' },
      description: four('Line one\n\nLine two'),
    })
    expect(hidden.status).toBe(400)
    expect(Object.keys(hidden.body.error.fields)).toEqual(['title.ru'])
    const noTitle = await admin.call('POST /api/v1/admin/trips', {
      ...complete('x'),
      title: { en: '', es: '', ru: '', uk: '' },
    })
    expect(noTitle.status).toBe(400)
    expect(noTitle.body.error.fields.title).toBeDefined()
  })

  it('saving drops the trip’s cached pages, and the search follows the edit', async () => {
    const trip = (await admin.call('POST /api/v1/admin/trips', complete('Cached'))).body.trip
    const cover = await upload(admin, await jpeg(1200, 600), 'c.jpg', 'image/jpeg')
    await admin.call(`PATCH /api/v1/admin/trips/${trip.id}`, { cover: cover.body.upload.id })
    await admin.call(`POST /api/v1/admin/trips/${trip.id}/publish`)
    const { tags } = await collectCacheTags(() => findTrip('en', trip.id))
    expect([...tags]).toContain(`trip:${trip.id}`)
    // The cached answer is dropped with the trip's tag: the next read sees the edit.
    expect((await findTrip('en', trip.id)).title).toBe('Cached EN')
    await updateTrip(adminId, trip.id, { title: { ...trip.title, en: 'Zanzibar spice walk' } }, 'en')
    expect((await findTrip('en', trip.id)).title).toBe('Zanzibar spice walk')
    const found = await search({ q: 'zanzibar', locale: 'en' })
    expect(JSON.stringify(found)).toContain('Zanzibar spice walk')
    // Unpublished: off the public page and the search.
    await admin.call(`POST /api/v1/admin/trips/${trip.id}/unpublish`)
    await expect(findTrip('en', trip.id)).rejects.toMatchObject({ status: 404 })
    expect(JSON.stringify(await search({ q: 'zanzibar', locale: 'en' }))).not.toContain('Zanzibar spice')
  })

  it('the list filters by status, country and text, a page at a time', async () => {
    const a = await createAdminTrip(adminId, { ...complete('Filterable'), country: 'NO' }, 'en')
    const all = await listAdminTrips({ country: 'NO' }, 'en')
    expect(all.items.map((t) => t.id)).toEqual([a.id])
    expect((await listAdminTrips({ country: 'NO', status: 'published' }, 'en')).items).toEqual([])
    expect((await listAdminTrips({ q: 'filterable place uk' }, 'uk')).items.map((t) => t.id)).toEqual([a.id])
    expect((await listAdminTrips({ q: '100%' }, 'en')).items).toEqual([])
    const firstPage = await listAdminTrips({}, 'en')
    expect(firstPage.pageSize).toBe(20)
    expect(firstPage.total).toBeGreaterThanOrEqual(firstPage.items.length)
  })
})

describe(`back-office trips server functions on ${testEngine}`, () => {
  const eventStorage = (globalThis as Record<symbol, { run<T>(store: unknown, fn: () => T): T }>)[
    Symbol.for('tanstack-start:event-storage')
  ]!
  const guard = (client: TestClient | null) =>
    eventStorage.run(
      { request: new Request('http://localhost/_serverFn/x', { headers: client ? cookieHeaders(client) : {} }) },
      async () => {
        try {
          await (
            signedIn({ role: 'admin' }).options.server as unknown as (ctx: {
              next: (n: { context: unknown }) => unknown
              context: unknown
            }) => Promise<unknown>
          )({ next: (n) => n, context: {} })
          return 200
        } catch (error) {
          return (error as { status?: number }).status ?? 500
        }
      },
    )

  it('the admin guard answers 401 / 404 / 200', async () => {
    expect(await guard(null)).toBe(401)
    expect(await guard(member)).toBe(404)
    expect(await guard(admin)).toBe(200)
  })

  it('every server function of the back office’s trips uses the admin guard', () => {
    const source = readFileSync(path.resolve('src/features/trip-admin/trip-admin.functions.ts'), 'utf8')
    const fns = source.split('createServerFn(').slice(1)
    expect(fns.length).toBe(5)
    for (const fn of fns)
      expect(fn.split('.handler(')[0]).toMatch(
        /\.middleware\(\[signedIn\(\{ role: 'admin' \}\)(, pageErrorsMiddleware)?\]\)/,
      )
  })
})

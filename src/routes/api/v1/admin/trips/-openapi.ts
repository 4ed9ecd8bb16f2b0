import { z } from 'zod'
import { adminTripFiltersSchema, adminTripIdSchema, tripAdminSchemas } from '@/features/trip-admin/trip-admin.schemas'
import { defineTaggedOperations } from '@/server/http/openapi.server'

const text = z
  .object({ en: z.string(), es: z.string(), ru: z.string(), uk: z.string() })
  .describe('An empty text is a missing translation')
const image = z.object({
  key: z.string().describe('Names the image in a save: the upload id, or the path of a seed illustration'),
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sources: z.array(z.object({ type: z.enum(['image/avif', 'image/webp']), srcset: z.string() })),
})
const trip = z.object({
  id: z.number().int(),
  status: z.enum(['draft', 'published']),
  country: z.string().describe('ISO 3166-1 alpha-2'),
  title: text,
  summary: text,
  description: text.describe('Markdown per language'),
  place: text,
  itinerary: z.array(z.object({ from: z.number().int(), to: z.number().int(), title: text, text })),
  cover: image.nullable(),
  gallery: z.array(image),
  createdAt: z.string(),
  updatedAt: z.string().describe('The version: send it back as `version` to refuse a save over a newer one'),
})
const row = z.object({
  id: z.number().int(),
  status: z.enum(['draft', 'published']),
  country: z.string(),
  title: z.string().describe("In the request's language; empty when that translation is missing"),
  anyTitle: z.string(),
  missing: z.array(z.enum(['en', 'es', 'ru', 'uk'])).describe('Languages with a missing translation'),
  updatedAt: z.string(),
})
const params = z.object({ id: adminTripIdSchema })
const staff =
  'Admins only: 401 when not signed in, 404 for a member without the role (the back office is not revealed). ' +
  'Every change is written to the audit log. `Cache-Control: private, no-store`.'
const anonymous = { summary: 'Anonymous', status: 401 } as const
const member = { summary: 'A member without the admin role', status: 404, session: true } as const
const denied = {
  401: { description: 'Not signed in', codes: ['unauthorized'] },
  404: { description: 'Not an admin, or no such trip', codes: ['not_found'] },
}
const writeDenied = { ...denied, 403: { description: 'A cross-site request', codes: ['forbidden_origin'] } }
const incomplete = {
  description:
    'Bad input; or publishing (or editing a published trip) with a missing translation or cover: `trip_incomplete`, `fields` names each (`title.uk`)',
  codes: ['invalid_input', 'invalid_json', 'trip_incomplete'],
}

export const operations = defineTaggedOperations('Back office', {
  'GET /api/v1/admin/trips': {
    summary: 'List trips (drafts included)',
    description: `Newest change first, ${20} a page; filters by status, country and text (title or place in any language). ${staff}`,
    auth: 'session',
    query: adminTripFiltersSchema,
    responses: {
      200: {
        description: 'A page of trips',
        schema: z.object({
          items: z.array(row),
          total: z.number().int(),
          page: z.number().int(),
          pageSize: z.number().int(),
        }),
      },
      ...denied,
    },
    examples: [anonymous, member],
  },
  'POST /api/v1/admin/trips': {
    rules: {
      title: 'a title in at least one language',
      'itinerary.*.to': 'not before the item’s `from` day',
      cover: 'an image uploaded to this site',
      'gallery.*': 'an image uploaded to this site',
    },
    summary: 'Create a trip (a draft)',
    description: `Texts in four languages (empty = missing), country, itinerary, cover and gallery (upload ids from POST /api/v1/me/uploads). Dates, prices and seats belong to departures. ${staff}`,
    auth: 'session',
    body: tripAdminSchemas('en').create,
    responses: {
      201: { description: 'Created', schema: z.object({ trip }) },
      400: { description: 'Bad input', codes: ['invalid_input', 'invalid_json'] },
      ...writeDenied,
    },
    examples: [{ ...anonymous, body: {} }],
  },
  'GET /api/v1/admin/trips/{id}': {
    summary: 'One trip, every language',
    description: staff,
    auth: 'session',
    params,
    responses: { 200: { description: 'The trip', schema: z.object({ trip }) }, ...denied },
    examples: [
      { ...anonymous, params: { id: '1' } },
      { ...member, params: { id: '1' } },
    ],
  },
  'PATCH /api/v1/admin/trips/{id}': {
    rules: {
      title: 'a title in at least one language',
      'itinerary.*.to': 'not before the item’s `from` day',
      cover: 'an image uploaded to this site',
      'gallery.*': 'an image uploaded to this site',
    },
    summary: 'Edit a trip',
    description: `Any subset of the fields. With \`version\` (the trip's \`updatedAt\`), a trip saved since is not touched (409). ${staff}`,
    auth: 'session',
    params,
    body: tripAdminSchemas('en').update,
    responses: {
      200: { description: 'Saved', schema: z.object({ trip }) },
      400: incomplete,
      ...writeDenied,
      409: { description: 'Saved by someone else since `version`', codes: ['conflict'] },
    },
    examples: [{ ...anonymous, params: { id: '1' }, body: {} }],
  },
  'POST /api/v1/admin/trips/{id}/publish': {
    summary: 'Publish a trip',
    description: `Needs every translation and a cover. Publishing a published trip changes nothing. ${staff}`,
    auth: 'session',
    params,
    responses: { 200: { description: 'Published', schema: z.object({ trip }) }, 400: incomplete, ...writeDenied },
    examples: [{ ...anonymous, params: { id: '1' } }],
  },
  'POST /api/v1/admin/trips/{id}/unpublish': {
    summary: 'Unpublish a trip',
    description: `The trip becomes a draft: off the public pages, search and sitemaps. ${staff}`,
    auth: 'session',
    params,
    responses: { 200: { description: 'Unpublished', schema: z.object({ trip }) }, ...writeDenied },
    examples: [{ ...anonymous, params: { id: '1' } }],
  },
})

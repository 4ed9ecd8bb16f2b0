import { z } from 'zod'
import { signedInEndpoint } from '@/features/auth/require-user.server'
import { NotFoundError } from '@/lib/errors'
import { privateHeaders } from '@/server/http/private.server'
import { adminTripFiltersSchema, adminTripIdSchema, tripAdminSchemas } from './trip-admin.schemas'
import { createTrip, getAdminTrip, listAdminTrips, setTripStatus, updateTrip } from './trip-admin.server'

// REST for staff (ADR 046): /api/v1/admin/trips behind the signed-in edge with the admin role (401 anonymous, 404
// member), the same services as the back office's pages.

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: privateHeaders })

/** A path id that is not a trip number names no trip: 404, before the body is read. */
const tripPath = z.object({
  id: z.string().transform((raw) => {
    const id = adminTripIdSchema.safeParse(raw)
    if (!id.success) throw new NotFoundError()
    return id.data
  }),
})

const admin = { role: 'admin' } as const

/** GET /api/v1/admin/trips?status&country&q&page → 200 { items, total, page, pageSize }. */
export const handleListAdminTrips = signedInEndpoint(admin, async ({ request, locale }) => {
  const filters = adminTripFiltersSchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  return json(await listAdminTrips(filters, locale))
})

/** POST /api/v1/admin/trips → 201 { trip } (a draft). */
export const handleCreateTrip = signedInEndpoint(
  { ...admin, body: (locale) => tripAdminSchemas(locale).create },
  async ({ user, body, locale }) => json({ trip: await createTrip(user.id, body, locale) }, 201),
)

/** GET /api/v1/admin/trips/{id} → 200 { trip }. */
export const handleGetAdminTrip = signedInEndpoint({ ...admin, params: tripPath }, async ({ params }) =>
  json({ trip: await getAdminTrip(params.id) }),
)

/** PATCH /api/v1/admin/trips/{id} → 200 { trip }; 409 when `version` is not the stored one. */
export const handleUpdateTrip = signedInEndpoint(
  { ...admin, params: tripPath, body: (locale) => tripAdminSchemas(locale).update },
  async ({ user, params, body, locale }) => json({ trip: await updateTrip(user.id, params.id, body, locale) }),
)

/** POST /api/v1/admin/trips/{id}/publish → 200 { trip }. */
export const handlePublishTrip = signedInEndpoint({ ...admin, params: tripPath }, async ({ user, params, locale }) =>
  json({ trip: await setTripStatus(user.id, params.id, 'published', locale) }),
)

/** POST /api/v1/admin/trips/{id}/unpublish → 200 { trip }. */
export const handleUnpublishTrip = signedInEndpoint({ ...admin, params: tripPath }, async ({ user, params, locale }) =>
  json({ trip: await setTripStatus(user.id, params.id, 'draft', locale) }),
)

// Shared set-up for the departures tests (ADR 045): signed-in clients by role and calls to the staff REST handlers.
import * as api from '@/features/departures/departures.api.server'
import { db } from '@/server/db/index.server'
import { userPreferences } from '@/server/db/schema'
import { TestClient, signedUpUser } from '../support/auth-client'
import { rest, type Reply } from '../profile/support'
import { grantStaff } from '../factories/user'

/** A confirmed, signed-in account; `role` makes it staff, `locale` saves its language in the preferences. */
export async function account(options: { role?: 'member' | 'editor' | 'admin'; locale?: string } = {}) {
  const client = new TestClient(undefined, options.locale ?? 'en')
  const { email, user: made } = await signedUpUser(client)
  const database = await db()
  if (options.role && options.role !== 'member') {
    // Staff with two-factor sign-in on, as the back office requires (ADR 044).
    await grantStaff(database, made.id, options.role)
  }
  if (options.locale) {
    await database
      .insert(userPreferences)
      .values({ userId: made.id, locale: options.locale })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { locale: options.locale } })
  }
  return { client, email, id: made.id as string }
}

type Client = TestClient | null

/** Every staff endpoint, called as `client` (anonymous when null). */
export const staffApi = {
  list: (c: Client, tripId: number | string) =>
    rest(api.listDeparturesHandler, c, 'GET', `/api/v1/admin/departures?tripId=${tripId}`),
  create: (c: Client, body: unknown) => rest(api.createDepartureHandler, c, 'POST', '/api/v1/admin/departures', body),
  update: (c: Client, id: number, body: unknown) =>
    rest((r) => api.updateDepartureHandler(r, { id: String(id) }), c, 'PATCH', `/api/v1/admin/departures/${id}`, body),
  cancel: (c: Client, id: number) =>
    rest((r) => api.cancelDepartureHandler(r, { id: String(id) }), c, 'POST', `/api/v1/admin/departures/${id}/cancel`),
  manifest: (c: Client, id: number) =>
    rest((r) => api.manifestHandler(r, { id: String(id) }), c, 'GET', `/api/v1/admin/departures/${id}/manifest`),
  csv: async (c: Client, id: number): Promise<Reply & { text: string }> => {
    const headers = new Headers({ origin: 'http://localhost:3000', 'accept-language': c?.locale ?? 'en' })
    if (c?.cookies.size) headers.set('cookie', [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    const response = await api.manifestCsvHandler(
      new Request(`http://localhost:3000/api/v1/admin/departures/${id}/manifest.csv`, { headers }),
      { id: String(id) },
    )
    const text = await response.text()
    return { status: response.status, body: null, headers: response.headers, text }
  },
  cancelBooking: (c: Client, id: number, bookingId: number, body: unknown) =>
    rest(
      (r) => api.cancelBookingHandler(r, { id: String(id), bookingId: String(bookingId) }),
      c,
      'POST',
      `/api/v1/admin/departures/${id}/bookings/${bookingId}/cancel`,
      body,
    ),
}

export const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

import { z } from 'zod'
import { accountSchemas } from '@/features/auth/account.schemas'
import { bookingInputSchema, bookingPathIdSchema } from '@/features/bookings/bookings.schemas'
import { UPLOADS_PER_DAY } from '@/features/writing/writing.schemas'
import { defineOperations } from '@/server/http/openapi.server'
import { imageSchema } from '@/server/http/openapi-answers.server'
import { limited, userSchema } from '../../auth/-openapi'

const bookingSchema = z.object({
  id: z.number().int(),
  tripId: z.number().int(),
  departureId: z.number().int().describe('The departure booked; `trip` carries its dates and price'),
  travellers: z.number().int(),
  status: z.enum(['confirmed', 'cancelled']),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable().describe('Why our team cancelled it; null otherwise'),
  cancellable: z.boolean().describe('Confirmed and the trip has not started'),
  group: z.enum(['upcoming', 'past', 'cancelled']),
  trip: z.object({
    id: z.number().int(),
    title: z.string(),
    place: z.string(),
    country: z.string(),
    startDate: z.string().describe("The departure's first day, YYYY-MM-DD"),
    endDate: z.string(),
    priceMinor: z.number().int().describe('Price per traveller in minor units of `currency` (ISO 4217 digits)'),
    currency: z.string(),
    cover: imageSchema,
  }),
})

const uploadSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  src: z.string(),
  sources: z.array(z.object({ type: z.enum(['image/avif', 'image/webp']), srcset: z.string() })),
  variants: z.array(
    z.object({ format: z.enum(['avif', 'webp']), width: z.number().int(), height: z.number().int(), url: z.string() }),
  ),
})

const anonymous = { summary: 'Anonymous', status: 401 } as const
const private_ = 'Signed-in only; `Cache-Control: private, no-store`, `Vary: Cookie`.'

export const operations = defineOperations({
  'GET /api/v1/me/bookings': {
    tag: 'Bookings',
    summary: 'My bookings',
    description: `Own bookings only, newest first. ${private_}`,
    auth: 'session',
    responses: {
      200: { description: 'The bookings', schema: z.object({ items: z.array(bookingSchema) }) },
      401: { description: 'Not signed in', codes: ['unauthorized'] },
    },
    examples: [anonymous],
  },
  'POST /api/v1/me/bookings': {
    rules: { tripId: 'a `tripId` or a `departureId` (one of them names what is booked)' },
    tag: 'Bookings',
    summary: 'Book a trip',
    description: `Books a departure: \`departureId\`, or only \`tripId\` for that trip's next open departure with a seat (the body clients wrote before departures). Confirmed at once (no payment). Seats are taken by the database in one statement, so concurrent requests never oversell. The same \`Idempotency-Key\` again answers the same booking with 200. ${private_}`,
    auth: 'session',
    idempotent: true,
    body: bookingInputSchema,
    responses: {
      201: { description: 'Booked', schema: z.object({ booking: bookingSchema }) },
      200: {
        description: 'The booking an earlier request with the same key made',
        schema: z.object({ booking: bookingSchema }),
      },
      400: { description: 'Bad input', codes: ['invalid_input', 'invalid_json'] },
      401: { description: 'Not signed in', codes: ['unauthorized'] },
      403: { description: 'A cross-site request', codes: ['forbidden_origin'] },
      404: { description: 'No such bookable trip or departure', codes: ['not_found'] },
      409: {
        description:
          'Not enough seats, the departure has started or is cancelled, the trip has no departure, cannot be booked online (a legacy row), or the key was used with another body',
        codes: [
          'sold_out',
          'trip_started',
          'departure_cancelled',
          'no_departure',
          'trip_not_bookable',
          'idempotency_key_reused',
        ],
      },
    },
    examples: [{ ...anonymous, body: { tripId: 3, travellers: 2 } }],
  },
  'DELETE /api/v1/me/bookings/{id}': {
    tag: 'Bookings',
    summary: 'Cancel a booking',
    description: `Frees its seats; another user's booking is a 404. ${private_}`,
    auth: 'session',
    params: z.object({ id: bookingPathIdSchema }),
    responses: {
      200: { description: 'Cancelled', schema: z.object({ booking: bookingSchema }) },
      400: { description: 'The id is not a booking number (`fields.id`)', codes: ['invalid_input'] },
      401: { description: 'Not signed in', codes: ['unauthorized'] },
      403: { description: 'A cross-site request', codes: ['forbidden_origin'] },
      404: { description: 'No such booking of yours', codes: ['not_found'] },
      409: { description: 'The trip has started', codes: ['trip_started'] },
    },
    examples: [
      { ...anonymous, params: { id: '1' } },
      { summary: 'Not a booking number', status: 400, session: true, params: { id: 'abc' } },
    ],
  },
  'GET /api/v1/me/bookings/{id}/calendar.ics': {
    tag: 'Bookings',
    summary: 'A booking as a calendar event',
    description: `An iCalendar file (RFC 5545): one all-day event over the departure's days, its summary in the request language, with the trip's address; the confirmation mail carries the same file. A cancelled booking's event says \`STATUS:CANCELLED\`. ${private_}`,
    auth: 'session',
    params: z.object({ id: bookingPathIdSchema }),
    responses: {
      200: { description: 'The .ics file, a download', contentType: 'text/calendar' },
      400: { description: 'The id is not a booking number (`fields.id`)', codes: ['invalid_input'] },
      401: { description: 'Not signed in', codes: ['unauthorized'] },
      404: { description: 'No such booking of yours', codes: ['not_found'] },
    },
    examples: [{ ...anonymous, params: { id: '1' } }],
  },
  'POST /api/v1/me/uploads': {
    tag: 'Writing',
    summary: 'Upload an image',
    description: `JPEG, PNG, WebP or AVIF up to \`UPLOAD_MAX_BYTES\` (10 MB by default), at most 50 megapixels. The content decides the type; the image is stored as responsive AVIF and WebP variants, metadata stripped. Use its \`id\` as a post's \`coverImageId\`. ${private_}`,
    auth: 'session',
    bodyContentType: 'multipart/form-data',
    body: z.object({ file: z.string().meta({ format: 'binary' }).describe('The image file') }),
    responses: {
      201: { description: 'Stored', schema: z.object({ upload: uploadSchema }) },
      400: {
        description:
          'No file, not an accepted image, or too large (`fields.file` says why, in the request language); nothing is stored. A body over the limit by `Content-Length` is refused before it is read',
        codes: [
          'invalid_input',
          'upload_not_image',
          'upload_unsupported',
          'upload_type_mismatch',
          'upload_corrupt',
          'upload_too_many_pixels',
          'upload_too_large',
        ],
      },
      401: { description: 'Not signed in', codes: ['unauthorized'] },
      403: { description: 'A cross-site request', codes: ['forbidden_origin'] },
      429: {
        ...limited,
        description: `More than ${UPLOADS_PER_DAY} uploads by this member in 24 hours, or its stored variants would pass \`UPLOAD_BYTES_PER_DAY\` in the last 24 hours or \`UPLOAD_BYTES_TOTAL\` in all (docs/limits.md; editors and admins have no byte limits). A member already at a limit is refused before the body is read; nothing is stored. \`Retry-After\`: seconds until enough of the day's uploads leave the window, or for the total until unused uploads are removed (\`UNUSED_UPLOAD_GRACE_HOURS\`)`,
      },
    },
    examples: [anonymous],
  },
  'PATCH /api/v1/me': {
    rules: { username: 'not taken by another member' },
    tag: 'Account',
    summary: 'Change my name and username',
    description: `The username is the public handle: one another account has is taken. The author page is the account's, so it moves with the handle at once. ${private_}`,
    auth: 'session',
    body: accountSchemas('en').profile,
    responses: {
      200: {
        description: 'The changed account',
        schema: z.object({ user: userSchema }),
      },
      400: {
        description: 'Bad input, a taken username, or a reserved one (`admin`, `support`, … ; docs/limits.md)',
        codes: ['invalid_input', 'invalid_json', 'username_taken', 'username_reserved'],
      },
      401: { description: 'Not signed in', codes: ['unauthorized'] },
      403: { description: 'A cross-site request', codes: ['forbidden_origin'] },
    },
    examples: [{ ...anonymous, body: { name: 'Grace Hopper', username: 'grace' } }],
  },
  'DELETE /api/v1/me': {
    tag: 'Account',
    summary: 'Delete my account',
    description: `Needs the password (or, without one, the account's e-mail address typed out). Upcoming bookings are cancelled and their seats freed; published posts are unpublished, the author page is anonymised and uploaded images are deleted. ${private_}`,
    auth: 'session',
    body: accountSchemas('en').deletion,
    responses: {
      200: { description: 'Deleted; the session cookie is cleared', schema: z.object({ deleted: z.literal(true) }) },
      400: {
        description: 'Missing or wrong confirmation (`fields.confirmation`)',
        codes: ['invalid_input', 'invalid_json', 'confirmation_failed'],
      },
      401: { description: 'Not signed in', codes: ['unauthorized'] },
      403: { description: 'A cross-site request', codes: ['forbidden_origin'] },
      429: limited,
    },
    examples: [
      { ...anonymous, body: { confirmation: 'secret' } },
      { summary: 'A wrong password', status: 400, session: true, body: { confirmation: 'not-my-password' } },
    ],
  },
})

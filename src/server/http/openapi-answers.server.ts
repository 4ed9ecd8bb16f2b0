import { z } from 'zod'
import type { OperationExample, OperationSpec, ResponseSpec } from './openapi.server'

// The answers and pieces many endpoints of the API document share (ADR 020), worded once: images, cursor-paged lists,
// what the signed-in edge answers (ADR 021), the staff queues and readers' reports.

/** Pieces many answers share. */
export const imageSchema = z.object({
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  sources: z
    .array(z.object({ type: z.enum(['image/avif', 'image/webp']), srcset: z.string() }))
    .optional()
    .describe(
      'The <source> sets of a processed image (uploads), in the order to offer them: WebP always, with AVIF first where it is the smaller file; absent for a plain SVG',
    ),
})
export const pageSchema = z.object({ limit: z.number().int(), nextCursor: z.string().nullable() })

/** The answers of a filtered, cursor-paged list of `item`s. */
export function pagedListResponses(description: string, item: z.ZodType) {
  return {
    200: { description, schema: z.object({ data: z.array(item), page: pageSchema }) },
    400: { description: 'A bad filter, limit or cursor', codes: ['invalid_input'] },
  }
}

/** The rule of every cursor-paged list's `cursor` parameter. */
export const cursorRule = {
  cursor: 'a cursor this list answered with (`page.nextCursor`), for the same filters',
} as const

/**
 * What the one signed-in edge answers for every write (ADR 021), so the document words it once, and the example of
 * a call without a session.
 */
export const signedInEdge = {
  badBody: { description: 'Bad input', codes: ['invalid_input', 'invalid_json'] },
  signedOut: { description: 'Not signed in', codes: ['unauthorized'] },
  crossSite: { description: 'A cross-site request', codes: ['forbidden_origin'] },
  anonymous: { summary: 'Anonymous', status: 401 },
} as const

/**
 * The endpoints of one staff queue (posts, reviews, comments). `description` says who may act and what is audited
 * and cached, for every endpoint of the queue; `notFound` is the 404's, for a member or an unknown item.
 */
export function staffQueue(queue: { description: string; notFound: string }) {
  const notFound = { description: queue.notFound, codes: ['not_found'] }
  /** A member calling: 404 as for an unknown item, so the back office is not revealed. */
  const member = { summary: 'A member without the editor role', status: 404, session: true } as const
  return {
    member,
    /** The queue itself: 200 with `schema`, 401 signed out, 404 for a member. */
    list: (list: { summary: string; lead: string; schema: z.ZodType }) =>
      ({
        summary: list.summary,
        description: `${list.lead} ${queue.description}`,
        auth: 'session',
        responses: {
          200: { description: 'The queue', schema: list.schema },
          401: signedInEdge.signedOut,
          404: notFound,
        },
        examples: [signedInEdge.anonymous, member],
      }) satisfies Omit<OperationSpec, 'tag'>,
    /** A decision on one item: 204 once done, 409 when the item is no longer in the state the decision needs. */
    decision: ({
      lead,
      done,
      conflict,
      ...spec
    }: {
      summary: string
      /** Said before the queue's description. */
      lead?: string
      body: z.ZodType
      done: string
      conflict: ResponseSpec
      examples: OperationExample[]
    }) =>
      ({
        ...spec,
        description: lead ? `${lead} ${queue.description}` : queue.description,
        auth: 'session',
        responses: {
          204: { description: done },
          400: signedInEdge.badBody,
          401: signedInEdge.signedOut,
          403: signedInEdge.crossSite,
          404: notFound,
          409: conflict,
        },
      }) satisfies Omit<OperationSpec, 'tag'>,
  }
}

/** A signed-in reader reports a public item, once: 201, 404 when it is not public, 409 the second time. */
export function readerReport(report: {
  summary: string
  description: string
  body: z.ZodType
  notFound: string
  alreadyReported: string
  example: OperationExample['body']
}) {
  return {
    summary: report.summary,
    description: report.description,
    auth: 'session',
    body: report.body,
    responses: {
      201: { description: 'Reported' },
      400: signedInEdge.badBody,
      401: signedInEdge.signedOut,
      403: signedInEdge.crossSite,
      404: { description: report.notFound, codes: ['not_found'] },
      409: { description: report.alreadyReported, codes: ['already_reported'] },
    },
    examples: [{ ...signedInEdge.anonymous, body: report.example }],
  } satisfies Omit<OperationSpec, 'tag'>
}

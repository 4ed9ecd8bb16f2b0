import { z } from 'zod'
import { defineOperations } from '@/server/http/openapi.server'

const count = z.number().int().min(0)
/** The job queue per state (ADR 053): for monitoring, never a reason to be unready; null while it cannot be read. */
const jobsSchema = z
  .object({
    created: count,
    retry: count,
    active: count,
    completed: count,
    cancelled: count,
    failed: count,
    oldestDueSeconds: count,
  })
  .nullable()

export const operations = defineOperations({
  'GET /api/health': {
    tag: 'Operations',
    summary: 'Liveness and database reachability',
    responses: {
      200: {
        description: 'Up',
        schema: z.object({
          status: z.literal('ok'),
          database: z.object({
            engine: z.enum(['pglite', 'postgres']),
            reachable: z.literal(true),
            latencyMs: z.number(),
          }),
        }),
      },
      503: {
        description: 'The database cannot be reached',
        schema: z.object({ status: z.literal('error'), database: z.object({ reachable: z.literal(false) }) }),
      },
    },
    examples: [{ summary: 'Healthy', status: 200 }],
  },
  'GET /api/health/ready': {
    description:
      '`jobs` counts the job queue per state (created, retry, active, completed, cancelled, failed) and the seconds ' +
      'the oldest due job has waited (`oldestDueSeconds`); for monitoring, never a reason to be unready.',
    tag: 'Operations',
    summary: 'Readiness (503 while shutting down or a dependency is missing)',
    responses: {
      200: {
        description: 'Ready',
        schema: z.object({ status: z.literal('ready'), checks: z.record(z.string(), z.unknown()), jobs: jobsSchema }),
      },
      503: {
        description: 'Not ready',
        schema: z.object({
          status: z.literal('unready'),
          checks: z.record(z.string(), z.unknown()),
          jobs: jobsSchema,
        }),
      },
    },
  },
})

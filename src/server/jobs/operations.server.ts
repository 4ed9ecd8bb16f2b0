import { sql } from 'drizzle-orm'
import { getDatabase } from '../db/index.server'
import { rowsOf } from '../db/rows.server'
import { QUEUE_SCHEMA, queue } from './queue.server'

// What operators see of the queue (ADR 053): counts per state (readiness, metrics) and the failed jobs, which the
// back office retries or discards. Read with plain SQL on pg-boss's table; changed through pg-boss.

export const jobStates = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const
export type JobState = (typeof jobStates)[number]

export type JobCounts = Record<JobState, number> & {
  /** Seconds the oldest job due to run has waited (0 when none): a backlog or stopped workers show here first. */
  oldestDueSeconds: number
}

const table = `${QUEUE_SCHEMA}.job`

/** Jobs per state across every queue (completed ones are kept a week, then deleted). */
export async function jobCounts(): Promise<JobCounts> {
  const { db } = await getDatabase()
  const result = await db.execute(
    sql.raw(
      `select state::text as state, count(*)::int as count, ` +
        `coalesce(extract(epoch from now() - min(start_after) filter (where state in ('created', 'retry') and start_after <= now())), 0)::float8 as oldest ` +
        `from ${table} group by state`,
    ),
  )
  const counts = Object.fromEntries(jobStates.map((state) => [state, 0])) as JobCounts
  counts.oldestDueSeconds = 0
  for (const row of rowsOf<{ state: JobState; count: number; oldest: number }>(result)) {
    counts[row.state] = Number(row.count)
    counts.oldestDueSeconds = Math.max(counts.oldestDueSeconds, Math.round(Number(row.oldest)))
  }
  return counts
}

export interface FailedJob {
  id: string
  name: string
  /** Tries made, the first one included. */
  attempts: number
  lastError: string
  failedAt: string
  createdAt: string
  /** A mail's recipient and subject, to tell failed mails apart (never its body: links carry tokens). */
  to: string | null
  subject: string | null
}

/** The failed jobs, newest failure first. */
export async function failedJobs(limit = 100): Promise<FailedJob[]> {
  const { db } = await getDatabase()
  const result = await db.execute(
    sql.raw(
      `select id::text as id, name, retry_count, output->>'message' as error, completed_on, created_on, ` +
        `data->>'to' as to, data->>'subject' as subject from ${table} where state = 'failed' ` +
        `order by completed_on desc nulls last, id limit ${Math.max(1, Math.min(1000, Math.trunc(limit)))}`,
    ),
  )
  return rowsOf<{
    id: string
    name: string
    retry_count: number
    error: string | null
    completed_on: string | Date | null
    created_on: string | Date
    to: string | null
    subject: string | null
  }>(result).map((row) => ({
    id: row.id,
    name: row.name,
    attempts: Number(row.retry_count) + 1,
    lastError: row.error ?? '',
    failedAt: new Date(row.completed_on ?? row.created_on).toISOString(),
    createdAt: new Date(row.created_on).toISOString(),
    to: row.to,
    subject: row.subject,
  }))
}

const affected = (response: unknown) => Number((response as { affected?: number }).affected ?? 0) > 0

/** Puts a failed job back in the queue for one more try; false when it is not (or no longer) failed. */
export async function retryJob(name: string, id: string): Promise<boolean> {
  return affected(await (await queue()).retry(name, id))
}

/** Deletes a failed job for good; false when it is not (or no longer) failed. */
export async function discardJob(name: string, id: string): Promise<boolean> {
  const { db } = await getDatabase()
  const failed = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from ${sql.raw(table)} where name = ${name} and id = ${id}::uuid and state = 'failed'`,
    ),
  )
  if (failed.length === 0) return false
  return affected(await (await queue()).deleteJob(name, id))
}

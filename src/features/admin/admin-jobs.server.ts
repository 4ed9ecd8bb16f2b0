import type { Locale } from '@/lib/i18n/locales'
import { ConflictError } from '@/lib/errors'
import { m } from '@/paraglide/messages'
import { recordStaffAction } from '@/server/audit/audit.server'
import { db } from '@/server/db/index.server'
import { discardJob, failedJobs, jobCounts, retryJob } from '@/server/jobs/operations.server'
import type { JobActionInput, JobsOverview } from './admin.schemas'

// The back office's view of the job queue (ADR 053): counts per state and the failed jobs, which an admin retries
// or discards. Each action is on the audit log.

export async function jobsOverview(): Promise<JobsOverview> {
  const [counts, failed] = await Promise.all([jobCounts(), failedJobs(100)])
  return { counts, failed: failed.map(({ createdAt: _created, ...job }) => job) }
}

export async function actOnJob(
  actor: { id: string },
  input: JobActionInput,
  locale: Locale,
): Promise<{ done: JobActionInput['action'] }> {
  const done = input.action === 'retry' ? await retryJob(input.name, input.id) : await discardJob(input.name, input.id)
  // Another admin (or a second click) got there first: the job is no longer failed.
  if (!done) throw new ConflictError(m.jobs_action_gone({}, { locale }), 'job_not_failed')
  await recordStaffAction(await db(), {
    actorId: actor.id,
    action: `job.${input.action}`,
    subjectType: 'job',
    subjectId: input.id,
    before: { name: input.name, state: 'failed' },
    after: { name: input.name, state: input.action === 'retry' ? 'retry' : 'deleted' },
  })
  return { done: input.action }
}

import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { ConfirmDialog } from '@/components/form/confirm-dialog'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { useHydrated } from '@/components/form/use-hydrated'
import { buttonDanger, buttonSecondary } from '@/components/ui/button-styles'
import { formatDateTime } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { useState } from 'react'
import { jobActionFn } from '../admin.functions'
import { adminKeys, jobsQuery } from '../admin.queries'
import type { JobActionInput, JobsOverview } from '../admin.schemas'
import { AdminSection } from './admin-shell'

type FailedJob = JobsOverview['failed'][number]

/** The job queue (ADR 053): jobs per state, and the failed ones with their last error, to retry or discard. */
export function JobsPage({ locale }: { locale: Locale }) {
  const { data } = useSuspenseQuery(jobsQuery())
  const queryClient = useQueryClient()
  const [discarding, setDiscarding] = useState<FailedJob | null>(null)
  const { focusRoot, ...act } = useFormMutation<JobActionInput, { done: JobActionInput['action'] }, HTMLDivElement>({
    call: (body) => jobActionFn({ data: { locale, body } }),
    fallback: m.jobs_action_failed(),
    successToast: ({ done }) => ({
      kind: 'success',
      title: done === 'retry' ? m.jobs_retried() : m.jobs_discarded(),
    }),
    onSuccess: async () => {
      setDiscarding(null)
      await queryClient.invalidateQueries({ queryKey: adminKeys.jobs })
    },
    onFailure: async () => {
      setDiscarding(null)
      await queryClient.invalidateQueries({ queryKey: adminKeys.jobs })
      return undefined
    },
  })
  const { counts } = data
  const states = [
    [m.jobs_state_created(), counts.created],
    [m.jobs_state_retry(), counts.retry],
    [m.jobs_state_active(), counts.active],
    [m.jobs_state_completed(), counts.completed],
    [m.jobs_state_failed(), counts.failed],
  ] as const
  return (
    <AdminSection title={m.jobs_page_title()} intro={m.jobs_page_intro()}>
      <h2 className="mb-3 text-xl font-semibold">{m.jobs_counts_title()}</h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {states.map(([label, count]) => (
          <div key={label} className="border-line rounded-lg border p-3">
            <dt className="text-muted text-sm">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{count}</dd>
          </div>
        ))}
      </dl>
      {counts.oldestDueSeconds > 0 && (
        <p className="text-muted mt-2 text-sm">{m.jobs_oldest_due({ count: counts.oldestDueSeconds })}</p>
      )}
      <h2 className="mt-10 mb-3 text-xl font-semibold">{m.jobs_failed_title()}</h2>
      <div ref={focusRoot} tabIndex={-1}>
        {act.failure && (
          <p role="alert" className="text-error mb-4">
            {act.failure.message}
          </p>
        )}
        {data.failed.length === 0 ? (
          <p>{m.jobs_failed_none()}</p>
        ) : (
          <ul className="space-y-4" aria-label={m.jobs_failed_title()}>
            {data.failed.map((job) => (
              <FailedJobItem
                key={job.id}
                job={job}
                locale={locale}
                busy={act.busy}
                onRetry={() => void act.submit({ name: job.name, id: job.id, action: 'retry' })}
                onDiscard={() => setDiscarding(job)}
              />
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => !open && setDiscarding(null)}
        title={m.jobs_discard_confirm_title()}
        description={m.jobs_discard_confirm_text({ name: discarding?.subject ?? discarding?.name ?? '' })}
        keepLabel={m.jobs_discard_keep()}
        confirmLabel={m.jobs_discard()}
        busy={act.busy}
        onConfirm={() => discarding && void act.submit({ name: discarding.name, id: discarding.id, action: 'discard' })}
      />
    </AdminSection>
  )
}

function FailedJobItem(props: {
  job: FailedJob
  locale: Locale
  busy: boolean
  onRetry: () => void
  onDiscard: () => void
}) {
  const { job, locale } = props
  const hydrated = useHydrated()
  const title = job.subject ?? job.name
  return (
    <li className="border-line rounded-lg border p-4">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold break-all">{title}</span>
        <time dateTime={job.failedAt} className="text-muted text-sm">
          {formatDateTime(job.failedAt, locale)}
        </time>
      </p>
      <dl className="mt-2 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-muted">{m.jobs_kind()}</dt>
        <dd>
          <code translate="no">{job.name}</code>
        </dd>
        {job.to && (
          <>
            <dt className="text-muted">{m.jobs_recipient()}</dt>
            <dd className="break-all">{job.to}</dd>
          </>
        )}
        <dt className="text-muted">{m.jobs_attempts()}</dt>
        <dd>{m.jobs_attempts_count({ count: job.attempts })}</dd>
        <dt className="text-muted">{m.jobs_last_error()}</dt>
        <dd className="font-mono break-all" translate="no">
          {job.lastError || '—'}
        </dd>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={`${buttonSecondary} w-auto`}
          disabled={!hydrated || props.busy}
          onClick={props.onRetry}
          aria-label={m.jobs_retry_label({ name: title })}
        >
          {m.jobs_retry()}
        </button>
        <button
          type="button"
          className={`${buttonDanger} w-auto`}
          disabled={!hydrated || props.busy}
          onClick={props.onDiscard}
          aria-label={m.jobs_discard_label({ name: title })}
        >
          {m.jobs_discard()}
        </button>
      </div>
    </li>
  )
}

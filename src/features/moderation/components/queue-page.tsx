import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { useHydrated } from '@/components/form/use-hydrated'
import { buttonPrimary, buttonSecondary } from '@/components/ui/button-styles'
import { formatDate } from '@/lib/format'
import { localeNames, type Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { approvePostFn, dismissReportFn, hidePostFn, rejectPostFn } from '../moderation.functions'
import { moderationKeys, moderationQueueQuery } from '../moderation.queries'
import type { OpenReport, PendingPost } from '../moderation.schemas'
import { ReasonForm } from '@/components/form/reason-form'
import { reasonName } from './report-reasons'
import { PageHeading } from '@/components/layout/page-heading'

/** The editors' queue (ADR 052): posts waiting for review, then readers' open reports. */
export function QueuePage({ locale }: { locale: Locale }) {
  const { data } = useSuspenseQuery(moderationQueueQuery(locale))
  return (
    <>
      <PageHeading title={m.moderation_queue_title()} intro={m.moderation_queue_intro()} />
      <section aria-labelledby="moderation-pending" className="mt-8">
        <h2 id="moderation-pending" className="text-xl font-semibold">
          {m.moderation_count_pending({ count: data.pending.length })}
        </h2>
        {data.pending.length === 0 ? (
          <p className="text-muted mt-2">{m.moderation_pending_none()}</p>
        ) : (
          <ul className="mt-4 space-y-6">
            {data.pending.map((post) => (
              <PendingItem key={post.id} post={post} locale={locale} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="moderation-reports" className="mt-10">
        <h2 id="moderation-reports" className="text-xl font-semibold">
          {m.moderation_count_reports({ count: data.reports.length })}
        </h2>
        {data.reports.length === 0 ? (
          <p className="text-muted mt-2">{m.moderation_reports_none()}</p>
        ) : (
          <ul className="mt-4 space-y-6">
            {data.reports.map((report) => (
              <ReportItem key={report.id} report={report} locale={locale} />
            ))}
          </ul>
        )}
      </section>
    </>
  )
}

function useRefresh() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: moderationKeys.all })
}

function PendingItem({ post, locale }: { post: PendingPost; locale: Locale }) {
  const hydrated = useHydrated()
  const refresh = useRefresh()
  const { focusRoot: approveRoot, ...approve } = useFormMutation<void, unknown, HTMLDivElement>({
    call: () => approvePostFn({ data: { locale, body: { postId: post.id } } }),
    fallback: m.moderation_action_failed(),
    successToast: () => ({ kind: 'success', title: m.moderation_approved_toast({ title: post.title }) }),
    onSuccess: async () => {
      await refresh()
      return false
    },
  })
  const headingId = `pending-${post.id}`
  return (
    <li className="border-line rounded-lg border p-4">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="text-lg font-semibold wrap-anywhere" lang={post.lang}>
          {post.title}
        </h3>
        <p className="text-muted text-sm">
          {m.moderation_pending_meta({
            author: post.author ? `${post.author.name} (@${post.author.username})` : '—',
            language: localeNames[post.lang],
            date: formatDate(post.submittedAt, locale, 'medium'),
          })}
        </p>
        {post.excerpt && (
          <p className="mt-2 wrap-anywhere" lang={post.lang}>
            {post.excerpt}
          </p>
        )}
        <details className="mt-2">
          <summary className="text-link cursor-pointer font-medium">{m.moderation_preview()}</summary>
          {/* The body rendered and sanitised on the server, as the blog renders it. */}
          <div
            className="prose mt-2 max-w-none wrap-anywhere"
            lang={post.lang}
            dangerouslySetInnerHTML={{ __html: post.html }}
          />
        </details>
        <div ref={approveRoot} className="mt-3 flex flex-wrap items-start gap-2">
          {approve.failure && (
            <p role="alert" className="text-error w-full">
              {approve.failure.message}
            </p>
          )}
          <button
            type="button"
            className={`${buttonPrimary} sm:w-auto`}
            disabled={!hydrated || approve.busy}
            onClick={() => void approve.submit()}
          >
            {m.moderation_approve()}
          </button>
          <ReasonForm
            id={`reject-${post.id}`}
            openLabel={m.moderation_reject()}
            submitLabel={m.moderation_reject_submit()}
            hint={m.moderation_reject_hint()}
            disabled={!hydrated || approve.busy}
            send={(reason) => rejectPostFn({ data: { locale, body: { postId: post.id, reason } } })}
            done={refresh}
            successTitle={m.moderation_rejected_toast({ title: post.title })}
          />
        </div>
      </article>
    </li>
  )
}

function ReportItem({ report, locale }: { report: OpenReport; locale: Locale }) {
  const hydrated = useHydrated()
  const refresh = useRefresh()
  const { focusRoot: dismissRoot, ...dismiss } = useFormMutation<void, unknown, HTMLDivElement>({
    call: () => dismissReportFn({ data: { locale, body: { reportId: report.id } } }),
    fallback: m.moderation_action_failed(),
    successToast: () => ({ kind: 'success', title: m.moderation_dismissed_toast() }),
    onSuccess: async () => {
      await refresh()
      return false
    },
  })
  const headingId = `report-${report.id}`
  const published = report.post.status === 'published'
  return (
    <li className="border-line rounded-lg border p-4">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="text-lg font-semibold wrap-anywhere">
          {published ? (
            <Link to="/$lang/blog/posts/$slug" params={{ lang: report.post.lang, slug: report.post.slug }}>
              <span lang={report.post.lang}>{report.post.title}</span>
            </Link>
          ) : (
            <span lang={report.post.lang}>{report.post.title}</span>
          )}
        </h3>
        <p className="text-muted text-sm">
          {m.moderation_report_meta({
            reason: reasonName[report.reason](),
            reporter: `${report.reporter.name} (@${report.reporter.username})`,
            date: formatDate(report.createdAt, locale, 'medium'),
          })}
        </p>
        {report.note && <p className="mt-2 wrap-anywhere">{report.note}</p>}
        <div ref={dismissRoot} className="mt-3 flex flex-wrap items-start gap-2">
          {dismiss.failure && (
            <p role="alert" className="text-error w-full">
              {dismiss.failure.message}
            </p>
          )}
          <button
            type="button"
            className={`${buttonSecondary} sm:w-auto`}
            disabled={!hydrated || dismiss.busy}
            onClick={() => void dismiss.submit()}
          >
            {m.moderation_dismiss()}
          </button>
          {published && (
            <ReasonForm
              id={`hide-${report.id}`}
              openLabel={m.moderation_hide()}
              submitLabel={m.moderation_hide_submit()}
              hint={m.moderation_hide_hint()}
              disabled={!hydrated || dismiss.busy}
              send={(reason) => hidePostFn({ data: { locale, body: { postId: report.post.id, reason } } })}
              done={refresh}
              successTitle={m.moderation_hidden_toast({ title: report.post.title })}
            />
          )}
        </div>
      </article>
    </li>
  )
}

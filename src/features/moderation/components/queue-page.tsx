import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { QueueDecision, QueueItem, QueueSection } from '@/components/admin/queue'
import { ReasonForm } from '@/components/form/reason-form'
import { reportReasonName } from '@/components/form/report-reasons'
import { PageHeading } from '@/components/layout/page-heading'
import { formatDate } from '@/lib/format'
import { localeNames, type Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { approvePostFn, dismissReportFn, hidePostFn, rejectPostFn } from '../moderation.functions'
import { moderationKeys, moderationQueueQuery } from '../moderation.queries'
import type { OpenReport, PendingPost } from '../moderation.schemas'

/** The editors' queue (ADR 052): posts waiting for review, then readers' open reports. */
export function QueuePage({ locale }: { locale: Locale }) {
  const { data } = useSuspenseQuery(moderationQueueQuery(locale))
  return (
    <>
      <PageHeading title={m.moderation_queue_title()} intro={m.moderation_queue_intro()} />
      <QueueSection
        id="moderation-pending"
        className="mt-8"
        title={m.moderation_count_pending({ count: data.pending.length })}
        emptyMessage={m.moderation_pending_none()}
        items={data.pending.map((post) => (
          <PendingItem key={post.id} post={post} locale={locale} />
        ))}
      />
      <QueueSection
        id="moderation-reports"
        title={m.moderation_count_reports({ count: data.reports.length })}
        emptyMessage={m.moderation_reports_none()}
        items={data.reports.map((report) => (
          <ReportItem key={report.id} report={report} locale={locale} />
        ))}
      />
    </>
  )
}

function useRefresh() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: moderationKeys.all })
}

function PendingItem({ post, locale }: { post: PendingPost; locale: Locale }) {
  const refresh = useRefresh()
  return (
    <QueueItem
      headingId={`pending-${post.id}`}
      heading={post.title}
      headingLang={post.lang}
      meta={m.moderation_pending_meta({
        author: post.author ? `${post.author.name} (@${post.author.username})` : '—',
        language: localeNames[post.lang],
        date: formatDate(post.submittedAt, locale, 'medium'),
      })}
    >
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
      <QueueDecision
        kind="primary"
        label={m.moderation_approve()}
        send={() => approvePostFn({ data: { locale, body: { postId: post.id } } })}
        toast={m.moderation_approved_toast({ title: post.title })}
        fallback={m.moderation_action_failed()}
        done={refresh}
      >
        {(disabled) => (
          <ReasonForm
            id={`reject-${post.id}`}
            openLabel={m.moderation_reject()}
            submitLabel={m.moderation_reject_submit()}
            hint={m.moderation_reject_hint()}
            disabled={disabled}
            send={(reason) => rejectPostFn({ data: { locale, body: { postId: post.id, reason } } })}
            done={refresh}
            successTitle={m.moderation_rejected_toast({ title: post.title })}
          />
        )}
      </QueueDecision>
    </QueueItem>
  )
}

function ReportItem({ report, locale }: { report: OpenReport; locale: Locale }) {
  const refresh = useRefresh()
  const published = report.post.status === 'published'
  const title = <span lang={report.post.lang}>{report.post.title}</span>
  return (
    <QueueItem
      headingId={`report-${report.id}`}
      heading={
        published ? (
          <Link to="/$lang/blog/posts/$slug" params={{ lang: report.post.lang, slug: report.post.slug }}>
            {title}
          </Link>
        ) : (
          title
        )
      }
      meta={m.moderation_report_meta({
        reason: reportReasonName[report.reason](),
        reporter: `${report.reporter.name} (@${report.reporter.username})`,
        date: formatDate(report.createdAt, locale, 'medium'),
      })}
    >
      {report.note && <p className="mt-2 wrap-anywhere">{report.note}</p>}
      <QueueDecision
        kind="secondary"
        label={m.moderation_dismiss()}
        send={() => dismissReportFn({ data: { locale, body: { reportId: report.id } } })}
        toast={m.moderation_dismissed_toast()}
        fallback={m.moderation_action_failed()}
        done={refresh}
      >
        {(disabled) =>
          published && (
            <ReasonForm
              id={`hide-${report.id}`}
              openLabel={m.moderation_hide()}
              submitLabel={m.moderation_hide_submit()}
              hint={m.moderation_hide_hint()}
              disabled={disabled}
              send={(reason) => hidePostFn({ data: { locale, body: { postId: report.post.id, reason } } })}
              done={refresh}
              successTitle={m.moderation_hidden_toast({ title: report.post.title })}
            />
          )
        }
      </QueueDecision>
    </QueueItem>
  )
}

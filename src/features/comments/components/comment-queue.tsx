import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { QueueDecision, QueueItem, QueueSection } from '@/components/admin/queue'
import { reportReasonName } from '@/components/form/report-reasons'
import { formatDate } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { CommentReportItem, PendingCommentItem } from '../comment-moderation.schemas'
import { approveCommentFn, dismissCommentReportFn, hideCommentFn, rejectCommentFn } from '../comments.functions'
import { commentKeys, commentQueueQuery } from '../comments.queries'
import { CommentText } from './comment-text'

// The comments' part of the editors' queue (ADR 059 on ADR 052): new members' comments waiting for review, then
// readers' open reports of comments. The moderation page's route puts it under the posts' queue.

export function CommentQueue({ locale }: { locale: Locale }) {
  const { data } = useSuspenseQuery(commentQueueQuery(locale))
  return (
    <>
      <QueueSection
        id="comments-pending"
        title={`${m.comments_queue_pending_title()} (${data.pending.length})`}
        emptyMessage={m.comments_queue_pending_none()}
        items={data.pending.map((item) => (
          <PendingItem key={item.id} item={item} locale={locale} />
        ))}
      />
      <QueueSection
        id="comments-reports"
        title={`${m.comments_queue_reports_title()} (${data.reports.length})`}
        emptyMessage={m.comments_queue_reports_none()}
        items={data.reports.map((report) => (
          <ReportItem key={report.id} report={report} locale={locale} />
        ))}
      />
    </>
  )
}

/** Each decision stands on its own (its own failure message); together they make the item's row of buttons. */
function Decisions({ children }: { children: ReactNode }) {
  return <div className="mt-3 flex flex-wrap items-start gap-2">{children}</div>
}

function useDecision() {
  const queryClient = useQueryClient()
  return {
    className: '',
    fallback: m.moderation_action_failed(),
    done: () => queryClient.invalidateQueries({ queryKey: commentKeys.all }),
  }
}

function PostLink({ post }: { post: PendingCommentItem['post'] }) {
  return (
    <Link to="/$lang/blog/posts/$slug" params={{ lang: post.lang, slug: post.slug }}>
      <span lang={post.lang}>{post.title}</span>
    </Link>
  )
}

function PendingItem({ item, locale }: { item: PendingCommentItem; locale: Locale }) {
  const decision = useDecision()
  const body = { commentId: item.id }
  return (
    <QueueItem
      headingId={`pending-comment-${item.id}`}
      headingClassName="text-base"
      heading={`${item.author.name} (@${item.author.username})`}
      meta={
        <>
          {m.comments_queue_meta({
            author: `@${item.author.username}`,
            title: item.post.title,
            date: formatDate(item.createdAt, locale, 'medium'),
          })}{' '}
          · <PostLink post={item.post} />
        </>
      }
    >
      <CommentText text={item.body} />
      <Decisions>
        <QueueDecision
          {...decision}
          kind="primary"
          label={m.comments_approve()}
          toast={m.comments_approved_toast()}
          send={() => approveCommentFn({ data: { locale, body } })}
        />
        <QueueDecision
          {...decision}
          kind="danger"
          label={m.comments_reject()}
          toast={m.comments_rejected_toast()}
          send={() => rejectCommentFn({ data: { locale, body } })}
        />
      </Decisions>
    </QueueItem>
  )
}

function ReportItem({ report, locale }: { report: CommentReportItem; locale: Locale }) {
  const decision = useDecision()
  const { author } = report.comment
  return (
    <QueueItem
      headingId={`comment-report-${report.id}`}
      headingClassName="text-base"
      heading={author ? `${author.name} (@${author.username})` : '—'}
      meta={
        <>
          {m.comments_queue_report_meta({
            reason: reportReasonName[report.reason](),
            reporter: `${report.reporter.name} (@${report.reporter.username})`,
            date: formatDate(report.createdAt, locale, 'medium'),
          })}{' '}
          · <PostLink post={report.post} />
        </>
      }
    >
      {report.comment.body ? (
        <CommentText text={report.comment.body} />
      ) : (
        <p className="text-muted mt-1 italic">{m.comments_deleted()}</p>
      )}
      {report.note && <p className="border-line mt-2 border-l-2 pl-3 wrap-anywhere">{report.note}</p>}
      <Decisions>
        <QueueDecision
          {...decision}
          kind="secondary"
          label={m.comments_dismiss()}
          toast={m.comments_dismissed_toast()}
          send={() => dismissCommentReportFn({ data: { locale, body: { reportId: report.id } } })}
        />
        {report.comment.public && (
          <QueueDecision
            {...decision}
            kind="danger"
            label={m.comments_hide()}
            toast={m.comments_hidden_toast()}
            send={() => hideCommentFn({ data: { locale, body: { commentId: report.comment.id } } })}
          />
        )}
      </Decisions>
    </QueueItem>
  )
}

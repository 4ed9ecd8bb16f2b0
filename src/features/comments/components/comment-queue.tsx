import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { useHydrated } from '@/components/form/use-hydrated'
import { buttonDanger, buttonPrimary, buttonSecondary } from '@/components/ui/button-styles'
import { formatDate } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { CommentReportItem, PendingCommentItem } from '../comment-moderation.schemas'
import { approveCommentFn, dismissCommentReportFn, hideCommentFn, rejectCommentFn } from '../comments.functions'
import { commentKeys, commentQueueQuery } from '../comments.queries'
import { CommentText } from './comment-text'

// The comments' part of the editors' queue (ADR 059 on ADR 052): new members' comments waiting for review, then
// readers' open reports of comments. The moderation page's route puts it under the posts' queue.

const reasonName = {
  spam: m.moderation_reason_spam,
  offensive: m.moderation_reason_offensive,
  misleading: m.moderation_reason_misleading,
  copyright: m.moderation_reason_copyright,
  other: m.moderation_reason_other,
} as const

export function CommentQueue({ locale }: { locale: Locale }) {
  const { data } = useSuspenseQuery(commentQueueQuery(locale))
  return (
    <>
      <section aria-labelledby="comments-pending" className="mt-10">
        <h2 id="comments-pending" className="text-xl font-semibold">
          {m.comments_queue_pending_title()} ({data.pending.length})
        </h2>
        {data.pending.length === 0 ? (
          <p className="text-muted mt-2">{m.comments_queue_pending_none()}</p>
        ) : (
          <ul className="mt-4 space-y-6">
            {data.pending.map((item) => (
              <PendingItem key={item.id} item={item} locale={locale} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="comments-reports" className="mt-10">
        <h2 id="comments-reports" className="text-xl font-semibold">
          {m.comments_queue_reports_title()} ({data.reports.length})
        </h2>
        {data.reports.length === 0 ? (
          <p className="text-muted mt-2">{m.comments_queue_reports_none()}</p>
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

/** One decision button: sends, toasts, reloads the queue; its failure shows beside it. */
function Decision({
  label,
  toast,
  send,
  kind,
  disabled,
}: {
  label: string
  toast: string
  send: () => Promise<unknown>
  kind: 'primary' | 'secondary' | 'danger'
  disabled: boolean
}) {
  const queryClient = useQueryClient()
  const { focusRoot, ...decide } = useFormMutation<void, unknown, HTMLDivElement>({
    call: send,
    fallback: m.moderation_action_failed(),
    successToast: () => ({ kind: 'success', title: toast }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: commentKeys.all })
      return false
    },
  })
  const style = kind === 'primary' ? buttonPrimary : kind === 'danger' ? buttonDanger : buttonSecondary
  return (
    <div ref={focusRoot}>
      {decide.failure && (
        <p role="alert" className="text-error">
          {decide.failure.message}
        </p>
      )}
      <button
        type="button"
        className={`${style} sm:w-auto`}
        disabled={disabled || decide.busy}
        onClick={() => void decide.submit()}
      >
        {label}
      </button>
    </div>
  )
}

function PostLink({ post }: { post: PendingCommentItem['post'] }) {
  return (
    <Link to="/$lang/blog/posts/$slug" params={{ lang: post.lang, slug: post.slug }}>
      <span lang={post.lang}>{post.title}</span>
    </Link>
  )
}

function PendingItem({ item, locale }: { item: PendingCommentItem; locale: Locale }) {
  const hydrated = useHydrated()
  const body = { commentId: item.id }
  const headingId = `pending-comment-${item.id}`
  return (
    <li className="border-line rounded-lg border p-4">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="text-base font-semibold wrap-anywhere">
          {item.author.name} (@{item.author.username})
        </h3>
        <p className="text-muted text-sm">
          {m.comments_queue_meta({
            author: `@${item.author.username}`,
            title: item.post.title,
            date: formatDate(item.createdAt, locale, 'medium'),
          })}{' '}
          · <PostLink post={item.post} />
        </p>
        <CommentText text={item.body} />
        <div className="mt-3 flex flex-wrap items-start gap-2">
          <Decision
            kind="primary"
            label={m.comments_approve()}
            toast={m.comments_approved_toast()}
            disabled={!hydrated}
            send={() => approveCommentFn({ data: { locale, body } })}
          />
          <Decision
            kind="danger"
            label={m.comments_reject()}
            toast={m.comments_rejected_toast()}
            disabled={!hydrated}
            send={() => rejectCommentFn({ data: { locale, body } })}
          />
        </div>
      </article>
    </li>
  )
}

function ReportItem({ report, locale }: { report: CommentReportItem; locale: Locale }) {
  const hydrated = useHydrated()
  const headingId = `comment-report-${report.id}`
  return (
    <li className="border-line rounded-lg border p-4">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="text-base font-semibold wrap-anywhere">
          {report.comment.author ? `${report.comment.author.name} (@${report.comment.author.username})` : '—'}
        </h3>
        <p className="text-muted text-sm">
          {m.comments_queue_report_meta({
            reason: reasonName[report.reason](),
            reporter: `${report.reporter.name} (@${report.reporter.username})`,
            date: formatDate(report.createdAt, locale, 'medium'),
          })}{' '}
          · <PostLink post={report.post} />
        </p>
        {report.comment.body ? (
          <CommentText text={report.comment.body} />
        ) : (
          <p className="text-muted mt-1 italic">{m.comments_deleted()}</p>
        )}
        {report.note && <p className="border-line mt-2 border-l-2 pl-3 wrap-anywhere">{report.note}</p>}
        <div className="mt-3 flex flex-wrap items-start gap-2">
          <Decision
            kind="secondary"
            label={m.comments_dismiss()}
            toast={m.comments_dismissed_toast()}
            disabled={!hydrated}
            send={() => dismissCommentReportFn({ data: { locale, body: { reportId: report.id } } })}
          />
          {report.comment.public && (
            <Decision
              kind="danger"
              label={m.comments_hide()}
              toast={m.comments_hidden_toast()}
              disabled={!hydrated}
              send={() => hideCommentFn({ data: { locale, body: { commentId: report.comment.id } } })}
            />
          )}
        </div>
      </article>
    </li>
  )
}

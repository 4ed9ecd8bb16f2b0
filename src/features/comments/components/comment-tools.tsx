import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/form/confirm-dialog'
import { ReportForm } from '@/components/form/report-form'
import { reportReasonName } from '@/components/form/report-reasons'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { buttonLink } from '@/components/ui/button-styles'
import { formatDate } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { deleteCommentFn, hideCommentFn, reportCommentFn } from '../comments.functions'
import { commentKeys, myPendingCommentsQuery } from '../comments.queries'
import { commentReportReasons, type PublicComment } from '../comments.schemas'
import { CommentForm } from './comment-form'
import { CommentText } from './comment-text'
import type { Viewer } from './comments-section'

// What a signed-in reader does with comments (ADR 059), loaded on first use: write one, see their own waiting for
// review, reply, edit or delete their own, report someone else's; an editor hides any.

/** The member's comments waiting for review (theirs only, read in the browser), then the form. */
export function NewComment({ postId, locale }: { postId: number; locale: Locale }) {
  const { data: pending = [] } = useQuery(myPendingCommentsQuery(postId))
  return (
    <>
      {pending.length > 0 && (
        <ul className="mb-6 space-y-4" aria-label={m.comments_pending_badge()}>
          {pending.map((comment) => (
            <li key={comment.id} className="border-line bg-surface rounded-lg border border-dashed p-4">
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-semibold">{m.comments_you()}</span>
                <time className="text-muted" dateTime={comment.createdAt}>
                  {formatDate(comment.createdAt, locale, 'medium')}
                </time>
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  {m.comments_pending_badge()}
                </span>
              </p>
              <CommentText text={comment.body} />
              <p className="text-muted mt-1 text-sm">{m.comments_pending_note()}</p>
            </li>
          ))}
        </ul>
      )}
      <CommentForm postId={postId} locale={locale} label={m.comments_form_label()} submitLabel={m.comments_submit()} />
    </>
  )
}

type Open = 'reply' | 'edit' | 'report' | null

/** Under one public comment: reply; edit (in its window) and delete for its author; report for others; hide for editors. */
export function CommentActions({
  comment,
  postId,
  locale,
  viewer,
  editMinutes,
  replyTo,
}: {
  comment: PublicComment
  postId: number
  locale: Locale
  viewer: Viewer
  editMinutes: number
  /** The top-level comment a reply joins. */
  replyTo: number
}) {
  const [open, setOpen] = useState<Open>(null)
  const own = comment.author?.username === viewer.username
  // Read once on mount: the window is checked again by the server.
  const [editable] = useState(() => own && Date.now() < Date.parse(comment.createdAt) + editMinutes * 60_000)
  const toggle = (what: Exclude<Open, null>) => setOpen(open === what ? null : what)
  return (
    <div className="mt-2">
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        <button type="button" className={buttonLink} aria-expanded={open === 'reply'} onClick={() => toggle('reply')}>
          {m.comments_reply()}
        </button>
        {editable && (
          <button type="button" className={buttonLink} aria-expanded={open === 'edit'} onClick={() => toggle('edit')}>
            {m.comments_edit()}
          </button>
        )}
        {own && (
          <ConfirmedChange
            label={m.comments_delete()}
            title={m.comments_delete_title()}
            description={m.comments_delete_body()}
            toast={m.comments_deleted_toast()}
            send={() => deleteCommentFn({ data: { locale, id: comment.id } })}
            refocus
          />
        )}
        {!own && !viewer.editor && (
          <button
            type="button"
            className={buttonLink}
            aria-expanded={open === 'report'}
            onClick={() => toggle('report')}
          >
            {m.comments_report()}
          </button>
        )}
        {viewer.editor && !own && (
          <ConfirmedChange
            label={m.comments_remove()}
            title={m.comments_remove_title()}
            description={m.comments_remove_body()}
            toast={m.comments_removed_toast()}
            send={() => hideCommentFn({ data: { locale, body: { commentId: comment.id } } })}
          />
        )}
      </div>
      {open === 'reply' && (
        <div className="mt-3">
          <CommentForm
            postId={postId}
            locale={locale}
            parentId={replyTo}
            label={m.comments_reply_label({ name: comment.author?.name ?? '' })}
            submitLabel={m.comments_reply_submit()}
            onDone={() => setOpen(null)}
            onCancel={() => setOpen(null)}
          />
        </div>
      )}
      {open === 'edit' && (
        <div className="mt-3">
          <CommentForm
            postId={postId}
            locale={locale}
            editing={{ id: comment.id, body: comment.body ?? '' }}
            label={m.comments_edit_label()}
            submitLabel={m.comments_save()}
            onDone={() => setOpen(null)}
            onCancel={() => setOpen(null)}
          />
        </div>
      )}
      {open === 'report' && <ReportComment id={comment.id} locale={locale} onClose={() => setOpen(null)} />}
    </div>
  )
}

/** Delete (the author) or remove (an editor) after a confirmation; the list is read again. */
function ConfirmedChange({
  label,
  title,
  description,
  toast,
  send,
  refocus = false,
}: {
  label: string
  title: string
  description: string
  toast: string
  send: () => Promise<unknown>
  /** The comment may be gone afterwards: focus goes to the section's heading. */
  refocus?: boolean
}) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const action = useFormMutation<void, unknown, HTMLDivElement>({
    call: send,
    fallback: m.moderation_action_failed(),
    successToast: () => ({ kind: 'success', title: toast }),
    onSuccess: async () => {
      setOpen(false)
      await queryClient.invalidateQueries({ queryKey: commentKeys.all })
      return false
    },
  })
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className={buttonLink}>
          {label}
        </button>
      }
      title={title}
      description={description}
      keepLabel={m.comments_cancel()}
      confirmLabel={label}
      action={action}
      onCloseAutoFocus={
        refocus
          ? (event) => {
              if (action.busy || !document.contains(event.target as Node)) {
                event.preventDefault()
                document.getElementById('comments-title')?.focus()
              }
            }
          : undefined
      }
    />
  )
}

function ReportComment({ id, locale, onClose }: { id: number; locale: Locale; onClose: () => void }) {
  return (
    <ReportForm
      name={`comment-report-reason-${id}`}
      ariaLabel={m.comments_report_title()}
      className="border-line mt-3 rounded-lg border p-4"
      reasons={commentReportReasons.map((value) => ({ value, label: reportReasonName[value]() }))}
      initialReason="spam"
      noteRows={2}
      labels={{
        reason: m.comments_report_reason(),
        note: m.comments_report_note(),
        submit: m.comments_report_submit(),
        cancel: m.comments_cancel(),
        sent: m.comments_reported_toast(),
      }}
      fallback={m.moderation_action_failed()}
      send={(body) => reportCommentFn({ data: { locale, body: { commentId: id, ...body } } })}
      onClose={onClose}
    />
  )
}

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { RadioGroupField, TextareaField } from '@/components/form/field'
import { ConfirmDialog } from '@/components/form/confirm-dialog'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { buttonPrimary, buttonSecondary } from '@/components/ui/button-styles'
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

const linkButton = 'text-link text-sm font-medium underline disabled:opacity-60'

const reasonName: Record<(typeof commentReportReasons)[number], () => string> = {
  spam: m.moderation_reason_spam,
  offensive: m.moderation_reason_offensive,
  misleading: m.moderation_reason_misleading,
  copyright: m.moderation_reason_copyright,
  other: m.moderation_reason_other,
}

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
        <button type="button" className={linkButton} aria-expanded={open === 'reply'} onClick={() => toggle('reply')}>
          {m.comments_reply()}
        </button>
        {editable && (
          <button type="button" className={linkButton} aria-expanded={open === 'edit'} onClick={() => toggle('edit')}>
            {m.comments_edit()}
          </button>
        )}
        {own && <DeleteComment id={comment.id} locale={locale} />}
        {!own && !viewer.editor && (
          <button
            type="button"
            className={linkButton}
            aria-expanded={open === 'report'}
            onClick={() => toggle('report')}
          >
            {m.comments_report()}
          </button>
        )}
        {viewer.editor && !own && <HideComment id={comment.id} locale={locale} />}
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

function DeleteComment({ id, locale }: { id: number; locale: Locale }) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const action = useFormMutation<void, unknown, HTMLDivElement>({
    call: () => deleteCommentFn({ data: { locale, id } }),
    fallback: m.moderation_action_failed(),
    successToast: () => ({ kind: 'success', title: m.comments_deleted_toast() }),
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
        <button type="button" className={linkButton}>
          {m.comments_delete()}
        </button>
      }
      title={m.comments_delete_title()}
      description={m.comments_delete_body()}
      keepLabel={m.comments_cancel()}
      confirmLabel={m.comments_delete()}
      action={action}
      onCloseAutoFocus={(event) => {
        // The comment (and its button) may be gone: focus the section's heading instead.
        if (action.busy || !document.contains(event.target as Node)) {
          event.preventDefault()
          document.getElementById('comments-title')?.focus()
        }
      }}
    />
  )
}

function HideComment({ id, locale }: { id: number; locale: Locale }) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const action = useFormMutation<void, unknown, HTMLDivElement>({
    call: () => hideCommentFn({ data: { locale, body: { commentId: id } } }),
    fallback: m.moderation_action_failed(),
    successToast: () => ({ kind: 'success', title: m.comments_removed_toast() }),
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
        <button type="button" className={linkButton}>
          {m.comments_remove()}
        </button>
      }
      title={m.comments_remove_title()}
      description={m.comments_remove_body()}
      keepLabel={m.comments_cancel()}
      confirmLabel={m.comments_remove()}
      action={action}
    />
  )
}

function ReportComment({ id, locale, onClose }: { id: number; locale: Locale; onClose: () => void }) {
  const [reason, setReason] = useState<(typeof commentReportReasons)[number]>('spam')
  const [note, setNote] = useState('')
  const [sent, setSent] = useState(false)
  const { focusRoot, ...report } = useFormMutation<void, unknown, HTMLFormElement>({
    call: () => reportCommentFn({ data: { locale, body: { commentId: id, reason, note } } }),
    fallback: m.moderation_action_failed(),
    successToast: () => ({ kind: 'success', title: m.comments_reported_toast() }),
    onSuccess: () => {
      setSent(true)
      return false
    },
  })
  if (sent) return <p role="status">{m.comments_reported_toast()}</p>
  return (
    <form
      ref={focusRoot}
      noValidate
      aria-label={m.comments_report_title()}
      className="border-line mt-3 rounded-lg border p-4"
      onSubmit={(event) => {
        event.preventDefault()
        void report.submit()
      }}
    >
      {report.failure && !report.failure.fields && (
        <p role="alert" className="text-error mb-3">
          {report.failure.message}
        </p>
      )}
      <RadioGroupField
        name={`comment-report-reason-${id}`}
        legend={m.comments_report_reason()}
        value={reason}
        onChange={setReason}
        options={commentReportReasons.map((value) => ({ value, label: reasonName[value]() }))}
      />
      <TextareaField
        label={m.comments_report_note()}
        value={note}
        onChange={setNote}
        rows={2}
        error={report.fieldError('note')}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={`${buttonPrimary} sm:w-auto`} disabled={report.busy}>
          {m.comments_report_submit()}
        </button>
        <button type="button" className={`${buttonSecondary} sm:w-auto`} onClick={onClose}>
          {m.comments_cancel()}
        </button>
      </div>
    </form>
  )
}

import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { TextareaField } from '@/components/form/field'
import { SignedOutNotice } from '@/components/form/signed-out-notice'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { Alert } from '@/components/ui/alert'
import { buttonPrimary, buttonSecondary } from '@/components/ui/button-styles'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { createCommentFn, editCommentFn } from '../comments.functions'
import { commentKeys } from '../comments.queries'
import { COMMENT_MAX } from '../comments.schemas'

/**
 * Writes a comment, a reply (`parentId`) or an edit (`editing`): one text field, sent through the signed-in edge; a
 * public result reloads the thread, a waiting one the member's own waiting list.
 */
export function CommentForm({
  postId,
  locale,
  label,
  submitLabel,
  parentId = null,
  editing,
  onDone,
  onCancel,
}: {
  postId: number
  locale: Locale
  label: string
  submitLabel: string
  parentId?: number | null
  editing?: { id: number; body: string }
  onDone?: () => void
  onCancel?: () => void
}) {
  const queryClient = useQueryClient()
  const [body, setBody] = useState(editing?.body ?? '')
  const { focusRoot, ...send } = useFormMutation({
    call: (text: string) =>
      editing
        ? editCommentFn({ data: { locale, id: editing.id, body: { body: text } } }).then(() => 'approved' as const)
        : createCommentFn({ data: { locale, body: { postId, parentId, body: text } } }).then((r) => r.status),
    fallback: m.moderation_action_failed(),
    successToast: (status) => ({
      kind: 'success',
      title: editing
        ? m.comments_saved_toast()
        : status === 'pending'
          ? m.comments_review_toast()
          : m.comments_posted_toast(),
    }),
    onSuccess: async () => {
      setBody('')
      await queryClient.invalidateQueries({ queryKey: commentKeys.all })
      onDone?.()
    },
  })
  return (
    <form
      ref={focusRoot}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault()
        void send.submit(body)
      }}
    >
      <SignedOutNotice locale={locale} {...send.notice} />
      {send.failure && !send.failure.fields && <Alert kind="error">{send.failure.message}</Alert>}
      <TextareaField
        label={label}
        hint={m.comments_form_hint({ max: COMMENT_MAX })}
        value={body}
        onChange={setBody}
        rows={editing || parentId ? 3 : 4}
        maxLength={COMMENT_MAX}
        error={send.fieldError('body')}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={`${buttonPrimary} sm:w-auto`} disabled={send.busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={`${buttonSecondary} sm:w-auto`} onClick={onCancel}>
            {m.comments_cancel()}
          </button>
        )}
      </div>
    </form>
  )
}

import type { ReactNode } from 'react'
import { formatDate } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { PublicComment } from '../comments.schemas'
import { CommentText } from './comment-text'

/** One comment of the thread: who, when, the text (or why it is gone), and what the reader may do with it. */
export function CommentItem({
  comment,
  locale,
  tools,
  children,
}: {
  comment: PublicComment
  locale: Locale
  /** A signed-in reader's buttons (reply, edit, delete, report), loaded on first use. */
  tools?: ReactNode
  /** The replies, under the comment. */
  children?: ReactNode
}) {
  const headingId = `comment-${comment.id}-by`
  return (
    <article id={`comment-${comment.id}`} aria-labelledby={headingId} className="scroll-mt-20">
      {comment.state === 'shown' ? (
        <div className="flex gap-3">
          <img src={comment.author?.avatar} width={40} height={40} alt="" className="h-10 w-10 shrink-0 rounded-full" />
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span id={headingId} className="font-semibold">
                {comment.author?.name ?? '—'}
              </span>
              <time className="text-muted" dateTime={comment.createdAt}>
                {formatDate(comment.createdAt, locale, 'medium')}
              </time>
              {comment.editedAt && <span className="text-muted">({m.comments_edited()})</span>}
            </p>
            <CommentText text={comment.body ?? ''} />
            {tools}
          </div>
        </div>
      ) : (
        <p id={headingId} className="text-muted italic">
          {comment.state === 'deleted' ? m.comments_deleted() : m.comments_hidden()}
        </p>
      )}
      {children}
    </article>
  )
}

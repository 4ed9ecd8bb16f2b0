import { m } from '@/paraglide/messages'
import type { MyPost, PostStatus } from '../writing.schemas'

// How a post's status reads to its author (ADR 024, 052): the badge in the list and the editor, and the editor's word.

const statusLabel: Record<PostStatus, () => string> = {
  draft: () => m.writing_status_draft(),
  pending: () => m.moderation_status_pending(),
  published: () => m.writing_status_published(),
  unpublished: () => m.writing_status_unpublished(),
  rejected: () => m.moderation_status_rejected(),
  hidden: () => m.moderation_status_hidden(),
  withheld: () => m.moderation_status_withheld(),
}
const statusClass: Record<PostStatus, string> = {
  draft: 'bg-amber-100 text-amber-900',
  pending: 'bg-sky-100 text-sky-900',
  published: 'bg-green-100 text-green-900',
  unpublished: 'bg-neutral-200 text-neutral-800',
  rejected: 'bg-red-100 text-red-900',
  hidden: 'bg-red-100 text-red-900',
  withheld: 'bg-neutral-200 text-neutral-800',
}

export function StatusBadge({ status }: { status: PostStatus }) {
  return (
    <span className={`rounded px-2 py-0.5 text-sm font-medium ${statusClass[status]}`}>{statusLabel[status]()}</span>
  )
}

/** What an editor's decision means for the author, with the reason they gave; nothing for the author's own states. */
export function ModerationNote({
  post,
  className = '',
}: {
  post: Pick<MyPost, 'status' | 'moderationReason'>
  className?: string
}) {
  const text =
    post.status === 'pending'
      ? m.moderation_note_pending()
      : post.status === 'rejected'
        ? m.moderation_note_rejected({ reason: post.moderationReason ?? '' })
        : post.status === 'hidden'
          ? m.moderation_note_hidden({ reason: post.moderationReason ?? '' })
          : null
  return text ? <p className={`text-muted text-sm ${className}`}>{text}</p> : null
}

import { z } from 'zod'
import { locales, type Locale } from '@/lib/i18n/locales'
import { integerParam } from '@/lib/integer-param'
import { hasVisibleText } from '@/lib/text-check'
import { plainText } from '@/lib/validation'
import { m } from '@/paraglide/messages'

// Comments on posts (ADR 059). Client-safe: input schemas and the shapes the list and the forms read.

export const COMMENT_MAX = 2000
export const NOTE_MAX = 500
/** Top-level comments per page (each with all its replies). */
export const COMMENTS_PAGE = 20

export const commentReportReasons = ['spam', 'offensive', 'misleading', 'copyright', 'other'] as const

/** A row id as PostgreSQL stores it (int4). */
export const commentId = z.int().min(1).max(2_147_483_647)
export const commentIdParam = integerParam(commentId)
export const commentIdParams = z.object({ id: commentIdParam })

export function commentSchemas(locale: Locale) {
  const required = () => m.comments_field_body_required({}, { locale })
  const body = z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .refine(hasVisibleText, { error: required })
    .max(COMMENT_MAX, { error: () => m.comments_field_too_long({ max: COMMENT_MAX }, { locale }) })
    .refine(...plainText({ multiline: true }))
  return {
    /** A new comment; `parentId` makes it a reply (a reply to a reply joins the top-level comment). */
    create: z.strictObject({ postId: commentId, parentId: commentId.nullable().default(null), body }),
    edit: z.strictObject({ body }),
    report: z.strictObject({
      commentId,
      reason: z.enum(commentReportReasons, { error: () => m.comments_field_report_reason({}, { locale }) }),
      note: z
        .string()
        .trim()
        .max(NOTE_MAX, { error: () => m.comments_field_too_long({ max: NOTE_MAX }, { locale }) })
        .refine(...plainText({ multiline: true }))
        .default(''),
    }),
  }
}
type Schemas = ReturnType<typeof commentSchemas>
export type CreateCommentInput = z.output<Schemas['create']>
export type EditCommentInput = z.output<Schemas['edit']>
export type ReportCommentInput = z.output<Schemas['report']>

/** The public list: a post and a page (the last top-level comment id of the page before). */
export const commentListInput = z.object({
  postId: commentId,
  cursor: commentId.optional(),
})
export type CommentListInput = z.output<typeof commentListInput>

export const localizedEdit = z.object({ locale: z.enum(locales), id: commentId })

export interface CommentAuthor {
  name: string
  username: string
  avatar: string
}

/**
 * One comment as the public sees it. A deleted or hidden comment kept for its replies has `body: null`, no author
 * and `state` saying why.
 */
export interface PublicComment {
  id: number
  parentId: number | null
  state: 'shown' | 'deleted' | 'hidden'
  body: string | null
  author: CommentAuthor | null
  createdAt: string
  editedAt: string | null
}

export interface CommentThread extends PublicComment {
  replies: PublicComment[]
}

export interface CommentPage {
  items: CommentThread[]
  nextCursor: number | null
  /** Approved, undeleted comments and replies of the post. */
  total: number
  /** How long after posting its author may edit a comment (the form shows "Edit" only then). */
  editMinutes: number
}

/** A member's own comment that waits for review: shown to them only, under the thread it joins. */
export interface PendingComment {
  id: number
  parentId: number | null
  body: string
  createdAt: string
}

/** What a create answers: the comment, and whether it waits for an editor. */
export interface CreatedComment {
  comment: PublicComment
  status: 'approved' | 'pending'
}

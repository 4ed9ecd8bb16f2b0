import { z } from 'zod'
import type { Locale } from '@/lib/i18n/locales'
import { commentId, type commentReportReasons } from './comments.schemas'

// The editors' side of comments (ADR 059): decisions' input and the queue's shape. Client-safe.

export const commentDecision = z.strictObject({ commentId })
export const commentReportDecision = z.strictObject({ reportId: commentId })

interface QueuedPost {
  slug: string
  lang: Locale
  title: string
}

export interface PendingCommentItem {
  id: number
  body: string
  createdAt: string
  author: { name: string; username: string }
  post: QueuedPost
}

export interface CommentReportItem {
  id: number
  reason: (typeof commentReportReasons)[number]
  note: string
  createdAt: string
  reporter: { name: string; username: string }
  comment: { id: number; body: string; public: boolean; author: { name: string; username: string } | null }
  post: QueuedPost
}

export interface CommentQueue {
  pending: PendingCommentItem[]
  reports: CommentReportItem[]
}

import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/lib/i18n/locales'
import { commentQueueFn, commentsFn, myPendingCommentsFn } from './comments.functions'

export const commentKeys = {
  all: ['comments'] as const,
  thread: (postId: number) => ['comments', 'thread', postId] as const,
  page: (postId: number, cursor: number | undefined) => ['comments', 'thread', postId, cursor ?? 0] as const,
  pending: (postId: number) => ['comments', 'pending', postId] as const,
  queue: ['comments', 'queue'] as const,
}

/** One page of a post's public thread (the first page warms the post page's loader, so it is in the HTML). */
export const commentsQuery = (postId: number, cursor?: number) =>
  queryOptions({
    queryKey: commentKeys.page(postId, cursor),
    queryFn: () => commentsFn({ data: { postId, cursor } }),
  })

/** The signed-in member's own comments on the post that wait for review (client-side only). */
export const myPendingCommentsQuery = (postId: number) =>
  queryOptions({
    queryKey: commentKeys.pending(postId),
    queryFn: () => myPendingCommentsFn({ data: { postId } }),
  })

export const commentQueueQuery = (locale: Locale) =>
  queryOptions({ queryKey: commentKeys.queue, queryFn: () => commentQueueFn({ data: { locale } }) })

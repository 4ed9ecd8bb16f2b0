import { lazy, Suspense, useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useHydrated } from '@/components/form/use-hydrated'
import { buttonSecondary } from '@/components/ui/button-styles'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { commentsQuery } from '../comments.queries'
import type { CommentThread } from '../comments.schemas'
import { CommentItem } from './comment-item'

// Loaded for signed-in readers only (ADR 028): an anonymous reader's cached page carries no form code and no zod.
const NewComment = lazy(() => import('./comment-tools').then((module) => ({ default: module.NewComment })))
const CommentActions = lazy(() => import('./comment-tools').then((module) => ({ default: module.CommentActions })))

/** Who reads: null for an anonymous reader (the page they get is the cached one). */
export interface Viewer {
  username: string
  /** An editor with two-factor sign-in (the route decides): may hide any comment. */
  editor: boolean
}

interface Props {
  postId: number
  postSlug: string
  locale: Locale
  viewer: Viewer | null
}

/**
 * Under a post (ADR 059): the approved comments oldest first, each with its replies, 20 at a time with "show more";
 * the count; the form for a signed-in member with their comments waiting for review, or "Sign in to comment". The
 * first page comes with the page's HTML (the loader warms it), so the cached page shows the comments.
 */
export function CommentsSection({ postId, postSlug, locale, viewer }: Props) {
  const { data: first } = useSuspenseQuery(commentsQuery(postId))
  const [more, setMore] = useState<number[]>([])
  // The signed-in tools render once the page is interactive: a form in the server HTML would take typing it then loses.
  const hydrated = useHydrated()
  const active = hydrated ? viewer : null
  const signIn = `/${locale}/auth/login?redirect=${encodeURIComponent(`/${locale}/blog/posts/${postSlug}`)}`
  return (
    <section id="comments" aria-labelledby="comments-title" className="border-line mt-10 border-t pt-6">
      <h2 id="comments-title" tabIndex={-1} className="text-2xl font-bold">
        {m.comments_title()}
      </h2>
      <p className="text-muted mt-1 text-sm">
        {first.total === 0 ? m.comments_none() : m.comments_count({ count: first.total })}
      </p>
      <Page items={first.items} {...{ postId, locale }} viewer={active} editMinutes={first.editMinutes} />
      {more.map((cursor) => (
        <Suspense key={cursor} fallback={<p className="text-muted mt-4">{m.comments_loading()}</p>}>
          <MorePage cursor={cursor} {...{ postId, locale }} viewer={active} />
        </Suspense>
      ))}
      <ShowMore postId={postId} cursors={[undefined, ...more]} onMore={(next) => setMore([...more, next])} />
      <div className="mt-8">
        {viewer ? (
          active && (
            <Suspense fallback={<p className="text-muted">{m.comments_loading()}</p>}>
              <NewComment postId={postId} locale={locale} />
            </Suspense>
          )
        ) : (
          <a href={signIn} className="font-semibold">
            {m.comments_sign_in()}
          </a>
        )}
      </div>
    </section>
  )
}

function MorePage({ postId, cursor, locale, viewer }: Omit<Props, 'postSlug'> & { cursor: number }) {
  const { data } = useSuspenseQuery(commentsQuery(postId, cursor))
  return <Page items={data.items} {...{ postId, locale, viewer }} editMinutes={data.editMinutes} />
}

/** "Show more" under the last page loaded, while there is a next one. */
function ShowMore({
  postId,
  cursors,
  onMore,
}: {
  postId: number
  cursors: Array<number | undefined>
  onMore: (next: number) => void
}) {
  const { data } = useSuspenseQuery(commentsQuery(postId, cursors.at(-1)))
  if (data.nextCursor === null) return null
  const next = data.nextCursor
  return (
    <button type="button" className={`${buttonSecondary} mt-6 sm:w-auto`} onClick={() => onMore(next)}>
      {m.comments_show_more()}
    </button>
  )
}

function Page({
  items,
  postId,
  locale,
  viewer,
  editMinutes,
}: Omit<Props, 'postSlug'> & { items: CommentThread[]; editMinutes: number }) {
  if (items.length === 0) return null
  const tools = (comment: CommentThread | CommentThread['replies'][number]) =>
    viewer && comment.state === 'shown' ? (
      <Suspense fallback={null}>
        <CommentActions
          comment={comment}
          postId={postId}
          locale={locale}
          viewer={viewer}
          editMinutes={editMinutes}
          replyTo={comment.parentId ?? comment.id}
        />
      </Suspense>
    ) : undefined
  return (
    <ol className="mt-6 space-y-6">
      {items.map((thread) => (
        <li key={thread.id}>
          <CommentItem comment={thread} locale={locale} tools={tools(thread)}>
            {thread.replies.length > 0 && (
              <ol className="border-line mt-4 ml-5 space-y-4 border-l-2 pl-4 sm:ml-12">
                {thread.replies.map((reply) => (
                  <li key={reply.id}>
                    <CommentItem comment={reply} locale={locale} tools={tools(reply)} />
                  </li>
                ))}
              </ol>
            )}
          </CommentItem>
        </li>
      ))}
    </ol>
  )
}

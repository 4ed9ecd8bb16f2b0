import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { ConfirmDialog } from '@/components/form/confirm-dialog'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { useHydrated } from '@/components/form/use-hydrated'
import { buttonPrimary } from '@/components/ui/button-styles'
import { notify } from '@/components/ui/toast'
import { formatDate } from '@/lib/format'
import { localeNames, type Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { deleteMyPostFn, updateMyPostFn } from '../writing.functions'
import { myPostsQuery, writingKeys } from '../writing.queries'
import type { MyPost } from '../writing.schemas'
import { ModerationNote, StatusBadge } from './post-status'
import { HeadedSection } from '@/components/layout/page-heading'

const smallButton =
  'border-line text-ink hover:bg-surface inline-flex items-center rounded-md border bg-page px-3 py-1.5 text-sm font-medium no-underline disabled:opacity-60'

const NEW_POST_LINK = 'new-post-link'

/** /{lang}/profile/blog: the member's posts in every status and language, with their actions. */
export function MyPostsPage({ locale, userId }: { locale: Locale; userId: string }) {
  const { data: items } = useSuspenseQuery(myPostsQuery(userId))
  return (
    <HeadedSection
      id="my-posts-title"
      title={m.writing_my_posts_title()}
      intro={m.writing_my_posts_description()}
      action={
        <Link
          id={NEW_POST_LINK}
          to="/$lang/profile/blog/create"
          params={{ lang: locale }}
          className={`${buttonPrimary} w-auto no-underline`}
        >
          {m.writing_new_post()}
        </Link>
      }
    >
      {items.length === 0 ? (
        <p className="border-line rounded-md border p-6 text-muted">{m.writing_empty()}</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-muted">{m.writing_posts_count({ count: items.length })}</p>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left">
              <thead>
                <tr className="border-line border-b text-sm text-muted">
                  {[
                    m.writing_col_title(),
                    m.writing_col_language(),
                    m.writing_col_status(),
                    m.writing_col_updated(),
                    m.writing_col_published(),
                  ].map((label) => (
                    <th key={label} scope="col" className="py-2 pr-4 font-medium">
                      {label}
                    </th>
                  ))}
                  <th scope="col" className="py-2 font-medium">
                    {m.writing_col_actions()}
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((post) => (
                  <PostRow key={post.id} post={post} locale={locale} userId={userId} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </HeadedSection>
  )
}

function PostRow({ post, locale, userId }: { post: MyPost; locale: Locale; userId: string }) {
  const queryClient = useQueryClient()
  const hydrated = useHydrated()
  const row = useRef<HTMLTableRowElement>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: writingKeys.mine(userId) })
  const refocus = useRef(false)
  // A deleted row takes its buttons along: focus goes to the next post's (else the previous one's) first action, or
  // to "Write a post" when none is left.
  const onDeleted = async (gone: boolean) => {
    const neighbour = row.current?.nextElementSibling ?? row.current?.previousElementSibling
    await refresh()
    if (!gone) return
    const target = neighbour?.isConnected ? neighbour.querySelector<HTMLElement>('a') : null
    ;(target ?? document.getElementById(NEW_POST_LINK))?.focus()
  }

  const statusChange = useFormMutation<'published' | 'unpublished', MyPost, HTMLTableRowElement>({
    call: (status) => updateMyPostFn({ data: { locale, id: post.id, body: { status } } }),
    fallback: m.writing_action_failed(),
    signedOutNotice: false,
    successToast: (saved, status) => ({
      kind: 'success',
      title:
        saved.status === 'pending'
          ? m.moderation_sent_for_review_toast()
          : status === 'published'
            ? m.writing_published_toast()
            : m.writing_unpublished_toast(),
    }),
    onSuccess: async () => {
      await refresh()
      return false // the row's new status button takes focus (above)
    },
    onFailure: async (failure) => {
      // The row has no room for a message: what publishing still needs is told in a toast, and the list read again.
      const detail = Object.values(failure.fields ?? {})[0]
      notify({ kind: 'error', title: failure.message, description: detail })
      await refresh().catch(() => {})
      return { show: 'none' }
    },
  })
  const busy = statusChange.busy
  // The pressed button is disabled while it works, then replaced (Publish ⇄ Unpublish): focus goes to the row's new
  // status button instead of falling to <body>. Checked again when the new status renders after the busy flag.
  useEffect(() => {
    if (busy || !refocus.current) return
    if (!document.activeElement || document.activeElement === document.body) {
      row.current?.querySelector<HTMLElement>('[data-status-action]')?.focus()
    }
  }, [busy, post.status])
  function setStatus(status: 'published' | 'unpublished') {
    refocus.current = true
    void statusChange.submit(status)
  }

  return (
    <tr ref={row} className="border-line border-b align-top">
      <td className="min-w-48 py-3 pr-4 wrap-anywhere">
        <span className="text-ink font-medium" lang={post.lang}>
          {post.title}
        </span>
        <span className="block text-sm text-muted">/{post.slug}</span>
      </td>
      <td className="py-3 pr-4">{localeNames[post.lang]}</td>
      <td className="py-3 pr-4">
        <StatusBadge status={post.status} />
        <ModerationNote post={post} className="mt-1 max-w-56 wrap-anywhere" />
      </td>
      <td className="py-3 pr-4 text-sm">
        <time dateTime={post.updatedAt}>{formatDate(post.updatedAt, locale, 'medium')}</time>
      </td>
      <td className="py-3 pr-4 text-sm">
        {post.publishedAt ? (
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale, 'medium')}</time>
        ) : (
          '—'
        )}
      </td>
      <td className="py-3">
        <div className="flex flex-wrap gap-2">
          <Link
            to="/$lang/profile/blog/$id"
            params={{ lang: locale, id: String(post.id) }}
            className={smallButton}
            aria-label={m.writing_action_edit_named({ title: post.title })}
          >
            {m.writing_action_edit()}
          </Link>
          {post.status === 'published' ? (
            <>
              <Link
                to="/$lang/blog/posts/$slug"
                params={{ lang: locale, slug: post.slug }}
                className={smallButton}
                aria-label={m.writing_action_view_named({ title: post.title })}
              >
                {m.writing_action_view()}
              </Link>
              <button
                type="button"
                className={smallButton}
                disabled={!hydrated || busy}
                data-status-action
                aria-label={m.writing_action_unpublish_named({ title: post.title })}
                onClick={() => setStatus('unpublished')}
              >
                {m.writing_action_unpublish()}
              </button>
            </>
          ) : post.status === 'pending' ? null : (
            <button
              type="button"
              className={smallButton}
              disabled={!hydrated || busy}
              data-status-action
              aria-label={m.writing_action_publish_named({ title: post.title })}
              onClick={() => setStatus('published')}
            >
              {m.writing_action_publish()}
            </button>
          )}
          <DeleteButton post={post} locale={locale} disabled={!hydrated || busy} onDeleted={onDeleted} />
        </div>
      </td>
    </tr>
  )
}

function DeleteButton({
  post,
  locale,
  disabled,
  onDeleted,
}: {
  post: MyPost
  locale: Locale
  disabled: boolean
  /** `gone`: the post was deleted (else the refusal was told and the list is refreshed). */
  onDeleted: (gone: boolean) => Promise<void>
}) {
  const [open, setOpen] = useState(false)
  const gone = useRef(false)
  const deletion = useFormMutation<void, unknown, HTMLDivElement>({
    call: () => deleteMyPostFn({ data: { locale, id: post.id } }),
    fallback: m.writing_action_failed(),
    signedOutNotice: false,
    successToast: () => ({ kind: 'success', title: m.writing_deleted_toast() }),
    onSuccess: async () => {
      gone.current = true
      setOpen(false)
      await onDeleted(true)
      return false
    },
    onFailure: async () => {
      // Refused (deleted or changed meanwhile): the list is read again and the refusal told.
      setOpen(false)
      await onDeleted(false).catch(() => {})
      return { show: 'toast' }
    },
  })
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button
          type="button"
          className={`${smallButton} text-error`}
          disabled={disabled}
          aria-label={m.writing_action_delete_named({ title: post.title })}
        >
          {m.writing_action_delete()}
        </button>
      }
      title={m.writing_delete_confirm_title()}
      description={m.writing_delete_confirm_text({ title: post.title })}
      keepLabel={m.writing_delete_cancel()}
      confirmLabel={m.writing_action_delete()}
      action={deletion}
      onCloseAutoFocus={(event) => {
        // The button went with the post: the row's neighbour takes focus (onDeleted).
        if (gone.current) event.preventDefault()
      }}
    />
  )
}

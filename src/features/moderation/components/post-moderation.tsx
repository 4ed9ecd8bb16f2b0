import { lazy, Suspense, useState } from 'react'
import { useHydrated } from '@/components/form/use-hydrated'
import { buttonLink } from '@/components/ui/button-styles'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'

// Loaded on first use (ADR 028): the post page's first load carries no form code and no zod.
const PostModerationForm = lazy(() => import('./post-moderation-form'))

/**
 * Under a post, for a signed-in reader: "Report this post" (ADR 052); an editor with two-factor sign-in gets "Hide
 * this post" instead, which takes it down at once with a reason for the author.
 */
export function PostModeration({
  postId,
  title,
  locale,
  editor,
}: {
  postId: number
  title: string
  locale: Locale
  /** An editor with two-factor sign-in (the route decides; ADR 043, 044). */
  editor: boolean
}) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  return (
    <div className="mt-6">
      {open ? (
        <Suspense fallback={<p className="text-muted text-sm">{m.moderation_loading()}</p>}>
          <PostModerationForm
            postId={postId}
            title={title}
            locale={locale}
            editor={editor}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : (
        <button type="button" className={buttonLink} disabled={!hydrated} onClick={() => setOpen(true)}>
          {editor ? m.moderation_hide_post() : m.moderation_report_post()}
        </button>
      )}
    </div>
  )
}

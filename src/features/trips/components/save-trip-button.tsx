import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useHydrated } from '@/components/form/use-hydrated'
import { notify } from '@/components/ui/toast'
import type { Locale } from '@/lib/i18n/locales'
import { isSignedOut } from '@/lib/signed-out'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import { savedKeys, savedTripIdsQuery } from '../saved-trips.queries'

// The save toggle on trip cards and the trip page (ADR 058). Those pages come from the page cache, the same HTML for
// everyone: the button renders unpressed, and a signed-in member's saved state comes after hydration from one small
// read. The calls themselves load on first use.

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 4.5 6.8 4.5c2.2 0 3.6 1.2 4.3 2.4h1.8c.7-1.2 2.1-2.4 4.3-2.4 3.8 0 5.9 4.1 4.4 7.4C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export function SaveTripButton({ tripId, title, locale }: { tripId: number; title: string; locale: Locale }) {
  // Not strict: the card also renders outside the localized routes (a render test, a preview); no user there.
  const { user } = useRouteContext({ strict: false }) as { user?: unknown }
  const hydrated = useHydrated()
  const signedIn = hydrated && !!user
  const queryClient = useQueryClient()
  const ids = useQuery({ ...savedTripIdsQuery(), enabled: signedIn })
  const saved = signedIn && (ids.data?.includes(tripId) ?? false)
  const [askSignIn, setAskSignIn] = useState(false)
  const noticeId = useId()

  const toggle = useMutation({
    mutationFn: async (save: boolean) => {
      const calls = await import('../saved-trips.functions')
      const data = { tripId, locale }
      await (save ? calls.saveTripFn({ data }) : calls.unsaveTripFn({ data }))
    },
    onMutate: async (save) => {
      await queryClient.cancelQueries({ queryKey: savedKeys.ids })
      const before = queryClient.getQueryData<number[]>(savedKeys.ids)
      const others = (before ?? []).filter((id) => id !== tripId)
      queryClient.setQueryData<number[]>(savedKeys.ids, save ? [...others, tripId] : others)
      return { before }
    },
    onError: (error, _save, context) => {
      queryClient.setQueryData(savedKeys.ids, context?.before)
      if (isSignedOut(error)) setAskSignIn(true)
      else notify({ kind: 'error', title: m.saved_error() })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.all }),
  })

  const here = typeof window === 'undefined' ? withTrailingSlash(`/${locale}/trips`) : window.location.pathname
  const signInHref = `${withTrailingSlash(`/${locale}/auth/login`)}?redirect=${encodeURIComponent(here)}`

  return (
    <div className="relative z-10 flex flex-col items-start gap-1">
      <button
        type="button"
        aria-pressed={saved}
        // A label, not hidden text: the trip's title stays the card's only text of it (finding a trip by its name).
        aria-label={m.saved_button_label({ trip: title })}
        aria-describedby={askSignIn ? noticeId : undefined}
        onClick={() => (signedIn ? toggle.mutate(!saved) : setAskSignIn((v) => !v))}
        className="border-line text-ink bg-page hover:bg-surface inline-flex min-h-11 items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 aria-pressed:border-red-700 aria-pressed:text-red-800 dark:aria-pressed:text-red-300"
      >
        <HeartIcon filled={saved} />
        <span>{saved ? m.saved_button_saved() : m.saved_button_save()}</span>
      </button>
      {askSignIn && !signedIn && (
        <p id={noticeId} role="status" className="text-muted text-sm">
          {m.saved_signin_needed()}{' '}
          <a href={signInHref} className="font-semibold">
            {m.saved_signin_link()}
          </a>
        </p>
      )}
    </div>
  )
}

import { useCallback, useEffect, useId, useRef, useState, type Ref } from 'react'
import { useFocusOnRender } from '@/components/form/use-focus-error'
import { buttonSecondary } from '@/components/ui/button-styles'
import type { Locale } from '@/lib/i18n/locales'
import { isSignedOut } from '@/lib/signed-out'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

/**
 * Runs `retry` when the member comes back to this tab (focus, or the tab shown again) while `active`: after signing in
 * again in the other tab, the save goes through without a click.
 */
export function useRetryWhenBack(active: boolean, retry: () => void) {
  const latest = useRef(retry)
  useEffect(() => {
    latest.current = retry
  })
  useEffect(() => {
    if (!active) return
    const onBack = () => {
      if (document.visibilityState === 'visible') latest.current()
    }
    window.addEventListener('focus', onBack)
    document.addEventListener('visibilitychange', onBack)
    return () => {
      window.removeEventListener('focus', onBack)
      document.removeEventListener('visibilitychange', onBack)
    }
  }, [active])
}

/**
 * A form's signed-out state for `SignedOutNotice`: `caught(error)` is true for a 401 (the form then shows the notice
 * instead of its error message and keeps what was entered), and moves focus to the notice, since the member pressed
 * the button that met it. `clear()` after a save that went through.
 */
export function useSignedOut() {
  const [state, setState] = useState<'in' | 'out' | 'still'>('in')
  const { ref, request: focusNotice } = useFocusOnRender<HTMLDivElement>()
  const caught = useCallback(
    (error: unknown) => {
      if (!isSignedOut(error)) return false
      setState((current) => (current === 'in' ? 'out' : 'still'))
      focusNotice()
      return true
    },
    [focusNotice],
  )
  const clear = useCallback(() => setState('in'), [])
  const signedOut = state !== 'in'
  const stillSignedOut = state === 'still'
  /** SignedOutNotice's props, for a notice inside the form ("Try again" sends the form again). */
  const noticeProps = (busy: boolean) => ({ ref, signedOut, stillSignedOut, busy })
  return { signedOut, caught, clear, noticeProps }
}

/**
 * The sign-in page in the member's language, coming back to this page afterwards. Without its query: a step the query
 * opens (the trip page's `?book=1`) would start a second booking in the new tab.
 */
function signInHref(locale: Locale): string {
  const here = typeof window === 'undefined' ? `/${locale}/profile` : window.location.pathname
  return `/${locale}/auth/login?redirect=${encodeURIComponent(here)}`
}

/**
 * Said when a save answered 401 (ADR 011, ADR 024): the member was signed out, what they entered is still in the form,
 * and they can sign in again in a new tab without leaving this page (which would lose the input), then try again.
 * The live region is always rendered, empty until the session ends, so the text is announced when it appears; it has
 * no role=alert, so forms looking for their error message (useFocusError) never pick the empty region. The container
 * takes focus (tabindex=-1) when a button the member pressed met the signed-out answer.
 */
export function SignedOutNotice({
  locale,
  signedOut,
  stillSignedOut = false,
  autosaves = false,
  busy = false,
  onRetry,
  ref,
}: {
  /** The page's language (the current locale when not given). */
  locale?: Locale
  signedOut: boolean
  /** "Try again" met a 401 again. */
  stillSignedOut?: boolean
  /** The form saves by itself once the session is back (the post editor). */
  autosaves?: boolean
  busy?: boolean
  /** "Try again"; without it, the button sends the form the notice is in again. */
  onRetry?: () => void
  ref?: Ref<HTMLDivElement>
}) {
  const titleId = useId()
  return (
    <div
      ref={ref}
      tabIndex={signedOut ? -1 : undefined}
      role={signedOut ? 'region' : undefined}
      aria-labelledby={signedOut ? titleId : undefined}
      data-testid="signed-out-notice"
      className={signedOut ? 'mb-4 rounded-md border border-amber-700 bg-amber-50 p-4 text-amber-950' : undefined}
    >
      <div aria-live="assertive" aria-atomic="true" data-testid="signed-out-message">
        {signedOut && (
          <>
            <p id={titleId} className="font-semibold">
              {m.session_ended_title()}
            </p>
            <p className="mt-1">{autosaves ? m.session_ended_autosave_body() : m.session_ended_body()}</p>
            {stillSignedOut && <p className="mt-1 font-medium">{m.session_ended_still()}</p>}
          </>
        )}
      </div>
      {signedOut && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <a
            href={signInHref(locale ?? getLocale())}
            target="_blank"
            rel="noopener"
            className={`${buttonSecondary} w-auto`}
          >
            {m.session_ended_sign_in()}
          </a>
          <button
            type="button"
            className={`${buttonSecondary} w-auto`}
            disabled={busy}
            onClick={(event) => (onRetry ? onRetry() : event.currentTarget.form?.requestSubmit())}
          >
            {m.session_ended_retry()}
          </button>
        </div>
      )}
    </div>
  )
}

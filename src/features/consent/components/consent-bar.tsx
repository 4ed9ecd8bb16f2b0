import { Link } from '@tanstack/react-router'
import { useHydrated } from '@/components/form/use-hydrated'
import { m } from '@/paraglide/messages'
import { acceptAll, decline } from '../consent.state'
import { useConsent } from '../consent-context'

// Phones get a compact bar (ADR 061): with the one-row header it leaves most of the first screen to the page.
const button =
  'disabled:cursor-wait disabled:opacity-70 inline-flex items-center justify-center rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 sm:px-4 sm:py-2'

/** Spec §2 bar: title, description, accept / decline (when enabled) / manage cookies. Server-rendered. */
export function ConsentBar() {
  const { config, ids, commit, openSettings, locale } = useConsent()
  // Server-rendered: until React handles the buttons a click would do nothing, and the visitor would think it counted.
  const hydrated = useHydrated()
  // The bar goes away with the pressed button: focus goes to the main content, not to <body> (ADR 041).
  const decide = (next: Parameters<typeof commit>[0]) => {
    commit(next)
    document.getElementById('main')?.focus({ preventScroll: true })
  }
  const position = config.barPosition === 'top' ? 'top-0' : 'bottom-0'
  return (
    <section
      aria-labelledby="consent-bar-title"
      aria-describedby="consent-bar-description"
      className={`border-line bg-page fixed inset-x-0 ${position} z-40 border-t shadow-lg`}
      data-testid="consent-bar"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3 sm:flex-row sm:gap-3 sm:py-4 sm:items-end sm:justify-between sm:px-6">
        <div className="max-w-2xl">
          <h2 id="consent-bar-title" className="text-sm font-bold sm:text-base">
            {m.consent_banner_title()}
          </h2>
          <p id="consent-bar-description" className="text-muted mt-1 text-xs sm:text-sm">
            {m.consent_banner_description()}{' '}
            <Link to="/$lang/$" params={{ lang: locale, _splat: 'cookies' }} className="underline">
              {m.consent_link_cookie_policy()}
            </Link>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={`${button} bg-accent text-accent-ink`}
            disabled={!hydrated}
            onClick={() => decide(acceptAll(ids))}
          >
            {m.consent_accept()}
          </button>
          {config.showDecline && (
            <button
              type="button"
              className={`${button} border-line border`}
              disabled={!hydrated}
              onClick={() => decide(decline(ids))}
            >
              {m.consent_decline()}
            </button>
          )}
          <button type="button" className={`${button} border-line border`} disabled={!hydrated} onClick={openSettings}>
            {m.consent_manage_cookies()}
          </button>
        </div>
      </div>
    </section>
  )
}

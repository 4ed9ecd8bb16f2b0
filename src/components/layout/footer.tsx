import { Link } from '@tanstack/react-router'
import { useHydrated } from '@/components/form/use-hydrated'
import { useToday } from '@/lib/clock'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'

export function Footer({ locale, onCookieSettings }: { locale: Locale; onCookieSettings?: () => void }) {
  const today = useToday()
  // Server-rendered: until React handles the button a click would do nothing (ADR 013, as the consent bar's).
  const hydrated = useHydrated()
  const pages = [
    { slug: 'about', label: m.footer_about() },
    { slug: 'privacy', label: m.footer_privacy() },
    { slug: 'cookies', label: m.footer_cookies() },
    { slug: 'terms', label: m.footer_terms() },
  ]
  return (
    <footer className="border-line bg-surface mt-16 border-t">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div>
          <p className="font-bold">{m.site_name()}</p>
          <p className="text-muted mt-1 max-w-sm text-sm">{m.site_tagline()}</p>
        </div>
        <nav aria-label={m.footer_nav_label()}>
          {/* In two equal columns a long word (ru "конфиденциальности") spilled out of its column and off a phone's
              screen: phones let the links flow and wrap, wider screens size the two columns by their content. */}
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm sm:grid sm:grid-cols-[repeat(2,auto)] sm:gap-x-8">
            {pages.map((page) => (
              <li key={page.slug}>
                <Link to="/$lang/$" params={{ lang: locale, _splat: page.slug }}>
                  {page.label}
                </Link>
              </li>
            ))}
            {onCookieSettings && (
              <li>
                <button
                  type="button"
                  onClick={onCookieSettings}
                  disabled={!hydrated}
                  className="text-link underline disabled:cursor-wait disabled:opacity-70"
                >
                  {m.consent_open_settings()}
                </button>
              </li>
            )}
          </ul>
        </nav>
      </div>
      {/* Room below the last line for the floating cookie button (fixed bottom-left, ~58 px high with its offset):
          with less, the end of the page could not be scrolled out from under it. */}
      <p className="text-muted mx-auto max-w-6xl px-4 pb-20 text-xs sm:px-6">
        {m.footer_copyright({ year: Number(today.slice(0, 4)) })}
      </p>
    </footer>
  )
}

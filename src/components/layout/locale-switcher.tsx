import { useLocation, useRouter } from '@tanstack/react-router'
import { localeNames, localeTags, locales, type Locale } from '@/lib/i18n/locales'
import { rememberLocale } from '@/lib/i18n/client-locale'
import { swapLocale } from '@/lib/seo'
import { m } from '@/paraglide/messages'

/** Keeps the current page and its query; remembers the choice in the locale cookie. */
export function LocaleSwitcher({ current }: { current: Locale }) {
  const location = useLocation()
  const router = useRouter()
  return (
    <nav aria-label={m.locale_switcher_label()}>
      <ul className="flex items-center gap-1 text-sm">
        {locales.map((locale) => {
          const href = `${swapLocale(location.pathname, locale)}${location.searchStr}`
          const active = locale === current
          return (
            <li key={locale}>
              <a
                href={href}
                hrefLang={localeTags[locale]}
                lang={locale}
                aria-current={active ? 'true' : undefined}
                title={localeNames[locale]}
                className={`rounded px-2 py-1 font-medium uppercase no-underline ${active ? 'bg-accent text-accent-ink' : 'text-ink hover:bg-surface'}`}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
                  event.preventDefault()
                  void rememberLocale(locale)
                  void router.navigate({ href })
                }}
              >
                <span aria-hidden="true">{locale}</span>
                <span className="sr-only">{localeNames[locale]}</span>
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

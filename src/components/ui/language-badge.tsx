import { languageName } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'

/** ADR 006: content in another language than the page's says so, visibly and in markup (blog, search). */
export function LanguageBadge({ lang, locale }: { lang: Locale; locale: Locale }) {
  if (lang === locale) return null
  const label = m.blog_written_in({ language: languageName(lang, locale) })
  return (
    <span className="border-line rounded border px-1.5 py-0.5 text-xs font-semibold uppercase">
      <abbr title={label} className="no-underline">
        {lang}
      </abbr>
      <span className="sr-only"> ({label})</span>
    </span>
  )
}

import { localeTags, type Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'

function languageName(lang: Locale, inLocale: Locale): string {
  try {
    return new Intl.DisplayNames([localeTags[inLocale]], { type: 'language' }).of(lang) ?? lang
  } catch {
    return lang
  }
}

/** ADR 006: content in another language than the page's says so, visibly and in markup (blog, search). */
export function LanguageBadge({ lang, locale }: { lang: Locale; locale: Locale }) {
  if (lang === locale) return null
  return (
    <span className="border-line rounded border px-1.5 py-0.5 text-xs font-semibold uppercase">
      <abbr title={m.blog_written_in({ language: languageName(lang, locale) })} className="no-underline">
        {lang}
      </abbr>
      <span className="sr-only"> ({m.blog_written_in({ language: languageName(lang, locale) })})</span>
    </span>
  )
}

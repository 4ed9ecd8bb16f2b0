import { Hero } from '@/components/layout/hero'
import { formatDate } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import type { ContentPage } from '../content.schemas'

const WORDS_PER_MINUTE = 200

export function ContentPageView({ page, locale }: { page: ContentPage; locale: Locale }) {
  const minutes = Math.max(1, Math.round(page.words / WORDS_PER_MINUTE))
  const updated = page.updated ? formatDate(page.updated, locale) : null
  return (
    <main id="main" tabIndex={-1}>
      <Hero
        title={page.title}
        description={page.description}
        breadcrumbs={[{ label: m.breadcrumb_home(), href: withTrailingSlash(`/${locale}`) }, { label: page.title }]}
      />
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <p className="text-muted text-sm">
          {m.content_reading_time({ count: minutes })}
          {updated && <> · {m.content_updated({ date: updated })}</>}
        </p>
        <div className="prose-content mt-6" dangerouslySetInnerHTML={{ __html: page.html }} />
      </article>
    </main>
  )
}

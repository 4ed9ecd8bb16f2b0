import { Link } from '@tanstack/react-router'
import { LanguageBadge } from '@/components/ui/language-badge'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { countryName, formatDate, formatDateRange, formatMoney } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { SearchHit, Segment } from '../search.schemas'

/**
 * Highlighted text from plain segments: React escapes every piece, so content can never inject markup. The marked
 * words keep dark text on their yellow in both themes (the dark theme's light ink on yellow is unreadable).
 */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.match ? (
          <mark key={i} className="bg-yellow-200 text-neutral-900">
            {segment.text}
          </mark>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  )
}

export function HitItem({ hit, locale }: { hit: SearchHit; locale: Locale }) {
  const title = hit.highlight.title.length ? hit.highlight.title : [{ text: hit.title, match: false }]
  const contentLang = hit.type === 'post' ? hit.lang : locale
  return (
    <article className="border-line relative flex gap-4 border-b py-5">
      <ResponsiveImage
        image={hit.cover}
        sizes="10rem"
        alt=""
        loading="lazy"
        decoding="async"
        className="hidden aspect-[2/1] h-auto w-40 shrink-0 rounded object-cover sm:block"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-muted flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold">{hit.type === 'trip' ? m.search_type_trip() : m.search_type_post()}</span>
          {hit.type === 'post' && <LanguageBadge lang={hit.lang} locale={locale} />}
          {hit.type === 'trip' && (
            <span>
              {hit.place} · {countryName(hit.country, locale)}
            </span>
          )}
        </p>
        <h2 className="text-lg font-semibold" lang={contentLang}>
          {hit.type === 'trip' ? (
            <Link
              to="/$lang/trips/$id"
              params={{ lang: locale, id: String(hit.id) }}
              className="text-ink after:absolute after:inset-0 hover:underline"
            >
              <Highlighted segments={title} />
            </Link>
          ) : (
            <Link
              to="/$lang/blog/posts/$slug"
              params={{ lang: locale, slug: hit.slug }}
              className="text-ink after:absolute after:inset-0 hover:underline"
            >
              <Highlighted segments={title} />
            </Link>
          )}
        </h2>
        <p className="text-muted text-sm" lang={contentLang}>
          <Highlighted segments={hit.highlight.snippet} />
        </p>
        <p className="text-muted text-sm">
          {hit.type === 'trip' ? (
            <>
              {hit.startDate && hit.endDate
                ? formatDateRange(hit.startDate, hit.endDate, locale)
                : m.departures_none_scheduled()}
              {hit.priceMinor !== null &&
                hit.currency !== null &&
                ` · ${formatMoney(hit.priceMinor, hit.currency, locale)}`}
            </>
          ) : (
            <time dateTime={hit.publishedAt}>{formatDate(hit.publishedAt, locale, 'medium')}</time>
          )}
        </p>
      </div>
    </article>
  )
}

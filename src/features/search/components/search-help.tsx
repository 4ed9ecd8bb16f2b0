import { Link } from '@tanstack/react-router'
import { TitledSection } from '@/components/ui/titled-section'
import { countryName } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { SearchHelp, Topic } from '../search.schemas'

/** The heading over a list of links the search offers. */
const listTitle = 'mb-2 text-lg font-semibold'

/** Tags as links to their pages, under a heading. */
export function TagLinks({ id, title, locale, tags }: { id: string; title: string; locale: Locale; tags: Topic[] }) {
  return (
    <TitledSection id={id} title={title} titleClassName={listTitle}>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag.slug}>
            <Link
              to="/$lang/blog/tags/$slug"
              params={{ lang: locale, slug: tag.slug }}
              className="border-line rounded-full border px-3 py-1 text-sm"
            >
              {tag.name}
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  )
}

/** What a search that found nothing offers; the page's status line has already said "Nothing found for …". */
export function EmptyHelp({ locale, help }: { locale: Locale; help: SearchHelp }) {
  return (
    <div className="mt-6 flex flex-col gap-6">
      {help.suggestion && (
        <p>
          {m.search_did_you_mean()}{' '}
          <Link to="/$lang/search" params={{ lang: locale }} search={{ q: help.suggestion }} className="font-semibold">
            {help.suggestion}
          </Link>
        </p>
      )}
      <p className="text-muted">{m.search_tips()}</p>
      {help.tags.length > 0 && (
        <TagLinks id="search-popular-tags" title={m.search_popular_tags()} locale={locale} tags={help.tags} />
      )}
      {help.destinations.length > 0 && (
        <TitledSection
          id="search-popular-destinations"
          title={m.search_popular_destinations()}
          titleClassName={listTitle}
        >
          <ul className="flex flex-wrap gap-2">
            {help.destinations.map((d) => (
              <li key={d.country}>
                <Link
                  to="/$lang/trips"
                  params={{ lang: locale }}
                  search={{ destination: d.country }}
                  className="border-line rounded-full border px-3 py-1 text-sm"
                >
                  {countryName(d.country, locale)}
                </Link>
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
    </div>
  )
}

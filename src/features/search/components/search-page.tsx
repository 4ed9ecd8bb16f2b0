import { PageHeader } from '@/components/layout/page-header'
import { SearchBox } from '@/components/layout/search-box'
import { Pager } from '@/components/ui/pager'
import type { Locale } from '@/lib/i18n/locales'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import { listedMatches } from '../search.limits'
import type { SearchResult, SearchType } from '../search.schemas'
import { SEARCH_TEXT_MAX, type UnsearchableReason } from '@/lib/search-params'
import { filtersOf, LanguageFilter, searchOf, TypeFilter } from './search-filters'
import { EmptyHelp, TagLinks } from './search-help'
import { HitItem } from './search-hit'
import { slot, WithWords } from './with-words'

/**
 * On the last page of a common word: the list stops at the best ranked matches while the count is of every match
 * (RANKED_POSTS, RANKED_TRIPS), so say so and how to reach the others.
 */
function BestMatchesNote({ result, type }: { result: SearchResult; type: SearchType }) {
  const count = type === 'all' ? result.counts.all : result.counts[type]
  const listed = listedMatches(result.counts, type)
  if (result.page.nextCursor || result.data.length === 0 || listed >= count) return null
  return <p className="mt-6 text-muted">{m.search_best_matches({ listed, count })}</p>
}

export function SearchPage({
  locale,
  q,
  refused,
  type,
  lang,
  cursor,
  result,
}: {
  locale: Locale
  q: string
  /** A query from the address that is not searched (blank in effect, too long, only exclusions): the box shows it with why. */
  refused?: { q: string; reason: UnsearchableReason } | undefined
  type: SearchType
  /** Only posts written in this language. */
  lang: Locale | undefined
  cursor: string | undefined
  result: SearchResult | null
}) {
  // The next page continues the corrected query when the results are for a close spelling.
  const pagedQuery = result?.correctedQuery ?? q
  return (
    <main id="main" tabIndex={-1}>
      <PageHeader
        width="narrow"
        title={m.search_meta_title()}
        // The prompt until there is a query; then the results move up in its place (ADR 062).
        description={q ? undefined : m.search_prompt()}
        breadcrumbs={[
          { label: m.breadcrumb_home(), href: withTrailingSlash(`/${locale}`) },
          { label: m.search_meta_title() },
        ]}
      />
      <div className="mx-auto max-w-4xl px-4 pt-5 pb-16 sm:px-6">
        <SearchBox
          locale={locale}
          defaultValue={refused?.q ?? q}
          size="large"
          filters={filtersOf(type, lang)}
          error={
            refused === undefined
              ? undefined
              : refused.reason === 'empty'
                ? m.search_query_required()
                : refused.reason === 'too_long'
                  ? m.search_query_too_long({ max: SEARCH_TEXT_MAX })
                  : m.search_query_only_exclusions()
          }
        />
        {/* Mounted without results too: a live region that appears with its text is often not announced. */}
        <p role="status" className={result ? 'mt-6 font-semibold' : 'sr-only'}>
          {/* Said once: when nothing is found, the count is the "nothing found" line the help starts with. */}
          {result &&
            (result.help ? (
              <WithWords message={m.search_no_results({ query: slot(0) })} words={[q]} />
            ) : (
              <WithWords message={m.search_results_count({ count: result.counts.all, query: slot(0) })} words={[q]} />
            ))}
        </p>
        {result && (
          <>
            {result.correctedQuery && (
              <p className="mt-2">
                <WithWords
                  message={m.search_corrected({ query: slot(0), corrected: slot(1) })}
                  words={[q, result.correctedQuery]}
                />
              </p>
            )}
            {result.topics.length > 0 && (
              <div className="mt-4">
                <TagLinks id="search-topics" title={m.search_topics()} locale={locale} tags={result.topics} />
              </div>
            )}
            {result.counts.all > 0 && (
              <TypeFilter locale={locale} q={q} type={type} lang={lang} counts={result.counts} />
            )}
            {(result.counts.post > 0 || lang !== undefined) && (
              <LanguageFilter locale={locale} q={q} type={type} lang={lang} counts={result.counts.langs} />
            )}
            {result.data.length > 0 && (
              <ol className="mt-4">
                {result.data.map((hit) => (
                  <li key={`${hit.type}-${hit.id}`}>
                    <HitItem hit={hit} locale={locale} />
                  </li>
                ))}
              </ol>
            )}
            <BestMatchesNote result={result} type={type} />
            <Pager
              to="/$lang/search"
              params={{ lang: locale }}
              search={searchOf(pagedQuery, type, lang)}
              cursor={cursor}
              nextCursor={result.page.nextCursor}
              label={m.search_pages_label()}
              nextLabel={m.search_next()}
              firstLabel={m.search_first()}
            />
            {result.help && <EmptyHelp locale={locale} help={result.help} />}
          </>
        )}
      </div>
    </main>
  )
}

import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Hero } from '@/components/layout/hero'
import { SearchBox } from '@/components/layout/search-box'
import { LanguageBadge } from '@/components/ui/language-badge'
import { Pager } from '@/components/ui/pager'
import { countryName, formatDate, formatDateRange, formatMoney } from '@/lib/format'
import { localeNames, locales, type Locale } from '@/lib/i18n/locales'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import { listedMatches } from '../search.limits'
import type { SearchHelp, SearchHit, SearchResult, SearchType, Segment, Topic } from '../search.schemas'
import { SEARCH_TEXT_MAX, type UnsearchableReason } from '@/lib/search-params'

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

/** A stand-in for the visitor's i-th piece of text in a translated sentence (see `WithWords`). */
const slot = (i: number) => `\uE000${i}\uE000`

/**
 * A translated sentence with the visitor's words (built with `slot(i)`) each in `<bdi>`: a right-to-left query keeps
 * its own direction and cannot reorder the sentence around it. The text itself stays as the message gives it.
 */
function WithWords({ message, words }: { message: string; words: string[] }) {
  const parts = message.split(/\uE000(\d)\uE000/)
  return <>{parts.map((part, i) => (i % 2 ? <bdi key={i}>{words[Number(part)]}</bdi> : part))}</>
}

function HitItem({ hit, locale }: { hit: SearchHit; locale: Locale }) {
  const title = hit.highlight.title.length ? hit.highlight.title : [{ text: hit.title, match: false }]
  const contentLang = hit.type === 'post' ? hit.lang : locale
  return (
    <article className="border-line relative flex gap-4 border-b py-5">
      <img
        src={hit.cover.src}
        width={hit.cover.width}
        height={hit.cover.height}
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
              {formatDateRange(hit.startDate, hit.endDate, locale)}
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

/** The search page's filters in its address: `type` only when it narrows (`all` is the default), `lang` when set. */
const filtersOf = (type: SearchType, lang: Locale | undefined) => ({ type: type === 'all' ? undefined : type, lang })
const searchOf = (q: string, type: SearchType, lang: Locale | undefined) => ({ q, ...filtersOf(type, lang) })

/** A filter's choices: links to the search with one filter changed, the current one marked. */
function FilterNav({
  label,
  className,
  locale,
  options,
}: {
  label: string
  className: string
  locale: Locale
  options: Array<{
    key: string
    current: boolean
    search: ReturnType<typeof searchOf>
    children: ReactNode
  }>
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.key}>
            <Link
              to="/$lang/search"
              params={{ lang: locale }}
              search={option.search}
              aria-current={option.current ? 'page' : undefined}
              className={`border-line text-ink rounded-full border px-3 py-1 text-sm no-underline ${option.current ? 'bg-surface font-semibold underline' : 'hover:bg-surface'}`}
            >
              {option.children}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function TypeFilter({
  locale,
  q,
  type,
  lang,
  counts,
}: {
  locale: Locale
  q: string
  type: SearchType
  lang: Locale | undefined
  counts: SearchResult['counts']
}) {
  // Each count is read as words in the page's language ("Поездки (3 поездки)"), as the language filter's are.
  const options: Array<{ value: SearchType; label: string; count: number; spoken: string }> = [
    {
      value: 'all',
      label: m.search_filter_all(),
      count: counts.all,
      spoken: m.search_filter_count_all({ count: counts.all }),
    },
    {
      value: 'trip',
      label: m.search_filter_trips(),
      count: counts.trip,
      spoken: m.search_filter_count_trips({ count: counts.trip }),
    },
    {
      value: 'post',
      label: m.search_filter_posts(),
      count: counts.post,
      spoken: m.search_lang_filter_count({ count: counts.post }),
    },
  ]
  return (
    <FilterNav
      label={m.search_filter_label()}
      className="mt-4"
      locale={locale}
      options={options.map((option) => ({
        key: option.value,
        current: option.value === type,
        search: searchOf(q, option.value, lang),
        children: (
          <>
            {option.label}
            <span className="text-muted" aria-hidden="true">
              {` (${option.count})`}
            </span>
            <span className="sr-only"> ({option.spoken})</span>
          </>
        ),
      }))}
    />
  )
}

/**
 * Posts written in one language (trips are in every language); each language named in itself, with how many matching
 * posts it has. The visible "(12)" is hidden from screen readers, which hear "English (12 posts)" in the page's language.
 */
function LanguageFilter({
  locale,
  q,
  type,
  lang,
  counts,
}: {
  locale: Locale
  q: string
  type: SearchType
  lang: Locale | undefined
  counts: SearchResult['counts']['langs']
}) {
  const options: Array<{ value: Locale | undefined; label: string; count: number }> = [
    { value: undefined, label: m.search_lang_all(), count: locales.reduce((sum, value) => sum + counts[value], 0) },
    ...locales.map((value) => ({ value, label: localeNames[value], count: counts[value] })),
  ]
  return (
    <FilterNav
      label={m.search_lang_filter_label()}
      className="mt-3"
      locale={locale}
      options={options.map((option) => ({
        key: option.value ?? 'all',
        current: option.value === lang,
        search: searchOf(q, type, option.value),
        children: (
          <>
            <span lang={option.value}>{option.label}</span>
            <span className="text-muted" aria-hidden="true">
              {` (${option.count})`}
            </span>
            <span className="sr-only">({m.search_lang_filter_count({ count: option.count })})</span>
          </>
        ),
      }))}
    />
  )
}

/** Tags as links to their pages, under a heading. */
function TagLinks({ id, title, locale, tags }: { id: string; title: string; locale: Locale; tags: Topic[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
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
    </section>
  )
}

function EmptyHelp({ locale, q, help }: { locale: Locale; q: string; help: SearchHelp }) {
  return (
    <div className="mt-6 flex flex-col gap-6">
      <p className="text-lg">
        <WithWords message={m.search_no_results({ query: slot(0) })} words={[q]} />
      </p>
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
        <section aria-labelledby="search-popular-destinations">
          <h2 id="search-popular-destinations" className="mb-2 text-lg font-semibold">
            {m.search_popular_destinations()}
          </h2>
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
        </section>
      )}
    </div>
  )
}

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
      <Hero
        title={m.search_meta_title()}
        description={m.search_prompt()}
        breadcrumbs={[
          { label: m.breadcrumb_home(), href: withTrailingSlash(`/${locale}`) },
          { label: m.search_meta_title() },
        ]}
      />
      <div className="mx-auto max-w-4xl px-4 pt-8 pb-16 sm:px-6">
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
          {result && (
            <WithWords message={m.search_results_count({ count: result.counts.all, query: slot(0) })} words={[q]} />
          )}
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
            {result.help && <EmptyHelp locale={locale} q={q} help={result.help} />}
          </>
        )}
      </div>
    </main>
  )
}

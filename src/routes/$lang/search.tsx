import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { SearchPage } from '@/features/search/components/search-page'
import { searchQuery } from '@/features/search/search.queries'
import { searchableQuery, searchPageSearch, unsearchable } from '@/lib/search-params'
import { headFromLoader } from '@/lib/route-head'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'

/** Search over trips and posts (ADR 019). Not for search engines: noindex, and absent from the sitemaps. */
export const Route = createFileRoute('/$lang/search')({
  validateSearch: searchPageSearch,
  loaderDeps: ({ search }) => ({
    q: searchableQuery(search.q),
    type: search.type ?? 'all',
    lang: search.lang,
    cursor: search.cursor,
  }),
  loader: async ({ context, deps }) => {
    if (deps.q) await context.queryClient.ensureQueryData(searchQuery(context.locale, deps))
    const { locale } = context
    const { q } = deps
    const head = {
      meta: [
        ...pageMeta({
          title: q ? `${q} · ${m.search_meta_title()}` : m.search_meta_title(),
          description: m.search_meta_description(),
          locale,
        }),
        { name: 'robots', content: 'noindex' },
      ],
    }
    return { head }
  },
  head: headFromLoader,
  component: function SearchRoute() {
    const { locale } = Route.useRouteContext()
    const deps = Route.useLoaderDeps()
    // A query not searched (asks for nothing, too long, only exclusions) is shown as typed, with why (the address keeps it too).
    const typed = Route.useSearch({ select: (search) => search.q })
    const reason = unsearchable(typed)
    const { data } = useQuery({ ...searchQuery(locale, deps), enabled: deps.q !== '' })
    return (
      <SearchPage
        locale={locale}
        q={deps.q}
        refused={reason && typed !== undefined ? { q: typed, reason } : undefined}
        type={deps.type}
        lang={deps.lang}
        cursor={deps.cursor}
        result={deps.q && data ? data : null}
      />
    )
  },
})

import { Outlet, createFileRoute, notFound } from '@tanstack/react-router'
import { isLocale } from '@/lib/i18n/locales'
import { setActiveLocale } from '@/lib/i18n/client-locale'
import { localizedLinks } from '@/lib/seo'
import { stringifySearch } from '@/lib/search-string'
import { sessionQuery } from '@/features/auth/auth.queries'
import { exchangeRatesQuery, preferencesQuery } from '@/features/preferences/preferences.queries'

/** Every localized page lives below `/$lang`; an unsupported language is a 404 (spec §5). */
export const Route = createFileRoute('/$lang')({
  beforeLoad: async ({ params, context }) => {
    if (!isLocale(params.lang)) throw notFound({ data: { kind: 'route' } })
    setActiveLocale(params.lang)
    // The session is known during SSR (no flash of signed-out UI); cached afterwards, reset on login/logout.
    const user = await context.queryClient.ensureQueryData(sessionQuery())
    // Theme and display currency apply during SSR (no flash): the root reads them from these queries.
    if (user) {
      await Promise.all([
        context.queryClient.ensureQueryData(preferencesQuery(user.id)).catch(() => null),
        context.queryClient.ensureQueryData(exchangeRatesQuery()).catch(() => null),
      ])
    }
    return { locale: params.lang, user }
  },
  // A page rendered for a signed-in user carries their name and menu: never stored by shared caches.
  headers: ({ match }) => (match.context.user ? { 'cache-control': 'private, no-store', vary: 'Cookie' } : undefined),
  head: ({ matches }) => {
    const leaf = matches[matches.length - 1]
    if (!leaf || leaf.status === 'notFound' || leaf.status === 'error') return {}
    // Written as the router writes links (a slug such as "2025" or "true" is quoted), so it reads back the same.
    return { links: localizedLinks(leaf.pathname, leaf.search ? stringifySearch(leaf.search) : '') }
  },
  component: Outlet,
})

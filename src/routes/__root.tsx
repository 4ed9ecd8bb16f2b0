/// <reference types="vite/client" />
import type { ReactNode } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext, useParams } from '@tanstack/react-router'
import { RouteError, RouteNotFound, errorTexts } from '@/components/error-page'
import { SiteLayout } from '@/components/layout/site-layout'
import { useSession } from '@/features/auth/use-session'
import { baseLocale, isLocale, textDirection, type Locale } from '@/lib/i18n/locales'
import { getLocale } from '@/paraglide/runtime'
import { m } from '@/paraglide/messages'
import { pageMeta } from '@/lib/seo'
import '../styles.css'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  head: ({ matches }) => {
    const failed = matches.find((match) => match.status === 'error' || match.status === 'notFound')
    const base = {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#15803d' },
      ],
      links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
    }
    if (!failed) return base
    const status = failed.status === 'error' ? 500 : 404
    const { title, description } = errorTexts(status)
    return {
      ...base,
      meta: [
        ...base.meta,
        ...pageMeta({ title, description, keywords: m.error_meta_keywords(), locale: currentLocale() }),
        { name: 'robots', content: 'noindex' },
      ],
    }
  },
  shellComponent: RootDocument,
  component: () => (
    <Layout>
      <Outlet />
    </Layout>
  ),
  errorComponent: (props) => (
    <Layout>
      <RouteError {...props} />
    </Layout>
  ),
  notFoundComponent: (props) => (
    <Layout>
      <RouteNotFound {...props} />
    </Layout>
  ),
})

function currentLocale(): Locale {
  try {
    return getLocale()
  } catch {
    return baseLocale
  }
}

function useActiveLocale(): Locale {
  const params = useParams({ strict: false }) as { lang?: string }
  return params.lang && isLocale(params.lang) ? params.lang : currentLocale()
}

function Layout({ children }: { children: ReactNode }) {
  const { user } = useSession()
  return (
    <SiteLayout locale={useActiveLocale()} signedIn={!!user}>
      {children}
    </SiteLayout>
  )
}

function RootDocument({ children }: { children: ReactNode }) {
  const locale = useActiveLocale()
  return (
    <html lang={locale} dir={textDirection(locale)}>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

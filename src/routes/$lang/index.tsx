import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { postListQuery } from '@/features/blog/blog.queries'
import { PostGrid } from '@/features/blog/components/post-card'
import { HomePage } from '@/features/home/components/home-page'
import { TripGrid } from '@/features/trips/components/trip-card'
import { upcomingTripsQuery } from '@/features/trips/trips.queries'
import { DEFAULT_HERO_IMAGE } from '@/components/layout/hero'
import { headFromLoader } from '@/lib/route-head'
import { absoluteUrl, jsonLdScript, pageMeta } from '@/lib/seo'
import { canonicalUrl } from '@/lib/urls'
import { m } from '@/paraglide/messages'

const LATEST_POSTS = { limit: 3 }

export const Route = createFileRoute('/$lang/')({
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(upcomingTripsQuery(context.locale, 3)),
      context.queryClient.ensureQueryData(postListQuery(context.locale, LATEST_POSTS)),
    ])
    const { locale } = context
    const head = {
      meta: pageMeta({
        title: m.home_meta_title(),
        description: m.home_meta_description(),
        image: DEFAULT_HERO_IMAGE.src,
        locale,
      }),
      scripts: [
        jsonLdScript({
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: m.site_name(),
          description: m.home_meta_description(),
          url: canonicalUrl(`/${locale}`),
          inLanguage: locale,
          publisher: { '@type': 'Organization', name: m.site_name(), logo: absoluteUrl('/favicon.svg') },
        }),
      ],
    }
    return { head }
  },
  head: headFromLoader,
  component: function Home() {
    const { locale } = Route.useRouteContext()
    const { data: trips } = useSuspenseQuery(upcomingTripsQuery(locale, 3))
    const { data: posts } = useSuspenseQuery(postListQuery(locale, LATEST_POSTS))
    return (
      <HomePage
        locale={locale}
        upcomingTrips={trips.length > 0 ? <TripGrid trips={trips} locale={locale} headingLevel={3} /> : undefined}
        latestPosts={
          posts.items.length > 0 ? (
            <PostGrid posts={posts.items} locale={locale} headingLevel={3} priority={trips.length === 0} />
          ) : undefined
        }
      />
    )
  },
})

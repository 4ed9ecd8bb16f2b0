import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Hero } from '@/components/layout/hero'
import { TitledSection } from '@/components/ui/titled-section'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'

/** A list from another feature under its heading, with a link to all of it beside the heading. */
function ListSection({ id, title, all, children }: { id: string; title: string; all: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 pt-14 sm:px-6">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        {all}
      </div>
      {children}
    </section>
  )
}

/**
 * The home page. Upcoming trips and latest posts come from other features, so the route renders
 * them and passes them in (features do not import each other).
 */
export function HomePage({
  locale,
  upcomingTrips,
  latestPosts,
}: {
  locale: Locale
  upcomingTrips?: ReactNode
  latestPosts?: ReactNode
}) {
  const features = [
    { title: m.home_feature_groups_title(), text: m.home_feature_groups_text() },
    { title: m.home_feature_guides_title(), text: m.home_feature_guides_text() },
    { title: m.home_feature_stories_title(), text: m.home_feature_stories_text() },
  ]
  return (
    <main id="main" tabIndex={-1}>
      <Hero title={m.home_hero_title()} description={m.home_hero_description()}>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to="/$lang/trips"
            params={{ lang: locale }}
            className="bg-accent text-accent-ink rounded-md px-5 py-3 font-semibold no-underline"
          >
            {m.home_cta_trips()}
          </Link>
          <Link
            to="/$lang/blog"
            params={{ lang: locale }}
            className="rounded-md bg-white px-5 py-3 font-semibold text-neutral-900 no-underline"
          >
            {m.home_cta_blog()}
          </Link>
        </div>
      </Hero>
      {upcomingTrips && (
        <ListSection
          id="upcoming-title"
          title={m.home_upcoming_title()}
          all={
            <Link to="/$lang/trips" params={{ lang: locale }}>
              {m.home_all_trips()}
            </Link>
          }
        >
          {upcomingTrips}
        </ListSection>
      )}
      {latestPosts && (
        <ListSection
          id="latest-title"
          title={m.home_latest_posts_title()}
          all={
            <Link to="/$lang/blog" params={{ lang: locale }}>
              {m.home_all_posts()}
            </Link>
          }
        >
          {latestPosts}
        </ListSection>
      )}
      <TitledSection
        id="features-title"
        title={m.home_features_title()}
        className="mx-auto max-w-6xl px-4 py-14 sm:px-6"
      >
        <ul className="mt-6 grid gap-6 sm:grid-cols-3">
          {features.map((f) => (
            <li key={f.title} className="border-line bg-surface rounded-lg border p-6">
              <h3 className="text-lg font-semibold">{f.title}</h3>
              <p className="text-muted mt-2">{f.text}</p>
            </li>
          ))}
        </ul>
      </TitledSection>
    </main>
  )
}

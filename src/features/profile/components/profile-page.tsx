import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { PublicUser } from '@/features/auth/auth.middleware'
import { formatDate } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { ProfileSection } from './profile-shell'

export interface AccountSummary {
  memberSince: string
  language: string
  theme: string
  currency: string
  newsletter: boolean
}

const card = 'border-line bg-surface rounded-lg border p-5'

/**
 * Profile overview: the next trip (composed in by the route from the bookings feature), recent posts (slot for the
 * next issue), an account summary and shortcuts.
 */
export function ProfilePage({
  locale,
  user,
  summary,
  nextTrip,
  recentPosts,
}: {
  locale: Locale
  user: PublicUser
  summary: AccountSummary | null
  nextTrip: ReactNode
  recentPosts?: ReactNode
}) {
  return (
    <ProfileSection title={m.profile_title()} intro={m.profile_welcome({ name: user.name })}>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="next-trip-title" className={card}>
          <h2 id="next-trip-title" className="text-xl font-semibold">
            {m.profile_next_trip_title()}
          </h2>
          <div className="mt-3">{nextTrip}</div>
        </section>
        <section aria-labelledby="account-title" className={card}>
          <h2 id="account-title" className="text-xl font-semibold">
            {m.profile_account_title()}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 wrap-anywhere">
            <dt className="text-muted">{m.auth_field_name()}</dt>
            <dd>{user.name}</dd>
            <dt className="text-muted">{m.profile_username()}</dt>
            <dd>@{user.username}</dd>
            <dt className="text-muted">{m.auth_field_email()}</dt>
            <dd className="break-all">{user.email}</dd>
            {summary && (
              <>
                <dt className="text-muted">{m.profile_member_since()}</dt>
                <dd>{formatDate(summary.memberSince, locale)}</dd>
                <dt className="text-muted">{m.profile_summary_language()}</dt>
                <dd>{summary.language}</dd>
                <dt className="text-muted">{m.profile_summary_theme()}</dt>
                <dd>{summary.theme}</dd>
                <dt className="text-muted">{m.profile_summary_currency()}</dt>
                <dd>{summary.currency}</dd>
                <dt className="text-muted">{m.profile_summary_newsletter()}</dt>
                <dd>{summary.newsletter ? m.profile_newsletter_on() : m.profile_newsletter_off()}</dd>
              </>
            )}
          </dl>
          <Link to="/$lang/profile/preferences" params={{ lang: locale }} className="mt-4 inline-block font-medium">
            {m.profile_edit_preferences()}
          </Link>
        </section>
        {recentPosts}
      </div>
      <nav aria-label={m.profile_shortcuts_label()} className="mt-8">
        <ul className="flex flex-wrap gap-4">
          <li>
            <Link to="/$lang/trips" params={{ lang: locale }} className="font-medium">
              {m.profile_shortcut_find_trip()}
            </Link>
          </li>
          <li>
            <Link to="/$lang/profile/trips" params={{ lang: locale }} className="font-medium">
              {m.profile_nav_trips()}
            </Link>
          </li>
          <li>
            <Link to="/$lang/blog" params={{ lang: locale }} className="font-medium">
              {m.profile_shortcut_blog()}
            </Link>
          </li>
        </ul>
      </nav>
    </ProfileSection>
  )
}

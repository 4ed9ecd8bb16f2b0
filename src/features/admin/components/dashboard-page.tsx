import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { formatDate, formatDateTime } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { dashboardQuery } from '../admin.queries'
import { AdminSection } from './admin-shell'

function Card({ id, title, count, children }: { id: string; title: string; count?: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-line rounded-lg border p-5">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {count !== undefined && <p className="mt-1 text-4xl font-bold tabular-nums">{count}</p>}
      <div className="mt-3">{children}</div>
    </section>
  )
}

/** Today's bookings and sign-ups (UTC day) and the trips with few seats left. */
export function DashboardPage({ locale, admin }: { locale: Locale; admin: boolean }) {
  const { data } = useSuspenseQuery(dashboardQuery(locale))
  return (
    <AdminSection title={m.staff_dashboard_title()} intro={m.staff_dashboard_intro()}>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <Card id="dashboard-moderation" title={m.moderation_dashboard_title()}>
            <ul className="grid gap-2 sm:grid-cols-3">
              <li>
                <Link to="/$lang/admin/moderation" params={{ lang: locale }} className="text-link underline">
                  {m.moderation_count_pending({ count: data.moderation.pending })}
                </Link>
              </li>
              <li>
                <Link to="/$lang/admin/moderation" params={{ lang: locale }} className="text-link underline">
                  {m.moderation_count_reports({ count: data.moderation.reports })}
                </Link>
              </li>
              <li>
                {admin ? (
                  <Link to="/$lang/admin/suspensions" params={{ lang: locale }} className="text-link underline">
                    {m.moderation_count_suspended({ count: data.moderation.suspended })}
                  </Link>
                ) : (
                  m.moderation_count_suspended({ count: data.moderation.suspended })
                )}
              </li>
            </ul>
          </Card>
        </div>
        <Card id="dashboard-bookings" title={m.staff_dashboard_bookings()} count={data.bookingsToday.count}>
          {data.bookingsToday.latest.length === 0 ? (
            <p className="text-muted">{m.staff_dashboard_bookings_none()}</p>
          ) : (
            <ul className="divide-line divide-y">
              {data.bookingsToday.latest.map((booking) => (
                <li key={booking.id} className="py-2">
                  <Link
                    to="/$lang/trips/$id"
                    params={{ lang: locale, id: String(booking.tripId) }}
                    className="text-link underline"
                  >
                    {booking.tripTitle}
                  </Link>
                  <span className="text-muted block text-sm">
                    {m.staff_dashboard_booking_line({
                      count: booking.travellers,
                      time: formatDateTime(booking.createdAt, locale),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card id="dashboard-sign-ups" title={m.staff_dashboard_sign_ups()} count={data.signUpsToday.count}>
          {data.signUpsToday.latest.length === 0 ? (
            <p className="text-muted">{m.staff_dashboard_sign_ups_none()}</p>
          ) : (
            <ul className="divide-line divide-y">
              {data.signUpsToday.latest.map((member) => (
                <li key={member.id} className="py-2">
                  {member.name}
                  <span className="text-muted block text-sm">{formatDateTime(member.createdAt, locale)}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <div className="lg:col-span-2">
          <Card id="dashboard-filling-up" title={m.staff_dashboard_filling_up()}>
            {data.fillingUp.length === 0 ? (
              <p className="text-muted">{m.staff_dashboard_filling_up_none()}</p>
            ) : (
              <ul className="divide-line divide-y">
                {data.fillingUp.map((trip) => (
                  <li key={trip.departureId} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                    <span>
                      <Link
                        to="/$lang/admin/departures/$id"
                        params={{ lang: locale, id: String(trip.departureId) }}
                        className="text-link underline"
                      >
                        {trip.title}
                      </Link>
                      <span className="text-muted block text-sm">{formatDate(trip.startDate, locale)}</span>
                    </span>
                    <span className="font-semibold tabular-nums">
                      {m.staff_dashboard_seats_left({ count: trip.seatsLeft, total: trip.seatsTotal })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      </div>
    </AdminSection>
  )
}

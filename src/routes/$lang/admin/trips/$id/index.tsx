import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { staffOnly } from '@/features/auth/auth.guards'
import { TripEditor } from '@/features/trip-admin/components/trip-editor'
import { adminTripQuery } from '@/features/trip-admin/trip-admin.queries'
import { postIdValue } from '@/lib/search-params'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'
import type { Locale } from '@/lib/i18n/locales'
import { headFromLoader } from '@/lib/route-head'

const pageHead = (locale: Locale) => ({
  meta: [
    ...pageMeta({
      title: m.trip_editor_edit_title(),
      description: m.trip_editor_list_description(),
      locale,
    }),
    { name: 'robots', content: 'noindex' },
  ],
})

/** /{lang}/admin/trips/{id}: the editor of one trip; an unknown id → the 404 page. */
export const Route = createFileRoute('/$lang/admin/trips/$id/')({
  params: {
    parse: (raw) => {
      const id = postIdValue(raw.id)
      return { id: id === undefined ? '0' : String(id) }
    },
    stringify: (params) => ({ id: params.id }),
  },
  // Admins only: an editor gets the 404 a member gets (ADR 043).
  beforeLoad: (guard) => staffOnly(guard, 'admin'),
  loader: async ({ context, params, location }) => {
    const id = Number(params.id)
    if (!context.backOffice) return { id, head: pageHead(context.locale) }
    // Always the trip as stored now: the version its saves are checked against starts from the newest save.
    const trip =
      id > 0 ? await context.queryClient.fetchQuery({ ...adminTripQuery(context.locale, id), staleTime: 0 }) : null
    if (!trip) throw notFound({ data: { kind: 'path', path: location.pathname } })
    return { id, head: pageHead(context.locale) }
  },
  head: headFromLoader,
  component: function EditTripRoute() {
    const { backOffice } = Route.useRouteContext()
    return backOffice ? <EditTrip /> : null
  },
})

function EditTrip() {
  const { id } = Route.useLoaderData()
  const { locale } = Route.useRouteContext()
  const { data: trip } = useSuspenseQuery(adminTripQuery(locale, id))
  if (!trip) return null
  return <TripEditor key={trip.id} locale={locale} trip={trip} />
}

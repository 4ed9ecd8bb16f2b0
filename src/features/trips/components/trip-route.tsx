import { TitledSection } from '@/components/ui/titled-section'
import { m } from '@/paraglide/messages'
import type { TripDetail } from '../trips.schemas'

/**
 * The route (ADR 062): the locator map the server drew (SVG markup with its own title and description, no script)
 * and the stops in order as text.
 */
export function TripRoute({ route, mapSvg }: { route: TripDetail['route']; mapSvg: string | null }) {
  if (route.length === 0) return null
  return (
    <TitledSection id="route-title" title={m.tripPage_route_title()} className="mt-10">
      {mapSvg && (
        <figure className="border-line mt-4 overflow-hidden rounded-lg border">
          {/* Markup the server rendered from our own data (names escaped there); the same string on both sides. */}
          <div dangerouslySetInnerHTML={{ __html: mapSvg }} />
        </figure>
      )}
      <ol className="mt-3 flex flex-wrap gap-x-2 gap-y-1 text-sm" aria-label={m.tripPage_route_stops()}>
        {route.map((stop, i) => (
          <li key={`${stop.lon},${stop.lat}`} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block h-2.5 w-2.5 rounded-full border-2 border-red-700 bg-white dark:border-red-400 dark:bg-slate-900"
            />
            <span className="font-medium">{stop.name}</span>
            {i < route.length - 1 && (
              <span aria-hidden="true" className="text-muted">
                →
              </span>
            )}
          </li>
        ))}
      </ol>
    </TitledSection>
  )
}

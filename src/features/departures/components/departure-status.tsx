import type { DepartureState } from '@/lib/departure'
import { m } from '@/paraglide/messages'

const styles: Record<DepartureState, string> = {
  open: 'bg-green-100 text-green-900',
  full: 'bg-yellow-100 text-yellow-900',
  cancelled: 'bg-neutral-200 text-neutral-800',
}
const labels: Record<DepartureState, () => string> = {
  open: m.departures_status_open,
  full: m.departures_status_full,
  cancelled: m.departures_status_cancelled,
}

export function DepartureStatus({ status }: { status: DepartureState }) {
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-sm font-semibold ${styles[status]}`}>
      {labels[status]()}
    </span>
  )
}

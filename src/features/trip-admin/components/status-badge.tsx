import { m } from '@/paraglide/messages'
import type { TripStatus } from '../trip-admin.schemas'

const label: Record<TripStatus, () => string> = {
  draft: () => m.trip_editor_status_draft(),
  published: () => m.trip_editor_status_published(),
}
const tone: Record<TripStatus, string> = {
  draft: 'bg-amber-100 text-amber-900',
  published: 'bg-green-100 text-green-900',
}

export function StatusBadge({ status }: { status: TripStatus }) {
  return (
    <span className={`inline-flex rounded px-2 py-0.5 text-sm font-medium ${tone[status]}`}>{label[status]()}</span>
  )
}

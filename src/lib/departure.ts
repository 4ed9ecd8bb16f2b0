// A departure as every feature shows it (ADR 045): trips list it, bookings book it, staff manage it. Client-safe.

/** What staff decided (open, cancelled) plus what the seats say: an open departure with no seat left is full. */
export type DepartureState = 'open' | 'full' | 'cancelled'

export interface DepartureView {
  id: number
  startDate: string
  endDate: string
  /** Minor units of `currency` per traveller. */
  priceMinor: number
  currency: string
  seatsTotal: number
  seatsLeft: number
  status: DepartureState
}

interface DepartureFacts {
  seatsLeft: number
  status: 'open' | 'cancelled'
}

/** "full" is derived, never stored: the seat counter stays the one source of truth. */
export const departureState = (d: DepartureFacts): DepartureState =>
  d.status === 'cancelled' ? 'cancelled' : d.seatsLeft <= 0 ? 'full' : 'open'

/**
 * The departure a trip is shown by (its card, the API's compatible fields): its next departure, the soonest upcoming
 * one (full or not), else the latest past one; cancelled ones never. Null for a trip without any. The trips list's SQL
 * orders by the same rule.
 */
export function keyDeparture<T extends DepartureFacts & { startDate: string; id: number }>(
  list: readonly T[],
  today: string,
): T | null {
  const live = list.filter((d) => d.status !== 'cancelled')
  const rank = (d: T) => (d.startDate < today ? 2 : 0)
  const sorted = [...live].sort((a, b) => {
    const byRank = rank(a) - rank(b)
    if (byRank !== 0) return byRank
    const byDate = rank(a) === 2 ? b.startDate.localeCompare(a.startDate) : a.startDate.localeCompare(b.startDate)
    return byDate || a.id - b.id
  })
  return sorted[0] ?? null
}

import type { DepartureView } from '@/lib/departure'

/** The trip as the booking button and its dialog need it: its upcoming departures to pick from (ADR 045). */
export interface BookableTrip {
  id: number
  title: string
  departures: DepartureView[]
}

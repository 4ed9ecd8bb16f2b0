/** The trip as the booking button and its dialog need it. */
export interface BookableTrip {
  id: number
  title: string
  startDate: string
  endDate: string
  priceMinor: number
  currency: string
  seatsLeft: number
}

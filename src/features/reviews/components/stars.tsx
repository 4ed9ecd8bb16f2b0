import { m } from '@/paraglide/messages'

/** A rating as five stars, read out as "4.5 out of 5". */
export function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating)
  return (
    <span
      role="img"
      aria-label={m.reviews_stars_label({ rating: String(rating) })}
      className="text-amber-700 dark:text-amber-400"
    >
      <span aria-hidden="true">{'★'.repeat(full)}</span>
      <span aria-hidden="true" className="text-muted">
        {'☆'.repeat(5 - full)}
      </span>
    </span>
  )
}

import { approxPrice, useDisplayCurrency } from '@/lib/display-currency'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'

/** "≈ $1,234 approx." in the visitor's display currency; nothing when it is the price's own currency. */
export function ApproxPrice({
  minor,
  currency,
  locale,
  className = '',
}: {
  minor: number
  currency: string
  locale: Locale
  className?: string
}) {
  const display = useDisplayCurrency()
  const price = approxPrice(minor, currency, display, locale)
  if (!price) return null
  return (
    <span className={`text-muted text-sm ${className}`} data-testid="approx-price">
      {m.prefs_approx_price({ price })}
    </span>
  )
}

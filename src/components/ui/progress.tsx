import * as ProgressPrimitive from '@radix-ui/react-progress'
import { normalizeProgress } from '@/lib/progress'

interface ProgressProps {
  value?: number | null
  max?: number
  label: string
  className?: string
}

/** Radix progress with spec §5 validation: value null or 0..max, max > 0 (else 100). */
export function Progress({ value = null, max, label, className = '' }: ProgressProps) {
  const safe = normalizeProgress(value, max)
  const percent = safe.value === null ? 0 : (safe.value / safe.max) * 100
  return (
    <ProgressPrimitive.Root
      value={safe.value}
      max={safe.max}
      aria-label={label}
      className={`bg-line relative h-2 w-full overflow-hidden rounded-full ${className}`}
    >
      <ProgressPrimitive.Indicator
        className="bg-accent h-full w-full transition-transform data-[state=indeterminate]:animate-pulse"
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  )
}

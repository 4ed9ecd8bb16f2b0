/** Spec §5: max is a number above 0, otherwise 100; value is null or a number in 0..max, otherwise null. */
export const PROGRESS_DEFAULT_MAX = 100

export function normalizeProgress(value: unknown, max: unknown): { value: number | null; max: number } {
  const safeMax = typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : PROGRESS_DEFAULT_MAX
  const safeValue = typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= safeMax ? value : null
  return { value: safeValue, max: safeMax }
}

/** Radix's three states: indeterminate (no value), loading, complete. */
export function progressState(value: number | null, max: number): 'indeterminate' | 'loading' | 'complete' {
  if (value === null) return 'indeterminate'
  return value === max ? 'complete' : 'loading'
}

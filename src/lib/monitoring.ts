/** Spec §5: the tracing sample rate is a boolean or a number from 0 to 1; anything else disables tracing. */
export function normalizeSampleRate(value: unknown): number {
  if (typeof value === 'boolean') return value ? 1 : 0
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 1 ? n : 0
}

/** Spec §9 error-reporting limits, shared by the browser and server SDK set-up. */
export const SENTRY_LIMITS = {
  maxBreadcrumbs: 100,
  maxValueLength: 2048,
  normalizeDepth: 5,
} as const

/**
 * Spec §5: the tracing sample rate is a boolean or a number from 0 to 1. Unset means tracing off; anything else is a
 * start-up (or build) error naming the variable, so a typo never silently turns tracing off.
 */
export function parseSampleRate(value: unknown, name: string): number {
  if (value === undefined || value === null || value === '') return 0
  if (typeof value === 'boolean') return value ? 1 : 0
  if (value === 'true') return 1
  if (value === 'false') return 0
  const n = typeof value === 'string' ? Number(value.trim()) : value
  if (typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 1 && (typeof value !== 'string' || value.trim()))
    return n
  throw new Error(`Invalid ${name}: ${JSON.stringify(value)} (expected true, false or a number from 0 to 1)`)
}

/** Spec §9 error-reporting limits, set explicitly in the browser and server SDK options. */
export const SENTRY_LIMITS = {
  maxBreadcrumbs: 100,
  /** Messages and other strings cut at 2048 characters. */
  maxValueLength: 2048,
  normalizeDepth: 5,
} as const

/** Spec §9 tracing timings for the browser's navigation/page-load spans. */
export const SENTRY_BROWSER_TRACING = {
  idleTimeout: 1000,
  finalTimeout: 30_000,
  childSpanTimeout: 15_000,
  /** Links a trace to the previous one (the SDK keeps that link for 3600 s). */
  linkPreviousTrace: 'in-memory',
  /** Redirect detection (the SDK treats a navigation within 1.5 s of a page load as a redirect). */
  detectRedirects: true,
} as const

/**
 * Spec §9 limits the SDK fixes internally and exposes no option for (checked against @sentry/core 10): 50 stack
 * frames, stack lines up to 1024 characters, trace header (baggage) up to 8192 characters, the web-vital thresholds
 * and the 40 ms INP minimum. Listed so a review can see each spec number has a home.
 */
export const SENTRY_SDK_FIXED_LIMITS = {
  stackFrames: 50,
  stackLineLength: 1024,
  traceHeaderLength: 8192,
  previousTraceWindowSeconds: 3600,
  redirectDetectionSeconds: 1.5,
  inpMinimumDurationMs: 40,
} as const

/** Spec §7: trace headers go to same-origin requests only (relative URLs and this origin). */
export function sameOriginTargets(origin: string): RegExp[] {
  return [/^\/(?!\/)/, new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/|$)`)]
}

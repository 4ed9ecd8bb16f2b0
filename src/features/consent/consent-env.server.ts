import { env } from '@/server/env.server'

/** Default location of Google's tag; the measurement id is appended as `?id=`. */
const DEFAULT_GA_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js'

export interface AnalyticsSettings {
  measurementId: string | null
  scriptUrl: string
}

/**
 * Analytics settings from the environment (GA_MEASUREMENT_ID, GA_SCRIPT_URL), validated with the rest of
 * it when the server starts (src/server/env.server.ts): a bad value stops the server with a message naming the
 * variable.
 */
export function analyticsSettings(): AnalyticsSettings {
  const { GA_MEASUREMENT_ID, GA_SCRIPT_URL } = env()
  return { measurementId: GA_MEASUREMENT_ID ?? null, scriptUrl: GA_SCRIPT_URL ?? DEFAULT_GA_SCRIPT_URL }
}

import { z } from 'zod'

/** Default location of Google's tag; the measurement id is appended as `?id=`. */
export const DEFAULT_GA_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js'

const analyticsEnvSchema = z.object({
  VITE_GA_MEASUREMENT_ID: z
    .string()
    .trim()
    .regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXXXXX')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  VITE_GA_SCRIPT_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
})

export interface AnalyticsSettings {
  measurementId: string | null
  scriptUrl: string
}

let cached: AnalyticsSettings | undefined

/** Analytics settings from the environment, parsed once; a bad value stops with a message naming the variable. */
export function analyticsSettings(env: Record<string, string | undefined> = process.env): AnalyticsSettings {
  if (cached && env === process.env) return cached
  const parsed = analyticsEnvSchema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`Invalid ${String(issue?.path[0])}: ${issue?.message}`)
  }
  const settings = {
    measurementId: parsed.data.VITE_GA_MEASUREMENT_ID ?? null,
    scriptUrl: parsed.data.VITE_GA_SCRIPT_URL ?? DEFAULT_GA_SCRIPT_URL,
  }
  if (env === process.env) cached = settings
  return settings
}

import { z } from 'zod'
import { withJsonSchema } from '@/lib/json-schema-hint'
import { locales } from '@/lib/i18n/locales'
import { validationLocale } from '@/lib/validation'
import { m } from '@/paraglide/messages'

export const themes = ['system', 'light', 'dark'] as const
export type Theme = (typeof themes)[number]
/** Display currencies; trips keep their own price, these only change the approximation shown beside it. */
export const currencies = ['EUR', 'USD', 'GBP', 'UAH'] as const
export type Currency = (typeof currencies)[number]

/** GET /api/v1/user/preferences → { preferences } */
export const preferencesSchema = z.object({
  /** Interface language: sign-in and `/` lead there. Null: follow the browser. */
  locale: z.enum(locales).nullable(),
  newsletter: z.boolean(),
  /** Mail me when a departure of a saved trip fills up or is cancelled (ADR 058). */
  savedTripAlerts: z.boolean(),
  currency: z.enum(currencies),
  theme: z.enum(themes),
  /** Mails after a trip: the invitation to review it (ADR 057). */
  tripFollowUps: z.boolean(),
  /** Mail about comments on my posts and replies to my comments (ADR 059). */
  commentMail: z.boolean(),
})
export type Preferences = z.infer<typeof preferencesSchema>

/**
 * PUT /api/v1/user/preferences: the same object, all fields or a subset; unknown fields are refused. An empty object
 * is told so in the validation language.
 */
export const preferencesUpdateSchema = preferencesSchema
  .partial()
  .strict()
  .refine(
    withJsonSchema((value: object) => Object.keys(value).length > 0, { minProperties: 1 }),
    {
      error: () => m.preferences_update_empty({}, { locale: validationLocale() }),
    },
  )
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>

export const defaultPreferences: Preferences = {
  locale: null,
  newsletter: false,
  savedTripAlerts: false,
  currency: 'EUR',
  theme: 'system',
  tripFollowUps: true,
  commentMail: true,
}

/** Reference rates (units per 1 EUR) stored with the seed, and the day they were taken. */
export interface ExchangeRates {
  perEur: Record<string, number>
  asOf: string | null
}

import { z } from 'zod'
import { locales } from '@/lib/i18n/locales'

export const themes = ['system', 'light', 'dark'] as const
export const currencies = ['EUR', 'USD', 'GBP', 'UAH'] as const

/** GET /api/v1/user/preferences → { preferences } */
export const preferencesSchema = z.object({
  locale: z.enum(locales).nullable(),
  newsletter: z.boolean(),
  currency: z.enum(currencies),
  theme: z.enum(themes),
})
export type Preferences = z.infer<typeof preferencesSchema>

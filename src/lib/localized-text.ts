import { z } from 'zod'

/** Text in every locale of the site (jsonb columns such as trip titles, category names). */
export const localizedTextSchema = z.strictObject({
  en: z.string().min(1),
  es: z.string().min(1),
  ru: z.string().min(1),
  uk: z.string().min(1),
})

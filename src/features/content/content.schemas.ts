import { z } from 'zod'
import { locales } from '@/lib/i18n/locales'

/** A content page slug: lowercase segments, nested with "/" (e.g. "about", "legal/imprint"). */
export const contentSlugSchema = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/)

export const contentPageInputSchema = z.object({
  locale: z.enum(locales),
  slug: contentSlugSchema,
})

export const contentFrontmatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  updated: z.coerce.date().optional(),
})

export interface ContentPage {
  slug: string
  locale: (typeof locales)[number]
  title: string
  description: string
  updated: string | null
  html: string
  words: number
}

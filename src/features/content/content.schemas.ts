import { z } from 'zod'
import { locales } from '@/lib/i18n/locales'
import { CONTENT_SLUG_MAX, CONTENT_SLUG_PATTERN } from './content-slug'

const contentSlugSchema = z.string().max(CONTENT_SLUG_MAX).regex(CONTENT_SLUG_PATTERN)

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

import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/lib/i18n/locales'
import { newsletterPreviewFn } from './newsletter.functions'

export const newsletterKeys = {
  all: ['newsletter'] as const,
  preview: (locale: Locale) => ['newsletter', 'preview', locale] as const,
}

export const newsletterPreviewQuery = (locale: Locale) =>
  queryOptions({ queryKey: newsletterKeys.preview(locale), queryFn: () => newsletterPreviewFn({ data: { locale } }) })

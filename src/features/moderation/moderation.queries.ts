import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/lib/i18n/locales'
import { moderationQueueFn, suspensionsFn } from './moderation.functions'

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: ['moderation', 'queue'] as const,
  suspensions: ['moderation', 'suspensions'] as const,
}

export const moderationQueueQuery = (locale: Locale) =>
  queryOptions({ queryKey: moderationKeys.queue, queryFn: () => moderationQueueFn({ data: { locale } }) })

export const suspensionsQuery = (locale: Locale) =>
  queryOptions({ queryKey: moderationKeys.suspensions, queryFn: () => suspensionsFn({ data: { locale } }) })

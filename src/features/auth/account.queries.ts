import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/lib/i18n/locales'
import { accountOverviewFn, listSessionsFn } from './account.functions'

export const accountKeys = {
  overview: ['account', 'overview'] as const,
  sessions: ['account', 'sessions'] as const,
}

export const accountOverviewQuery = () =>
  queryOptions({ queryKey: accountKeys.overview, queryFn: () => accountOverviewFn() })

export const sessionsQuery = (locale: Locale) =>
  queryOptions({ queryKey: accountKeys.sessions, queryFn: () => listSessionsFn({ data: { locale } }) })

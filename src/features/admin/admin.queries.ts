import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/lib/i18n/locales'
import { auditPageFn, dashboardFn, jobsFn, staffListFn } from './admin.functions'

export const adminKeys = {
  all: ['admin'] as const,
  dashboard: (locale: Locale) => ['admin', 'dashboard', locale] as const,
  staff: ['admin', 'staff'] as const,
  audit: (before: number | undefined) => ['admin', 'audit', before ?? null] as const,
  jobs: ['admin', 'jobs'] as const,
}

export const dashboardQuery = (locale: Locale) =>
  queryOptions({ queryKey: adminKeys.dashboard(locale), queryFn: () => dashboardFn({ data: { locale } }) })

export const staffQuery = () => queryOptions({ queryKey: adminKeys.staff, queryFn: () => staffListFn() })

export const auditQuery = (locale: Locale, before?: number) =>
  queryOptions({ queryKey: adminKeys.audit(before), queryFn: () => auditPageFn({ data: { locale, before } }) })

export const jobsQuery = () => queryOptions({ queryKey: adminKeys.jobs, queryFn: () => jobsFn() })

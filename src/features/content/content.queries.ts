import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/lib/i18n/locales'
import { getContentPage } from './content.functions'

const contentKeys = {
  page: (locale: Locale, slug: string) => ['content', 'page', locale, slug] as const,
}

export const contentPageQuery = (locale: Locale, slug: string) =>
  queryOptions({
    queryKey: contentKeys.page(locale, slug),
    queryFn: () => getContentPage({ data: { locale, slug } }),
    staleTime: Infinity,
  })

import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/lib/i18n/locales'
import { authorProfileFn, editorOptionsFn, getMyPostFn, listMyPostsFn } from './writing.functions'

export const writingKeys = {
  all: ['my-posts'] as const,
  list: () => ['my-posts', 'list'] as const,
  post: (id: number) => ['my-posts', 'post', id] as const,
  options: (locale: Locale) => ['writing-options', locale] as const,
  profile: () => ['author-profile'] as const,
}

export const myPostsQuery = () => queryOptions({ queryKey: writingKeys.list(), queryFn: () => listMyPostsFn() })

export const myPostQuery = (locale: Locale, id: number) =>
  queryOptions({ queryKey: writingKeys.post(id), queryFn: () => getMyPostFn({ data: { locale, id } }) })

export const editorOptionsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: writingKeys.options(locale),
    queryFn: () => editorOptionsFn({ data: { locale } }),
    staleTime: 10 * 60_000,
  })

export const authorProfileQuery = () =>
  queryOptions({ queryKey: writingKeys.profile(), queryFn: () => authorProfileFn() })

import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/lib/i18n/locales'
import { authorProfileFn, editorOptionsFn, getMyPostFn, listMyPostsFn } from './writing.functions'

/**
 * A member's own data is keyed by their user id: whoever signs in next in the same tab (after sign-out, a session
 * that expired, another account signed in elsewhere) never gets the previous member's cached posts or profile.
 */
export const writingKeys = {
  mine: (userId: string) => ['my-posts', userId] as const,
  list: (userId: string) => ['my-posts', userId, 'list'] as const,
  post: (userId: string, id: number) => ['my-posts', userId, 'post', id] as const,
  /** The /create editor's state, carried to the /{id} editor its first save opens (never fetched). */
  handoff: (userId: string, id: number) => ['editor-handoff', userId, id] as const,
  allOptions: ['writing-options'] as const,
  options: (locale: Locale) => ['writing-options', locale] as const,
  profile: (userId: string) => ['author-profile', userId] as const,
}

export const myPostsQuery = (userId: string) =>
  queryOptions({ queryKey: writingKeys.list(userId), queryFn: () => listMyPostsFn() })

export const myPostQuery = (userId: string, locale: Locale, id: number) =>
  queryOptions({ queryKey: writingKeys.post(userId, id), queryFn: () => getMyPostFn({ data: { locale, id } }) })

/** Categories and tags: the same for every member. */
export const editorOptionsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: writingKeys.options(locale),
    queryFn: () => editorOptionsFn({ data: { locale } }),
    staleTime: 10 * 60_000,
  })

export const authorProfileQuery = (userId: string) =>
  queryOptions({ queryKey: writingKeys.profile(userId), queryFn: () => authorProfileFn() })

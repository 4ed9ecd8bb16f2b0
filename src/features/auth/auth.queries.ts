import { queryOptions } from '@tanstack/react-query'
import type { PublicUser } from './auth.schemas'
import { getAuthConfigFn, getSessionFn } from './session.functions'

export const authKeys = {
  session: ['auth', 'session'] as const,
  config: ['auth', 'config'] as const,
}

/** Spec §7: GET session with credentials; a failed load is "anonymous", never an error. */
export const sessionQuery = () =>
  queryOptions({
    queryKey: authKeys.session,
    queryFn: async (): Promise<PublicUser | null> => {
      try {
        return (await getSessionFn()).user
      } catch {
        return null
      }
    },
    staleTime: Infinity,
    retry: false,
  })

/** Which sign-in methods exist (Google, Telegram, bot check), from server env. */
export const authConfigQuery = () =>
  queryOptions({ queryKey: authKeys.config, queryFn: () => getAuthConfigFn(), staleTime: Infinity })

import { createServerFn } from '@tanstack/react-start'
import { getRequestHeaders } from '@tanstack/react-start/server'
import { currentUser } from '@/server/auth/session.server'
import { HttpError } from '@/lib/errors'
import { preferencesFor } from './preferences.server'

/** The signed-in user's preferences; 401 for anonymous callers whatever the UI does. */
export const getPreferencesFn = createServerFn({ method: 'GET' }).handler(async () => {
  const user = await currentUser(new Headers(getRequestHeaders() as HeadersInit))
  if (!user) throw new HttpError(401)
  return preferencesFor(user.id)
})

import { createServerFn } from '@tanstack/react-start'
import { requireUserMiddleware } from './auth.middleware'
import { preferencesFor } from './preferences.server'

/** The signed-in user's preferences; 401 for anonymous callers whatever the UI does. */
export const getPreferencesFn = createServerFn({ method: 'GET' })
  .middleware([requireUserMiddleware])
  .handler(async ({ context }) => preferencesFor(context.user.id))

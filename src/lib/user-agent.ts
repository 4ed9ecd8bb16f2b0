import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'

/** The visitor's user agent, during SSR and in the browser alike. */
export const getUserAgent = createIsomorphicFn()
  .server(() => getRequestHeader('user-agent') ?? '')
  .client(() => navigator.userAgent)

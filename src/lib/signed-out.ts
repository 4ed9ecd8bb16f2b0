import { statusOf } from './errors'

/**
 * A save answered 401: the session ended while the page was open (signed out elsewhere, expired, revoked by a password
 * change). Not a network failure: trying again cannot help until the member signs in again. Server functions and REST
 * calls both reject with the answer's status (ApiRequestError, server-fn-input.middleware.ts); no answer is status 0.
 */
export const isSignedOut = (error: unknown): boolean => statusOf(error) === 401

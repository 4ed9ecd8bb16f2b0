import { createSerializationAdapter } from '@tanstack/react-router'
import { statusOf } from './errors'

/**
 * An unexpected error on its way to the browser: a server function's failure, or a loader's during server rendering
 * (the page carries the match's error). The router sends an error's message, and an unexpected one can hold anything:
 * a failed query's message is its SQL and its parameters (a session token, an e-mail address). Outside development
 * it arrives as an Error without a message, so the page and the forms show their own localized texts; the server
 * logs and reports the original (server-fn-input.middleware.ts, the error page). Errors with an HTTP status (ours,
 * Better Auth's) are meant for the visitor and keep their message.
 */
export const unexpectedErrorAdapter = createSerializationAdapter({
  key: 'waypoints.unexpected-error',
  test: (value: unknown): value is Error =>
    value instanceof Error && statusOf(value) === undefined && !import.meta.env.DEV,
  toSerializable: () => 0,
  fromSerializable: () => new Error(),
})

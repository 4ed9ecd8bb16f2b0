/**
 * Whether an uncaught error is a web stream's controller used after its reader cancelled the stream: the race a
 * response body's adapter can lose when the client hangs up mid-answer (undici's `ReadableStreamFrom`, ADR 023).
 * It is thrown in a microtask of that one answer's stream, which is closed already, so nothing else is left half
 * done: the host logs it and serves on. Any other uncaught error stops the process (and `npm start` starts it
 * again).
 */
export function isClosedStreamRace(error: unknown): boolean {
  if (!(error instanceof TypeError)) return false
  return (
    (error as { code?: unknown }).code === 'ERR_INVALID_STATE' &&
    /\b(ReadableStream|Controller) is already closed\b/.test(error.message) &&
    (error.stack ?? '').includes('node:internal/webstreams/')
  )
}

import { errorBody, type FailureBody } from '@/lib/error-body'
import { isSignedOut } from '@/lib/signed-out'

// The pure half of the form hook (use-form-mutation.ts): what a failed call means for the form, and the retry key.

/** How a failed call shows: the signed-out notice (a 401 keeps the input), or the failure's message and fields. */
export type FailureView = { kind: 'signed-out' } | { kind: 'failure'; failure: FailureBody }

/** One decoding for every form: server functions and REST calls fail the same way (ApiRequestError, ADR 021). */
export function viewOfFailure(error: unknown, fallback: string, signedOutNotice: boolean): FailureView {
  if (signedOutNotice && isSignedOut(error)) return { kind: 'signed-out' }
  return { kind: 'failure', failure: errorBody(error, fallback) }
}

/** The message of one field, if the failure named it. */
export const fieldMessageOf = (failure: FailureBody | null, field: string): string | undefined =>
  failure?.fields?.[field]

/**
 * The Idempotency-Key of a form's writes: one per intended change. A failure keeps it (an answer lost on the way may
 * have hidden a change that was made, and trying again must answer that one; a refused attempt stored nothing under
 * it), a success ends it and the next change gets a new one.
 */
export function nextIdempotencyKey(current: string, outcome: 'success' | 'failure', fresh: () => string): string {
  return outcome === 'success' ? fresh() : current
}

import type { ToastInput } from '@/components/ui/toast'
import type { FailureBody } from '@/lib/error-body'
import { nextIdempotencyKey, viewOfFailure } from './form-failure'

// The sequence of one change sent by a form (use-form-mutation.ts runs it inside `useMutation`), written against the
// hook's state so it can be tested without a browser.

/** What a failure does instead of the inline message: its own text, a toast (the form is gone), or nothing. */
export interface FailureOutcome {
  message?: string
  show?: 'inline' | 'toast' | 'none'
}

export interface ChangeOptions<TVars, TData> {
  call: (vars: TVars, request: { idempotencyKey: string }) => Promise<TData>
  fallback: string
  successToast?: (data: TData, vars: TVars) => ToastInput | undefined
  onSuccess?: (data: TData, vars: TVars) => void | boolean | Promise<void | boolean>
  onFailure?: (failure: FailureBody, vars: TVars) => void | FailureOutcome | Promise<void | FailureOutcome>
  successFocus?: () => HTMLElement | null
  failureFocus?: () => HTMLElement | null
  signedOutNotice?: boolean
}

/** The form's side of the sequence: its state, focus requests, the notice and the toasts. */
export interface ChangeState {
  /** The Idempotency-Key of the intended change (kept across failures). */
  key: { current: string | null }
  newKey: () => string
  mounted: () => boolean
  setFailure: (failure: FailureBody | null) => void
  signedOut: { clear: () => void; caught: (error: unknown) => boolean }
  focusSuccess: (target?: () => HTMLElement | null) => void
  focusError: (fallback?: () => HTMLElement | null) => void
  notify: (toast: ToastInput) => void
}

export type ChangeOutcome<TData> = { ok: true; data: TData } | { ok: false }

/**
 * Sends one change: the call with the change's Idempotency-Key; then the success toast, `onSuccess` and focus back
 * where it was lost; or the signed-out notice (401), or `onFailure` and the failure inline (focus on the first invalid
 * field or the message), as a toast when the form has gone. Never rejects: every failure is shown.
 */
export async function sendChange<TVars, TData>(
  o: ChangeOptions<TVars, TData>,
  vars: TVars,
  state: ChangeState,
): Promise<ChangeOutcome<TData>> {
  state.key.current ??= state.newKey()
  const idempotencyKey = state.key.current
  state.setFailure(null)
  try {
    const data = await o.call(vars, { idempotencyKey })
    state.key.current = nextIdempotencyKey(idempotencyKey, 'success', state.newKey)
    state.signedOut.clear()
    const toast = o.successToast?.(data, vars)
    if (toast) state.notify(toast)
    const focus = await o.onSuccess?.(data, vars)
    if (focus !== false && state.mounted()) state.focusSuccess(o.successFocus)
    return { ok: true, data }
  } catch (error) {
    const view = viewOfFailure(error, o.fallback, o.signedOutNotice !== false)
    if (view.kind === 'signed-out') {
      state.signedOut.caught(error)
      return { ok: false }
    }
    const outcome = (await Promise.resolve(o.onFailure?.(view.failure, vars)).catch(() => undefined)) ?? {}
    const shown = { ...view.failure, message: outcome.message ?? view.failure.message }
    const where = outcome.show ?? 'inline'
    if (where === 'toast' || (where === 'inline' && !state.mounted())) {
      state.notify({ kind: 'error', title: shown.message })
      // The message is elsewhere: focus, dropped by the disabled button, goes back where the form asks.
      if (where === 'toast' && o.failureFocus && state.mounted()) state.focusError(o.failureFocus)
    } else if (where === 'inline') {
      state.setFailure(shown)
      state.focusError(o.failureFocus)
    }
    return { ok: false }
  }
}

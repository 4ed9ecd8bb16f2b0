import { useMutation } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useSignedOut } from '@/components/form/signed-out-notice'
import { useFocusError } from '@/components/form/use-focus-error'
import { notify, type ToastInput } from '@/components/ui/toast'
import type { FailureBody } from '@/lib/error-body'
import { fieldMessageOf, nextIdempotencyKey, viewOfFailure } from './form-failure'

/** What a failure does instead of the inline message: its own text, a toast (the form is gone), or nothing. */
export interface FailureOutcome {
  message?: string
  show?: 'inline' | 'toast' | 'none'
}

export interface FormMutationOptions<TVars, TData> {
  /**
   * The call: a server function or a REST call through the API client. `idempotencyKey` is one per intended change,
   * the same on every retry until one succeeds, for calls that carry one (bookings).
   */
  call: (vars: TVars, request: { idempotencyKey: string }) => Promise<TData>
  /** The message when the failure brings none (no answer, a 500). */
  fallback: string
  /** Raised when the call went through (before `onSuccess`). */
  successToast?: (data: TData, vars: TVars) => ToastInput | undefined
  /** After a success: caches, the session, navigation. `false` keeps focus where it is (the page is leaving). */
  onSuccess?: (data: TData, vars: TVars) => void | boolean | Promise<void | boolean>
  /** After a failure, before it shows: re-reads, another message, or another place to show it. */
  onFailure?: (failure: FailureBody, vars: TVars) => void | FailureOutcome | Promise<void | FailureOutcome>
  /** Where focus goes after a success when it was lost (default: the success message or the submit button). */
  successFocus?: () => HTMLElement | null
  /** Where focus goes after a failure when no field or message took it (e.g. the button that was pressed). */
  failureFocus?: () => HTMLElement | null
  /** A 401 shows the signed-out notice and keeps the input (default); false: it is an ordinary failure. */
  signedOutNotice?: boolean
}

type Outcome<TData> = { ok: true; data: TData } | { ok: false }

const newKey = () => crypto.randomUUID()

/**
 * The one way a form sends a change (ADR 021), on TanStack Query's `useMutation`: busy while the call and what follows
 * it run, the server's localized message and field messages on failure (field → message, `fieldError`), focus on the
 * first invalid field or the message, the signed-out notice on a 401 (input kept; "Try again" sends the same change,
 * with the same Idempotency-Key), success toasts, and a toast for a failure whose form has gone meanwhile.
 */
export function useFormMutation<TVars, TData, TElement extends HTMLElement = HTMLFormElement>(
  options: FormMutationOptions<TVars, TData>,
) {
  const latest = useRef(options)
  useEffect(() => {
    latest.current = options
  })
  const [failure, setFailure] = useState<FailureBody | null>(null)
  const { ref, focusError, focusSuccess } = useFocusError<TElement>()
  const session = useSignedOut()
  const key = useRef<string | null>(null)
  const lastVars = useRef<{ vars: TVars } | null>(null)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const mutation = useMutation<Outcome<TData>, never, TVars>({
    // The whole sequence runs inside the mutation, so the form stays busy until what follows the answer is done.
    mutationFn: async (vars) => {
      const o = latest.current
      key.current ??= newKey()
      const idempotencyKey = key.current
      setFailure(null)
      try {
        const data = await o.call(vars, { idempotencyKey })
        key.current = nextIdempotencyKey(idempotencyKey, 'success', newKey)
        session.clear()
        const toast = o.successToast?.(data, vars)
        if (toast) notify(toast)
        const focus = await o.onSuccess?.(data, vars)
        if (focus !== false && mounted.current) focusSuccess(o.successFocus)
        return { ok: true, data }
      } catch (error) {
        const view = viewOfFailure(error, o.fallback, o.signedOutNotice !== false)
        if (view.kind === 'signed-out') {
          session.caught(error)
          return { ok: false }
        }
        const outcome = (await o.onFailure?.(view.failure, vars)) ?? {}
        const shown = { ...view.failure, message: outcome.message ?? view.failure.message }
        const where = outcome.show ?? (mounted.current ? 'inline' : 'toast')
        if (where === 'toast' || (where === 'inline' && !mounted.current))
          notify({ kind: 'error', title: shown.message })
        else if (where === 'inline') {
          setFailure(shown)
          focusError(o.failureFocus)
        }
        return { ok: false }
      }
    },
  })

  const { mutateAsync } = mutation
  /** Sends the change; resolves with the data, or undefined after a failure (already shown). */
  const submit = useCallback(
    async (vars: TVars): Promise<TData | undefined> => {
      lastVars.current = { vars }
      const outcome = await mutateAsync(vars)
      return outcome.ok ? outcome.data : undefined
    },
    [mutateAsync],
  )
  /** The last change once more (the signed-out notice's "Try again"), with the same Idempotency-Key. */
  const retry = useCallback(() => {
    if (lastVars.current) void submit(lastVars.current.vars)
  }, [submit])
  const busy = mutation.isPending
  // A callback ref: a ref object in the result would make the whole result a ref to React's compiler rules.
  const focusRoot = useCallback(
    (element: TElement | null) => {
      ref.current = element
    },
    [ref],
  )
  return {
    /** The focus root: the form (or the element holding the error messages). */
    focusRoot,
    /** The focus root's element (for a success focus target inside it). */
    root: () => ref.current,
    submit,
    retry,
    busy,
    failure,
    /** The localized message of one field, when the failure named it. */
    fieldError: (field: string) => fieldMessageOf(failure, field),
    /** Focus on the first invalid field or message: for a form's own checks before sending (TanStack Form). */
    focusInvalid: () => focusError(),
    /** Drops the shown failure (e.g. when the form is opened again). */
    clearFailure: () => setFailure(null),
    signedOut: session.signedOut,
    /** SignedOutNotice's props for this form ("Try again" sends the form again unless `onRetry` is given). */
    notice: session.noticeProps(busy),
  }
}

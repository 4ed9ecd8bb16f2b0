import { useMutation } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useSignedOut } from '@/components/form/signed-out-notice'
import { useFocusError } from '@/components/form/use-focus-error'
import { notify } from '@/components/ui/toast'
import type { FailureBody } from '@/lib/error-body'
import { fieldMessageOf } from './form-failure'
import { sendChange, type ChangeOptions, type ChangeOutcome } from './send-change'

/**
 * `call` sends the change (a server function or a REST call through the API client; `idempotencyKey` is one per
 * intended change, the same on every retry until one succeeds, for calls that carry one: bookings). `fallback` is the
 * message when the failure brings none; `successToast`, `onSuccess` (false: keep focus where it is, the page is
 * leaving), `onFailure` (another message, or show it as a toast or not at all), `successFocus` / `failureFocus`
 * (where focus goes when it was lost / when no field or message took it), `signedOutNotice` (false: a 401 is an
 * ordinary failure, as for the sign-in forms).
 */
export type FormMutationOptions<TVars, TData> = ChangeOptions<TVars, TData>

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

  const mutation = useMutation<ChangeOutcome<TData>, never, TVars>({
    // The whole sequence runs inside the mutation, so the form stays busy until what follows the answer is done.
    mutationFn: (vars) =>
      sendChange(latest.current, vars, {
        key,
        newKey,
        mounted: () => mounted.current,
        setFailure,
        signedOut: session,
        focusSuccess,
        focusError,
        notify,
      }),
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

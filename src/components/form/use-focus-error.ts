import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'

/** Focuses `target`; a message or heading, not focusable by itself, gets tabindex=-1 (kept out of the Tab order). */
function focusElement(target: HTMLElement): boolean {
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.tabIndex = -1
  target.focus()
  return document.activeElement === target
}

/** Whether keyboard focus is nowhere (a disabled or removed control drops it to <body>). */
function focusIsLost(): boolean {
  return !document.activeElement || document.activeElement === document.body
}

/**
 * After a failed submit: the first invalid field in `root`, else its error message, else `fallback`. Returns whether
 * something took focus.
 */
function focusFirstError(root: HTMLElement | null, fallback?: HTMLElement | null): boolean {
  if (!root) return false
  const target =
    root.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    root.querySelector<HTMLElement>('[role="alert"]') ??
    fallback
  if (!target) return false
  return focusElement(target)
}

/**
 * After a successful submit, if focus was lost: `target`, else the success message (role=status) in `root`, else its
 * first enabled submit button. Focus that is still somewhere (the field Enter was pressed in) stays there.
 */
function focusAfterSuccess(root: HTMLElement | null, target?: HTMLElement | null): boolean {
  if (!focusIsLost()) return false
  const element =
    target ??
    root?.querySelector<HTMLElement>('[role="status"]') ??
    root?.querySelector<HTMLElement>('button[type="submit"]:not(:disabled)')
  if (!element?.isConnected) return false
  return focusElement(element)
}

type Request = { kind: 'error' | 'success'; target?: () => HTMLElement | null }

/**
 * The submit button is disabled while a form is sent, which drops focus to <body>; a failed submit leaves a keyboard
 * or screen-reader user nowhere. `focusError()` (call it with the state that shows the errors) moves focus, once
 * those errors are on screen, to the first invalid field or the error message inside `ref`. `focusSuccess()` (call it
 * with the state that shows the outcome) puts lost focus back: on `target` (e.g. the button that was pressed), else
 * the success message or the submit button inside `ref`.
 */
export function useFocusError<T extends HTMLElement>(): {
  ref: RefObject<T | null>
  focusError: (fallback?: () => HTMLElement | null) => void
  focusSuccess: (target?: () => HTMLElement | null) => void
} {
  const ref = useRef<T>(null)
  const [request, setRequest] = useState<Request | null>(null)
  useEffect(() => {
    if (request?.kind === 'error') focusFirstError(ref.current, request.target?.())
    else if (request?.kind === 'success') focusAfterSuccess(ref.current, request.target?.())
  }, [request])
  const focusError = useCallback(
    (fallback?: () => HTMLElement | null) => setRequest({ kind: 'error', target: fallback }),
    [],
  )
  const focusSuccess = useCallback((target?: () => HTMLElement | null) => setRequest({ kind: 'success', target }), [])
  return { ref, focusError, focusSuccess }
}

/**
 * Focus on request, once the render that shows the element has happened: `request()` after a state change that mounts
 * or reveals `ref`'s element (a panel that only renders from the next commit), and the element takes focus then.
 */
export function useFocusOnRender<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [tick, setTick] = useState(0)
  useEffect(() => {
    if (tick) ref.current?.focus()
  }, [tick])
  const request = useCallback(() => setTick((n) => n + 1), [])
  return { ref, request }
}

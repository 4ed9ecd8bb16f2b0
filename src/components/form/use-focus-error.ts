import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'

/**
 * After a failed submit: the first invalid field in `root`, else its error message, else `fallback`. Returns whether
 * something took focus.
 */
export function focusFirstError(root: HTMLElement | null, fallback?: HTMLElement | null): boolean {
  if (!root) return false
  const target =
    root.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    root.querySelector<HTMLElement>('[role="alert"]') ??
    fallback
  if (!target) return false
  // An error message is not focusable by itself; -1 keeps it out of the Tab order.
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.tabIndex = -1
  target.focus()
  return document.activeElement === target
}

/**
 * The submit button is disabled while a form is sent, which drops focus to <body>; a failed submit leaves a keyboard
 * or screen-reader user nowhere. `focusError()` (call it with the state that shows the errors) moves focus, once
 * those errors are on screen, to the first invalid field or the error message inside `ref`.
 */
export function useFocusError<T extends HTMLElement>(): {
  ref: RefObject<T | null>
  focusError: (fallback?: () => HTMLElement | null) => void
} {
  const ref = useRef<T>(null)
  const [request, setRequest] = useState<{ fallback?: () => HTMLElement | null } | null>(null)
  useEffect(() => {
    if (request) focusFirstError(ref.current, request.fallback?.())
  }, [request])
  const focusError = useCallback((fallback?: () => HTMLElement | null) => setRequest({ fallback }), [])
  return { ref, focusError }
}

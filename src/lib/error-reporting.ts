import { isReportable } from './errors'

type Capture = (error: unknown) => void
let capture: Capture | undefined
const pending: unknown[] = []

/** Installed once Sentry has loaded; errors seen before that are replayed to it. */
export function setErrorCapture(fn: Capture) {
  capture = fn
  for (const error of pending.splice(0)) fn(error)
}

/** Reports an unexpected page error; 3xx/4xx are expected and not captured (spec §8). */
export function reportError(error: unknown, status?: number) {
  if (!isReportable(status)) return
  if (capture) capture(error)
  else if (pending.length < 20) pending.push(error)
}

import { useSyncExternalStore } from 'react'

/**
 * Error pages shown because a component threw while rendering (ADR 040). Such an error leaves every match 'success',
 * so the router's heads never learn of it; the error component records its status here (in the browser, from an
 * effect) and the document head reads it. A set of entries, so that two boundaries showing at once, or one
 * unmounting after the next has mounted, cannot clear each other's.
 */
const failures = new Set<{ status: number }>()
const listeners = new Set<() => void>()
let snapshot: number | null = null

function changed() {
  snapshot = failures.size ? [...failures].at(-1)!.status : null
  for (const listener of listeners) listener()
}

/** Records a shown error page; returns the function that removes it (the error page's effect cleanup). */
export function showRenderFailure(status: number): () => void {
  const entry = { status }
  failures.add(entry)
  changed()
  return () => {
    failures.delete(entry)
    changed()
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The status of the error page a failed render shows, or null (always null on the server and while hydrating). */
export const useRenderFailure = (): number | null =>
  useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => null,
  )

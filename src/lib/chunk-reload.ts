/**
 * Spec §8: a chunk that fails to load or preload (typically after a deploy removed the old files) triggers one full
 * reload of the target route. Spec §9's 10,000 ms reload guard: a second failure within that window shows the
 * error page instead of reloading again.
 */
export const RELOAD_GUARD_MS = 10_000
const GUARD_KEY = 'waypoints:chunk-reload-at'

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message)
}

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>
  now: () => number
  assign: (href: string) => void
}

const browserDeps = (): ReloadDeps => ({
  storage: window.sessionStorage,
  now: Date.now,
  assign: (href) => window.location.assign(href),
})

/** Reloads `target` unless a chunk reload happened less than RELOAD_GUARD_MS ago; true when it reloads. */
export function reloadAfterChunkError(target: string, error?: unknown, deps: ReloadDeps = browserDeps()): boolean {
  const last = Number(deps.storage.getItem(GUARD_KEY) ?? 0)
  const now = deps.now()
  if (last && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false
  deps.storage.setItem(GUARD_KEY, String(now))
  // TanStack Router reloads once by itself on the same error; mark it done so the guard alone decides.
  if (error instanceof Error) deps.storage.setItem(`tanstack_router_reload:${error.message}`, '1')
  deps.assign(target)
  return true
}

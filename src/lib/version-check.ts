/**
 * Spec §4 version check: `builds/latest.json` is polled (every VITE_VERSION_CHECK_INTERVAL_MS, default 5 minutes,
 * and whenever the tab becomes visible); once its id differs from the running build, the next navigation is a full
 * page load, so visitors pick up the new build without losing what they are doing.
 */
export const DEFAULT_VERSION_CHECK_INTERVAL_MS = 5 * 60 * 1000
const LATEST_BUILD_URL = '/builds/latest.json'

/** The configured poll interval; anything that is not a positive whole number of ms falls back to the default. */
export function versionCheckInterval(value: string | undefined): number {
  const n = Number(value)
  return value && Number.isInteger(n) && n > 0 ? n : DEFAULT_VERSION_CHECK_INTERVAL_MS
}

interface VersionCheckDeps {
  currentId: string
  intervalMs: number
  fetchLatest: () => Promise<unknown>
  setInterval: (fn: () => void, ms: number) => unknown
  clearInterval: (handle: unknown) => void
  /** Subscribes to "the tab became visible"; returns an unsubscribe function. */
  onVisible: (fn: () => void) => () => void
}

export function createVersionCheck(deps: VersionCheckDeps) {
  let stale = false
  let inFlight = false
  const check = async () => {
    if (stale || inFlight) return
    inFlight = true
    try {
      const latest = await deps.fetchLatest()
      const id = latest && typeof latest === 'object' ? (latest as { id?: unknown }).id : undefined
      if (typeof id === 'string' && id && id !== deps.currentId) stale = true
    } catch {
      // Offline or mid-deploy: try again at the next tick.
    } finally {
      inFlight = false
    }
  }
  let handle: unknown
  let offVisible: (() => void) | undefined
  return {
    check,
    /** True once a newer build has been seen: the next navigation must be a full page load. */
    isStale: () => stale,
    start() {
      handle = deps.setInterval(() => void check(), deps.intervalMs)
      offVisible = deps.onVisible(() => void check())
    },
    stop() {
      deps.clearInterval(handle)
      offVisible?.()
    },
  }
}

let browserCheck: ReturnType<typeof createVersionCheck> | undefined

/** The page's version check (browser only), started once. */
export function startBrowserVersionCheck(currentId: string, intervalMs: number) {
  if (browserCheck) return browserCheck
  browserCheck = createVersionCheck({
    currentId,
    intervalMs,
    fetchLatest: async () => {
      const response = await fetch(LATEST_BUILD_URL, { cache: 'no-store', credentials: 'omit' })
      return response.ok ? response.json() : null
    },
    setInterval: (fn, ms) => window.setInterval(fn, ms),
    clearInterval: (h) => window.clearInterval(h as number),
    onVisible: (fn) => {
      const listener = () => {
        if (document.visibilityState === 'visible') fn()
      }
      document.addEventListener('visibilitychange', listener)
      return () => document.removeEventListener('visibilitychange', listener)
    },
  })
  browserCheck.start()
  return browserCheck
}

/** True when the browser has seen a newer build (always false on the server). */
export function newerBuildSeen(): boolean {
  return browserCheck?.isStale() ?? false
}

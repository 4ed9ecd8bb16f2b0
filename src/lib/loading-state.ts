/**
 * Spec §3/§4 global loading indicator: { isLoading, withDuration, withDelay }.
 * start() on page loading start (optionally with a duration); stop() on page loading end, app error,
 * UI error, or app mount with state already set. Stopping acts only while loading.
 */
interface LoadingState {
  isLoading: boolean
  withDuration: number
  withDelay: number
}

const LOADING_DEFAULTS = { withDuration: 0, withDelay: 1000 } as const

export type LoadingEvent =
  | { type: 'page:loading:start'; duration?: number }
  | { type: 'page:loading:end' }
  | { type: 'app:error' }
  | { type: 'ui:error' }
  | { type: 'app:mounted' }

export function initialLoadingState(overrides: Partial<LoadingState> = {}): LoadingState {
  return { isLoading: false, ...LOADING_DEFAULTS, ...overrides }
}

export function loadingReducer(state: LoadingState, event: LoadingEvent): LoadingState {
  if (event.type === 'page:loading:start') {
    const withDuration = event.duration !== undefined && event.duration >= 0 ? event.duration : state.withDuration
    if (state.isLoading && withDuration === state.withDuration) return state
    return { ...state, isLoading: true, withDuration }
  }
  return state.isLoading ? { ...state, isLoading: false } : state
}

/** A tiny observable store around the reducer (read with useSyncExternalStore). */
export function createLoadingStore(initial = initialLoadingState()) {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    dispatch(event: LoadingEvent) {
      const next = loadingReducer(state, event)
      if (next === state) return
      state = next
      for (const l of listeners) l()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

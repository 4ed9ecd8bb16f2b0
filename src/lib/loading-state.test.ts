import { describe, expect, it, vi } from 'vitest'
import { createLoadingStore, initialLoadingState, loadingReducer, type LoadingEvent } from './loading-state'

const stopEvents: LoadingEvent[] = [
  { type: 'page:loading:end' },
  { type: 'app:error' },
  { type: 'ui:error' },
  { type: 'app:mounted' },
]

describe('initial loading state (spec §3)', () => {
  it('is not loading, duration 0, delay 1000 ms', () => {
    expect(initialLoadingState()).toEqual({ isLoading: false, withDuration: 0, withDelay: 1000 })
  })
  it('takes overrides', () => {
    expect(initialLoadingState({ withDelay: 50 })).toEqual({ isLoading: false, withDuration: 0, withDelay: 50 })
  })
})

describe('loadingReducer (spec §4)', () => {
  it('starts loading on page loading start, keeping the current duration', () => {
    expect(loadingReducer(initialLoadingState(), { type: 'page:loading:start' })).toEqual({
      isLoading: true,
      withDuration: 0,
      withDelay: 1000,
    })
  })
  it('takes an optional duration when starting', () => {
    expect(loadingReducer(initialLoadingState(), { type: 'page:loading:start', duration: 300 }).withDuration).toBe(300)
  })
  it('ignores a negative duration', () => {
    const state = loadingReducer(initialLoadingState({ withDuration: 200 }), {
      type: 'page:loading:start',
      duration: -1,
    })
    expect(state).toMatchObject({ isLoading: true, withDuration: 200 })
  })
  it('returns the same state when already loading with the same duration', () => {
    const loading = loadingReducer(initialLoadingState(), { type: 'page:loading:start' })
    expect(loadingReducer(loading, { type: 'page:loading:start' })).toBe(loading)
    expect(loadingReducer(loading, { type: 'page:loading:start', duration: 500 })).toEqual({
      ...loading,
      withDuration: 500,
    })
  })
  it.each(stopEvents)('stops on $type while loading', (event) => {
    const loading = loadingReducer(initialLoadingState(), { type: 'page:loading:start', duration: 40 })
    expect(loadingReducer(loading, event)).toEqual({ isLoading: false, withDuration: 40, withDelay: 1000 })
  })
  it.each(stopEvents)('$type does nothing when not loading', (event) => {
    const idle = initialLoadingState()
    expect(loadingReducer(idle, event)).toBe(idle)
  })
})

describe('createLoadingStore', () => {
  it('notifies subscribers only on real changes', () => {
    const store = createLoadingStore()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.dispatch({ type: 'page:loading:end' })
    expect(listener).not.toHaveBeenCalled()
    store.dispatch({ type: 'page:loading:start' })
    expect(store.get().isLoading).toBe(true)
    store.dispatch({ type: 'page:loading:start' })
    expect(listener).toHaveBeenCalledTimes(1)
    store.dispatch({ type: 'app:mounted' })
    expect(store.get().isLoading).toBe(false)
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    store.dispatch({ type: 'page:loading:start' })
    expect(listener).toHaveBeenCalledTimes(2)
  })
  it('starts from a given state', () => {
    const store = createLoadingStore(initialLoadingState({ isLoading: true }))
    store.dispatch({ type: 'ui:error' })
    expect(store.get().isLoading).toBe(false)
  })
})

import { useEffect, useState, useSyncExternalStore } from 'react'
import { useRouter } from '@tanstack/react-router'
import { createLoadingStore } from '@/lib/loading-state'
import { m } from '@/paraglide/messages'

const loadingStore = createLoadingStore()

/**
 * Wires the spec's global loading state to the router and to errors, and announces slow page loads
 * (after `withDelay`) to assistive technology.
 */
export function GlobalLoading() {
  const router = useRouter()
  const state = useSyncExternalStore(loadingStore.subscribe, loadingStore.get, loadingStore.get)
  const [announce, setAnnounce] = useState(false)

  useEffect(() => {
    loadingStore.dispatch({ type: 'app:mounted' })
    const offStart = router.subscribe('onBeforeLoad', ({ pathChanged }) => {
      if (pathChanged) loadingStore.dispatch({ type: 'page:loading:start' })
    })
    const offEnd = router.subscribe('onResolved', () => loadingStore.dispatch({ type: 'page:loading:end' }))
    const onAppError = () => loadingStore.dispatch({ type: 'app:error' })
    const onUiError = () => loadingStore.dispatch({ type: 'ui:error' })
    window.addEventListener('unhandledrejection', onAppError)
    window.addEventListener('error', onUiError)
    return () => {
      offStart()
      offEnd()
      window.removeEventListener('unhandledrejection', onAppError)
      window.removeEventListener('error', onUiError)
    }
  }, [router])

  useEffect(() => {
    if (!state.isLoading) {
      setAnnounce(false)
      return
    }
    const t = window.setTimeout(() => setAnnounce(true), state.withDelay)
    return () => window.clearTimeout(t)
  }, [state.isLoading, state.withDelay])

  return (
    <div role="status" aria-live="polite" className="sr-only">
      {announce ? m.loading_label() : ''}
    </div>
  )
}

import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { toastRaised } from './toast'

// Loaded when the browser is idle after hydration, or at once for the first toast: no toast can exist before the
// app is interactive, and it keeps sonner out of the first load (ADR 005, ADR 028).
const SonnerToaster = lazy(() => import('./sonner-toaster'))

export function Toaster() {
  const [idle, setIdle] = useState(false)
  const raised = useSyncExternalStore(toastRaised.subscribe, toastRaised.get, () => false)
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: 2000 })
      return () => cancelIdleCallback(handle)
    }
    const timer = setTimeout(() => setIdle(true), 200)
    return () => clearTimeout(timer)
  }, [])
  if (!idle && !raised) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  )
}

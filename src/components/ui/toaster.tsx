import { lazy, Suspense, useEffect, useState } from 'react'

/** Spec §9 root toaster: top-right, 3000 ms, not expanded, at most 5, swipe right, F8 focuses it. */
export const TOASTER_DEFAULTS = { position: 'top-right', duration: 3000, visibleToasts: 5, hotkey: 'F8' } as const

// Loaded after hydration: no toast can exist before the app is interactive, and it keeps
// sonner out of the first-load bundle.
const SonnerToaster = lazy(() => import('./sonner-toaster'))

export function Toaster() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  )
}

import { lazy, Suspense, useEffect, useState } from 'react'

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

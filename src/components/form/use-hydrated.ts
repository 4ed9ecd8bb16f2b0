import { useSyncExternalStore } from 'react'

const noop = () => () => {}

/** False during SSR and before hydration: forms stay inert until React handles them (no native GET submit). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
}

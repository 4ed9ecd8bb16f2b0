// The process lifecycle, shared by the server bundle and the host that loads it (scripts/serve.ts). Both get their
// own copy of this module, so the state lives on globalThis under a registered symbol.

interface Lifecycle {
  /** True when a host (scripts/serve.ts) owns SIGTERM/SIGINT and calls `shutdown()` after draining. */
  managed: boolean
  /** Set as soon as shutdown starts: readiness turns 503 so a load balancer stops sending traffic. */
  draining: boolean
  closers: Array<{ name: string; close: () => Promise<void> }>
  /** The database thread's compiled module, set by a built host (dist/host/serve.js; ADR 035). */
  databaseThreadFile?: string
}

const KEY = Symbol.for('waypoints.lifecycle')
const holder = globalThis as typeof globalThis & { [KEY]?: Lifecycle }

export function lifecycle(): Lifecycle {
  holder[KEY] ??= { managed: false, draining: false, closers: [] }
  return holder[KEY]
}

/** Registers a resource to close when the process shuts down (closed in reverse order). */
export function onShutdown(name: string, close: () => Promise<void>) {
  lifecycle().closers.push({ name, close })
}

export const isDraining = () => lifecycle().draining

/** Closes every registered resource, newest first; failures are reported and do not stop the others. */
export async function closeResources(report: (name: string, error: unknown) => void = () => {}) {
  const state = lifecycle()
  state.draining = true
  for (const { name, close } of state.closers.splice(0).reverse()) {
    try {
      await close()
    } catch (error) {
      report(name, error)
    }
  }
}

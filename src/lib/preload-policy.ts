/** Spec §9: at most 4 route-component preloads in parallel; no link prefetch under data-saver or 2g. */
export const MAX_PARALLEL_PRELOADS = 4

interface NetworkInformationLike {
  saveData?: boolean
  effectiveType?: string
}

/** True when the visitor asked to save data or the connection is 2g/slow-2g. */
export function shouldSkipPrefetch(connection: NetworkInformationLike | undefined | null): boolean {
  if (!connection) return false
  return connection.saveData === true || connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g'
}

export function browserConnection(): NetworkInformationLike | undefined {
  if (typeof navigator === 'undefined') return undefined
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection
}

/** Runs at most `limit` tasks at once; the rest wait in order. */
export function createLimiter(limit: number) {
  let running = 0
  const queue: Array<() => void> = []
  const next = () => {
    running--
    queue.shift()?.()
  }
  return function run<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        running++
        task().then(resolve, reject).finally(next)
      }
      if (running < limit) start()
      else queue.push(start)
    })
  }
}

/** The rows of a raw `execute`, whether the driver answers a result with `rows` or the array of rows itself. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}

// Messages between the main thread (remote.server.ts) and the database thread (worker.server.ts). Type-only: the
// worker imports it without a build step.
export interface WorkerOptions {
  /** PGlite's data folder (the caller holds its lock). */
  dataDir: string
  /** Server settings passed at start (`name=value`), e.g. shared_buffers. */
  settings: string[]
}

type Target = { tx?: number }
export type Request = { id: number } & (
  | ({ op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; rawDates: boolean } & Target)
  | ({ op: 'exec'; sql: string } & Target)
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { op: 'close' }
)

export interface SerializedError {
  name: string
  message: string
  /** Plain own fields of the error (a DatabaseError's code, detail, constraint…). */
  fields: Record<string, string | number>
}

export type Reply = { id: number } & ({ ok: true; result: unknown } | { ok: false; error: SerializedError })

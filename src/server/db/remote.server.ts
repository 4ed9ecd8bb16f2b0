// The main thread's side of the database thread (ADR 027): an object with the part of PGlite's client API that
// Drizzle's PGlite driver, the migrator and backups use (query, exec, transaction, dumpDataDir, close), forwarding
// each call to worker.server.ts. Results come back by structured clone, already parsed by PGlite in the worker.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite'
import { lifecycle } from '../lifecycle.server'
import type { Reply, Request, SerializedError, WorkerOptions } from './worker-protocol'

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never
type Call = DistributiveOmit<Request, 'id'>

/**
 * Where the thread's module is: compiled beside a built host (dist/host/pglite-worker.js, ADR 035); else
 * worker.server.ts beside this module when it runs from source (dev server, tests, scripts), otherwise (the bundled
 * build in dist/server under another host) in the source tree under the working directory, like `drizzle/`.
 */
function workerFile(): string {
  const compiled = lifecycle().databaseThreadFile
  if (compiled && existsSync(compiled)) return compiled
  const beside = path.join(path.dirname(fileURLToPath(import.meta.url)), 'worker.server.ts')
  return existsSync(beside) ? beside : path.resolve(process.cwd(), 'src/server/db/worker.server.ts')
}

function reviveError(error: SerializedError): Error {
  // Same shape as PGlite's DatabaseError (code, detail, constraint…), so callers checking `code` keep working.
  return Object.assign(new Error(error.message), error.fields, { name: error.name })
}

export class RemotePglite {
  readonly #worker: Worker
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  #nextId = 1
  #stopped: Error | null = null

  private constructor(worker: Worker) {
    this.#worker = worker
    worker.on('message', (reply: Reply) => {
      const pending = this.#pending.get(reply.id)
      if (!pending) return
      this.#pending.delete(reply.id)
      if (reply.ok) pending.resolve(reply.result)
      else pending.reject(reviveError(reply.error))
    })
    worker.on('error', (error) => this.#fail(error instanceof Error ? error : new Error(String(error))))
    worker.on('exit', (code) => this.#fail(new Error(`the database thread exited (code ${code})`)))
  }

  /** Starts the thread and waits until PGlite has opened the data dir (or failed to). */
  static async start(options: WorkerOptions, onStop?: (error: Error) => void): Promise<RemotePglite> {
    const worker = new Worker(workerFile(), {
      workerData: options,
      name: 'pglite',
      // The thread's own JavaScript is small (PGlite's memory is WebAssembly, outside the V8 heap).
      resourceLimits: { maxYoungGenerationSizeMb: 8 },
    })
    const ready = new Promise<void>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`the database thread exited while opening (code ${code})`))
      worker.once('error', reject)
      worker.once('exit', onExit)
      worker.once('message', (reply: Reply) => {
        worker.off('error', reject)
        worker.off('exit', onExit)
        if (reply.ok) resolve()
        else reject(reviveError(reply.error))
      })
    })
    await ready
    const remote = new RemotePglite(worker)
    if (onStop) remote.#onStop = onStop
    return remote
  }

  #onStop: ((error: Error) => void) | undefined

  #fail(error: Error) {
    if (this.#stopped) return
    this.#stopped = error
    for (const pending of this.#pending.values()) pending.reject(error)
    this.#pending.clear()
    this.#onStop?.(error)
  }

  #call<T>(request: Call, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped)
    const id = this.#nextId++
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      this.#worker.postMessage({ ...request, id }, transfer)
    })
  }

  #query<T>(sql: string, params: unknown[] = [], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    return this.#call({
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode ?? 'object',
      // Drizzle passes its own parsers (dates as strings); the worker applies the same set.
      rawDates: options?.parsers !== undefined,
      ...(tx ? { tx } : {}),
    })
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query(sql, params, options)
  }

  exec(sql: string): Promise<Results[]> {
    return this.#call({ op: 'exec', sql })
  }

  /**
   * A real transaction: the worker holds PGlite's transaction lock from `begin` to `end`, so statements of other
   * requests wait there (as they would in-process) and only this callback's statements run inside it.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.#call<number>({ op: 'begin' })
    let closed = false
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => this.#query<R>(sql, params, options, id),
      exec: (sql: string) => this.#call<Results[]>({ op: 'exec', sql, tx: id }),
      rollback: async () => {
        throw new Error('rollback')
      },
      get closed() {
        return closed
      },
    } as unknown as Transaction
    let result: T
    try {
      result = await callback(tx)
    } catch (error) {
      closed = true
      await this.#call({ op: 'end', tx: id, commit: false }).catch(() => undefined)
      throw error
    }
    closed = true
    await this.#call({ op: 'end', tx: id, commit: true })
    return result
  }

  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'gzip'): Promise<Blob> {
    return new Blob([await this.#call<ArrayBuffer>({ op: 'dump', compression })])
  }

  /** Closes PGlite cleanly (checkpoint) and ends the thread. */
  async close(): Promise<void> {
    if (this.#stopped) return
    try {
      await this.#call({ op: 'close' })
    } finally {
      this.#onStop = undefined
      await this.#worker.terminate()
    }
  }

  /** Drizzle's PGlite driver only uses the methods above. */
  asPglite(): PGlite {
    return this as unknown as PGlite
  }
}

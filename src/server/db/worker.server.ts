// The embedded database's own thread (ADR 027): PGlite runs here, so its WASM execution, file I/O and result parsing
// never block the thread that renders pages. The main thread talks to it with the small protocol in
// worker-protocol.ts (remote.server.ts is the other end). Node runs this file directly (type stripping), so it
// imports only packages and type-only local modules.
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { parentPort, workerData } from 'node:worker_threads'
import { parse, PGlite, protocol, types, type Results, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import type { Reply, Request, SerializedError, WorkerOptions } from './worker-protocol.ts'

const port = parentPort
if (!port) throw new Error('worker.server.ts runs as a worker thread')
const options = workerData as WorkerOptions

/** The parsers Drizzle's PGlite driver passes (it maps dates and intervals itself); functions cannot cross threads. */
const raw = (value: string) => value
const drizzleParsers = {
  [types.TIMESTAMP]: raw,
  [types.TIMESTAMPTZ]: raw,
  [types.INTERVAL]: raw,
  [types.DATE]: raw,
  1231: raw, // numeric[]
  1115: raw, // timestamp[]
  1185: raw, // timestamptz[]
  1187: raw, // interval[]
  1182: raw, // date[]
}

function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} }
  const fields: Record<string, string | number> = {}
  // DatabaseError carries code, detail, constraint, table… as own properties; keep the plain ones.
  for (const [key, value] of Object.entries(error))
    if ((typeof value === 'string' || typeof value === 'number') && key !== 'query') fields[key] = value
  return { name: error.name, message: error.message, fields }
}

const reply = (message: Reply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer)

class Rollback extends Error {}

/** Open transactions by id: PGlite holds its transaction lock while the main thread sends the statements. */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }>()
let nextTransaction = 1

let client: PGlite
try {
  client = await PGlite.create({
    dataDir: options.dataDir,
    extensions: { unaccent, pg_trgm },
    // PGlite's defaults size it like a server of its own (128 MB shared buffers, 64 MB maintenance memory, room
    // for 100 connections); one single-user backend inside the app needs far less. Measured in bench/memory.ts.
    startParams: [...PGlite.defaultStartParams, ...options.settings.flatMap((setting) => ['-c', setting])],
  })
} catch (error) {
  reply({ id: 0, ok: false, error: serializeError(error) })
  process.exit(1)
}
// A new data dir is made by initdb, a second WebAssembly instance with hundreds of MB of memory. This thread
// allocates little JavaScript, so nothing would collect it for a long time: collect it once now.
setFlagsFromString('--expose-gc')
;(runInNewContext('gc') as () => void)()
reply({ id: 0, ok: true, result: null })

/** Distinct statements kept prepared, as on each PostgreSQL connection (NAMED_STATEMENTS_PER_CONNECTION). */
const NAMED_STATEMENTS = 500
/** Prepared statements by text: their name and parameter types. */
const statements = new Map<string, { name: string; types: number[] }>()
let nextStatement = 1
/** Statement errors after which a prepared statement must be made again: plan result changed, name unknown. */
const STALE_STATEMENT = new Set(['0A000', '26000'])

/**
 * A parameterised query through a named statement, prepared on its first run: PostgreSQL then plans it once and
 * reuses the plan, as the PostgreSQL path does (ADR 033). PGlite's `query` parses, describes and plans every
 * statement on every run, which was most of the time of a list query. These are the protocol messages `query`
 * sends, under the same locks, with the statement named; the result is parsed by PGlite's own parser.
 */
async function namedQuery(
  statement: { name: string; types: number[] } | undefined,
  text: string,
  params: unknown[],
  options: { rowMode: 'array' | 'object'; parsers?: typeof drizzleParsers },
  inTransaction: boolean,
): Promise<Results> {
  const { serialize } = protocol
  const run = async (message: Uint8Array) => (await client.execProtocol(message, { syncToFs: false })).messages
  const exchange = async () => {
    const messages = []
    // Another request may have prepared the same text while this one waited for the lock.
    statement ??= statements.get(text)
    try {
      if (!statement) {
        const name = `w${nextStatement++}`
        messages.push(...(await run(serialize.parse({ name, text }))))
        const types = parse.parseDescribeStatementResults(await run(serialize.describe({ type: 'S', name })))
        statement = { name, types }
        statements.set(text, statement)
      }
      const { name, types } = statement
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null
        const serializer = client.serializers[types[i]!]
        return serializer ? serializer(value) : String(value)
      })
      messages.push(...(await run(serialize.bind({ statement: name, values }))))
      messages.push(...(await run(serialize.describe({ type: 'P' }))))
      messages.push(...(await run(serialize.execute({}))))
    } catch (error) {
      const code = (error as { code?: unknown }).code
      if (typeof code === 'string' && STALE_STATEMENT.has(code)) statements.delete(text)
      throw error
    } finally {
      messages.push(...(await run(serialize.sync())))
    }
    return parse.parseResults(messages, client.parsers, options)[0]!
  }
  // A transaction holds PGlite's transaction lock already; anything else takes it, as `query` does.
  if (inTransaction) return client._runExclusiveQuery(exchange)
  const result = await client._runExclusiveTransaction(() => client._runExclusiveQuery(exchange))
  await client.syncToFs()
  return result
}

async function handle(request: Request): Promise<{ result: unknown; transfer?: ArrayBuffer[] }> {
  switch (request.op) {
    case 'query': {
      const target = request.tx ? transactions.get(request.tx)?.tx : client
      if (!target) throw new Error(`transaction ${request.tx} is not open`)
      const options = { rowMode: request.rowMode, ...(request.rawDates ? { parsers: drizzleParsers } : {}) }
      const statement = statements.get(request.sql)
      // Statements without parameters (migrations, `begin`) run as before, and so does a new text once the limit
      // is reached.
      if (request.params.length > 0 && (statement || statements.size < NAMED_STATEMENTS)) {
        const result = await namedQuery(statement, request.sql, request.params, options, Boolean(request.tx))
        return { result }
      }
      const result: Results = await target.query(request.sql, request.params, options)
      return { result }
    }
    case 'exec': {
      const target = request.tx ? transactions.get(request.tx)?.tx : client
      if (!target) throw new Error(`transaction ${request.tx} is not open`)
      return { result: await target.exec(request.sql) }
    }
    case 'begin': {
      const id = nextTransaction++
      return await new Promise((resolve, reject) => {
        let end!: (commit: boolean) => void
        const decision = new Promise<boolean>((settle) => (end = settle))
        const done = client
          .transaction(async (tx) => {
            transactions.set(id, { tx, end, done })
            resolve({ result: id })
            if (!(await decision)) throw new Rollback()
          })
          .catch((error: unknown) => {
            if (!(error instanceof Rollback)) throw error
          })
          .finally(() => transactions.delete(id))
        // A failure before the callback ran (BEGIN itself failed) answers the begin request.
        done.catch(reject)
      })
    }
    case 'end': {
      const open = transactions.get(request.tx)
      if (!open) throw new Error(`transaction ${request.tx} is not open`)
      open.end(request.commit)
      await open.done
      return { result: null }
    }
    case 'dump': {
      const bytes = await (await client.dumpDataDir(request.compression)).arrayBuffer()
      return { result: bytes, transfer: [bytes] }
    }
    case 'close': {
      // PGlite's close shuts the backend down cleanly (a checkpoint), so the next start needs no recovery.
      await client.close()
      return { result: null }
    }
  }
}

port.on('message', (request: Request) => {
  handle(request).then(
    ({ result, transfer }) => reply({ id: request.id, ok: true, result }, transfer),
    (error: unknown) => reply({ id: request.id, ok: false, error: serializeError(error) }),
  )
})

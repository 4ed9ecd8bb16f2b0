import { getDatabase } from '@/server/db/index.server'
import { logger } from '@/server/logger.server'

// A dependency that does not answer (PostgreSQL restarting, a dropped connection) is an outage, not a bug: the
// request gets 503 with Retry-After instead of a 500, and the log says so once per outage instead of once per
// request (issue 12, e2e/pg-restart.spec.ts).

// Node's socket errors and PostgreSQL's connection classes 08 and 57P (admin shutdown, crash shutdown, starting up).
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
])
// node-postgres's own wording when the server goes away mid-query or a connection cannot be made in time.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i

export const RETRY_AFTER_SECONDS = 5

/** True when the error (or one of its causes, e.g. Drizzle's wrapper around pg's error) means "no connection". */
export function isDependencyUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true
    current = cause
  }
  return false
}

const LOG_EVERY_MS = 60_000
let lastLogged = 0

/** Logs the outage at most once a minute; later failures of the same outage stay quiet. */
export function noteUnavailable(error: unknown) {
  const now = Date.now()
  if (now - lastLogged < LOG_EVERY_MS) return
  lastLogged = now
  // The root cause says what happened ("connect ECONNREFUSED …"), Drizzle's wrapper only which query failed.
  let root: unknown = error
  while (root instanceof Error && root.cause instanceof Error) root = root.cause
  const reason = root instanceof Error ? root.message : String(root)
  logger.error(`database unavailable (${reason}); answering 503 until it is back`)
}

/**
 * A page that failed with 500 while the database does not answer a ping becomes a 503 with Retry-After (the error
 * page itself is unchanged): an outage, not a bug.
 */
export async function pageStatusDuringOutage(response: Response): Promise<Response> {
  if (response.status !== 500) return response
  try {
    const database = await getDatabase()
    await Promise.race([
      database.ping(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('ping timed out')), 2000).unref()),
    ])
    return response
  } catch (error) {
    noteUnavailable(error)
    const headers = new Headers(response.headers)
    headers.set('retry-after', String(RETRY_AFTER_SECONDS))
    return new Response(response.body, { status: 503, headers })
  }
}

/** The deepest cause's message: what happened, without the wrapper's query text and parameters. */
function rootCause(error: Error): string {
  let root = error
  while (root.cause instanceof Error) root = root.cause
  if (root === error && /^Failed query/i.test(error.message)) return 'query failed'
  return root.message.split('\n')[0]!.slice(0, 200)
}

/**
 * A library's log line (e.g. Better Auth's) through our logger: the message's first line and the root cause only,
 * never the arguments themselves (a failed query's error carries its parameters, such as a session token), and a
 * database outage reported once (noteUnavailable) instead of once per request.
 */
export function logLibraryLine(
  source: string,
  level: 'debug' | 'info' | 'warn' | 'error',
  message: string,
  args: unknown[],
) {
  const failure = args.find((arg): arg is Error => arg instanceof Error)
  if (failure && isDependencyUnavailable(failure)) return noteUnavailable(failure)
  const text = message
    .split('\n')[0]!
    .replace(/params:.*$/i, '')
    .slice(0, 300)
  logger[level](`${source}: ${text}${failure ? ` (${rootCause(failure)})` : ''}`)
}

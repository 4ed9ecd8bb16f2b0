import { AsyncLocalStorage } from 'node:async_hooks'
import pino, { type Logger } from 'pino'
import { loggingEnv } from './env.server.ts'

// Structured logs: one JSON object per line in production, readable lines in development (pino-pretty, a dev
// dependency, loaded only when present). LOG_LEVEL, LOG_FORMAT and NODE_ENV come from loggingEnv(), which the host
// process (scripts/serve.ts) can read before the app's whole environment is parsed.

const settings = loggingEnv()
const level = settings.LOG_LEVEL

/** The request being served (its id appears on every line logged while serving it). */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>()

const options: pino.LoggerOptions = {
  level,
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  mixin: () => {
    const requestId = requestContext.getStore()?.requestId
    return requestId ? { requestId } : {}
  },
  // Never log credentials, even if a caller passes a whole request or body (`write` nests it under `detail`).
  redact: {
    paths: ['password', 'newPassword', 'token', 'cookie', 'authorization'].flatMap((key) => [
      `*.${key}`,
      `detail.*.${key}`,
    ]),
    censor: '[redacted]',
  },
  serializers: { err: (error: unknown) => pino.stdSerializers.err(withoutQueryParameters(error) as Error) },
}

const PARAMS_LINE = '\nparams: '

/** A failed query's message (`Failed query: …\nparams: …`) without its parameters. */
export function redactQueryParameters(message: string): string {
  const at = message.indexOf(PARAMS_LINE)
  return at < 0 ? message : `${message.slice(0, at)}${PARAMS_LINE}[redacted]`
}

/**
 * A failed query's error carries the query's parameters: Drizzle's in its message (`Failed query: …\nparams: …`), its
 * stack and a `params` field, PGlite's in a `params` field. They are a session token, an e-mail address, a password
 * hash: a logged error keeps the query and the causes, never the parameters.
 */
function withoutQueryParameters(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 8) return error
  const cause = withoutQueryParameters(error.cause, depth + 1)
  const message = redactQueryParameters(error.message)
  if (!Object.hasOwn(error, 'params') && message === error.message && cause === error.cause) return error
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error & Record<string, unknown>
  Object.assign(copy, error)
  delete copy.params
  const hidden = { writable: true, configurable: true, enumerable: false }
  Object.defineProperties(copy, {
    message: { ...hidden, value: message },
    stack: { ...hidden, value: error.stack?.replace(error.message, message) },
    cause: { ...hidden, value: cause },
  })
  return copy
}

async function prettyStream() {
  if (settings.NODE_ENV === 'production' || settings.LOG_FORMAT === 'json') return undefined
  try {
    const { default: pretty } = await import('pino-pretty')
    return pretty({ colorize: process.stdout.isTTY, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' })
  } catch {
    return undefined // pino-pretty is a dev dependency: production installs log JSON
  }
}

const base: Logger = pino(options, (await prettyStream()) ?? pino.destination({ sync: true }))

function write(method: 'debug' | 'info' | 'warn' | 'error', message: string, detail?: unknown) {
  if (detail === undefined) base[method](message)
  else if (detail instanceof Error) base[method]({ err: detail }, message)
  else base[method]({ detail }, message)
}

/**
 * Whether a request gets an access-log line: a hashed, immutable file under /assets/ (dozens per first visit) only
 * when LOG_ASSET_REQUESTS is on, or when it failed.
 */
export function accessLogged(path: string, status: number, assetRequests: boolean): boolean {
  return assetRequests || status >= 400 || !path.startsWith('/assets/')
}

/** The app's logger: `logger.info('message', detail?)`; errors passed as detail keep their stack. */
export const logger = {
  debug: (m: string, d?: unknown) => write('debug', m, d),
  info: (m: string, d?: unknown) => write('info', m, d),
  warn: (m: string, d?: unknown) => write('warn', m, d),
  error: (m: string, d?: unknown) => write('error', m, d),
  /** One access-log line per request (never headers, cookies or bodies). */
  access: (entry: { method: string; path: string; status: number; durationMs: number; requestId: string }) =>
    base.info({ ...entry, type: 'access' }, `${entry.method} ${entry.path} ${entry.status}`),
}

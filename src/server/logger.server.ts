import { AsyncLocalStorage } from 'node:async_hooks'
import pino, { type Logger } from 'pino'

// Structured logs: one JSON object per line in production, readable lines in development (pino-pretty, a dev
// dependency, loaded only when present). The level comes from LOG_LEVEL, read here directly so that the host process
// (scripts/serve.ts) can log before the app's environment is parsed.

const level = (['debug', 'info', 'warn', 'error'] as const).find((l) => l === process.env.LOG_LEVEL) ?? 'info'

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
  // Never log credentials, even if a caller passes a whole request or body.
  redact: {
    paths: ['*.password', '*.newPassword', '*.token', '*.cookie', '*.authorization', 'headers.cookie'],
    censor: '[redacted]',
  },
}

async function prettyStream() {
  if (process.env.NODE_ENV === 'production' || process.env.LOG_FORMAT === 'json') return undefined
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

import { env } from './env.server'

const order = { debug: 0, info: 1, warn: 2, error: 3 } as const
type Level = keyof typeof order

function write(level: Level, message: string, detail?: unknown) {
  if (order[level] < order[env().LOG_LEVEL]) return
  const line = `[${new Date().toISOString()}] ${level.toUpperCase()} ${message}`
  const out = level === 'error' || level === 'warn' ? console.error : console.log
  if (detail === undefined) out(line)
  else out(line, detail)
}

export const logger = {
  debug: (m: string, d?: unknown) => write('debug', m, d),
  info: (m: string, d?: unknown) => write('info', m, d),
  warn: (m: string, d?: unknown) => write('warn', m, d),
  error: (m: string, d?: unknown) => write('error', m, d),
}

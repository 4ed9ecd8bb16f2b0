import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { env } from './env.server'

// The application's secret for signing links that work without a session (the newsletter's unsubscribe, ADR 058):
// BETTER_AUTH_SECRET, else the random secret the auth feature keeps in DATA_DIR (the same file, the same rule).

export function appSecret(): string {
  const config = env()
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET
  const file = path.resolve(config.DATA_DIR, 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(path.dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

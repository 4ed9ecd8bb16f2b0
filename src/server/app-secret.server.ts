import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { env, type Env } from './env.server'

// The application's one secret: it signs the sessions (Better Auth), keys the rate-limit counters and signs links that
// work without a session (the newsletter's unsubscribe, ADR 058). BETTER_AUTH_SECRET, else a random secret kept in
// DATA_DIR so sessions survive restarts of `npm start`.

export function appSecret(config: Env = env()): string {
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET
  const file = path.resolve(config.DATA_DIR, 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(path.dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

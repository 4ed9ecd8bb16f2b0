import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** Runs `code` in a fresh Node process that has the logger (pino writes straight to fd 1); its JSON lines. */
async function logLines(code: string): Promise<Array<Record<string, unknown>>> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', `const { logger } = await import('./src/server/logger.server.ts');\n${code}`],
    { cwd: root, env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info' } },
  )
  return stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

describe('logger', () => {
  it("never writes a failed query's parameters (a session token, an e-mail address)", async () => {
    const [line] = await logLines(`
      const { DrizzleQueryError } = await import('drizzle-orm/errors')
      const cause = Object.assign(new Error('canceling statement due to lock timeout'), {
        code: '55P03',
        params: ['tok-SECRET-2'],
      })
      logger.error(
        'api: unexpected failure',
        new DrizzleQueryError('select "id" from "session" where "token" = $1', ['tok-SECRET-1', 'alice@example.com'], cause),
      )
    `)
    const text = JSON.stringify(line)
    expect(text).not.toContain('tok-SECRET')
    expect(text).not.toContain('alice@example.com')
    // What helps an operator stays: the query, the cause, where it happened.
    const err = line!.err as { type: string; message: string; stack: string }
    expect(err.type).toBe('DrizzleQueryError')
    expect(err.message).toContain('select "id" from "session" where "token" = $1')
    expect(err.message).toContain('canceling statement due to lock timeout')
    expect(err.stack).toContain('caused by')
  })

  it('redacts credentials in a detail object, also one level down (a whole request or body)', async () => {
    const lines = await logLines(`
      logger.warn('one', { password: 'pw-SECRET-1' })
      logger.warn('two', { headers: { cookie: 'waypoints.session_token=tok-SECRET-3', authorization: 'Bearer tok-SECRET-4' } })
      logger.warn('three', { body: { email: 'a@example.com', password: 'pw-SECRET-2', token: 'tok-SECRET-5' } })
    `)
    expect(lines).toHaveLength(3)
    const text = JSON.stringify(lines)
    expect(text).not.toMatch(/SECRET/)
    expect(text).toContain('a@example.com')
  })
})

describe('access log', () => {
  it('leaves out the immutable /assets/ files unless LOG_ASSET_REQUESTS is on, but never a failed request', async () => {
    const { accessLogged } = await import('./logger.server')
    expect(accessLogged('/assets/main-abc123.js', 200, false)).toBe(false)
    expect(accessLogged('/assets/main-abc123.js', 304, false)).toBe(false)
    expect(accessLogged('/assets/gone-abc123.js', 404, false)).toBe(true)
    expect(accessLogged('/assets/main-abc123.js', 200, true)).toBe(true)
    expect(accessLogged('/en/trips', 200, false)).toBe(true)
    expect(accessLogged('/favicon.svg', 200, false)).toBe(true)
  })
})

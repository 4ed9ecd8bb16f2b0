// Request ids and access logs of the production server: an id is taken from X-Request-Id or made, returned, and every
// request gets one JSON access-log line without query strings or cookies; an abandoned request is logged as 499, not as a
// server error. Needs the build (`npm run build`).
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { root, startServer, statusOf, within } from './support/server-process'

const basePort = Number(process.env.E2E_PORT ?? 3100)

interface AccessLine {
  type?: string
  method?: string
  path?: string
  status?: number
  durationMs?: number
  requestId?: string
}

test('request ids are kept or made, returned, and logged once per request without secrets; a client that leaves is a 499', async () => {
  test.setTimeout(120_000)
  const port = basePort + 63
  const dataDir = path.join(root, '.tmp', `e2e-logs-${randomUUID().slice(0, 8)}`)
  // Every page read from the database (no result cache, ADR 037): a render lasts long enough to be left mid-way.
  const server = startServer(port, dataDir, { RESULT_CACHE_MAX_BYTES: '0' })
  try {
    await expect.poll(() => statusOf(`http://127.0.0.1:${port}/api/health`), { timeout: 60_000 }).toBe(200)
    const given = await fetch(`http://127.0.0.1:${port}/en/blog?token=secret-token-value`, {
      headers: { 'x-request-id': 'trace-42', cookie: 'waypoints.session_token=secret-cookie-value' },
    })
    expect(given.headers.get('x-request-id')).toBe('trace-42')
    const made = await fetch(`http://127.0.0.1:${port}/api/v1/trips`, {
      headers: { 'x-request-id': 'bad id with spaces' },
    })
    const madeId = made.headers.get('x-request-id') ?? ''
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/)

    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain(madeId)
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as AccessLine)
      .filter((line) => line.type === 'access')
    const blog = lines.find((line) => line.requestId === 'trace-42')
    expect(blog).toMatchObject({ method: 'GET', path: '/en/blog', status: 200 })
    expect(typeof blog?.durationMs).toBe('number')
    expect(lines.filter((line) => line.requestId === madeId)).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/v1/trips', status: 200 }),
    ])
    // The page's hashed scripts are served but not logged (LOG_ASSET_REQUESTS is off by default); a missing one is.
    const script = /\/assets\/[\w.-]+\.js/.exec(await given.text())?.[0]
    expect(await statusOf(`http://127.0.0.1:${port}${script}`)).toBe(200)
    expect(await statusOf(`http://127.0.0.1:${port}/assets/no-such-file.js`)).toBe(404)
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('/assets/no-such-file.js')
    expect(server.output()).not.toContain(`"path":"${script}"`)
    expect(server.output()).not.toContain('secret-token-value')
    expect(server.output()).not.toContain('secret-cookie-value')

    // Clients that leave mid-render (each page a cache miss): a 499 in the access log, not a 500 with a stack.
    const access = () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as AccessLine)
        .filter((line) => line.type === 'access')
    for (let i = 0; i < 100 && !access().some((line) => line.status === 499); i++) {
      await fetch(`http://127.0.0.1:${port}/en/blog?left=${i}`, { signal: AbortSignal.timeout(1 + (i % 40)) })
        .then((response) => response.arrayBuffer())
        .catch(() => undefined)
    }
    await expect.poll(() => access().filter((line) => line.status === 499).length).toBeGreaterThan(0)
    expect(access().filter((line) => (line.status ?? 0) >= 500)).toEqual([])
    expect(server.output()).not.toMatch(/Error: aborted|AbortError/)
  } finally {
    server.child.kill('SIGTERM')
    await within(server.exited, 15_000, 'server exit').catch(() => server.child.kill('SIGKILL'))
    rmSync(dataDir, { recursive: true, force: true })
  }
})

// The production server process: prompt exit on SIGTERM, and a clear refusal when its PGlite data dir
// is already in use (here: by the webServer of this run). Needs the build (`npm run build`).
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { root, startServer, within } from './support/server-process'

const basePort = Number(process.env.E2E_PORT ?? 3100)

test.describe('production server process', () => {
  test.describe.configure({ mode: 'serial' })

  test('exits promptly and cleanly on SIGTERM', async () => {
    test.setTimeout(90_000)
    const port = basePort + 50
    const dataDir = path.join(root, '.tmp', `e2e-sigterm-${randomUUID().slice(0, 8)}`)
    const server = startServer(port, dataDir)
    try {
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined))?.status, {
          timeout: 60_000,
        })
        .toBe(200)
      const started = Date.now()
      server.child.kill('SIGTERM')
      const result = await within(server.exited, 5_000, `server exit after SIGTERM\n${server.output()}`)
      expect(result, server.output()).toEqual({ code: 0, signal: null })
      expect(Date.now() - started).toBeLessThan(5_000)
      // The lock is released: the same dir opens again.
      const again = startServer(port, dataDir)
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined))?.status, {
          timeout: 60_000,
        })
        .toBe(200)
      again.child.kill('SIGTERM')
      expect(await within(again.exited, 5_000, 'second server exit')).toEqual({ code: 0, signal: null })
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  test('refuses to start on a data dir another server holds, with a clear message', async () => {
    test.setTimeout(60_000)
    test.skip(
      !!process.env.E2E_REUSE_SERVER || !!process.env.E2E_DATABASE_URL,
      'needs the PGlite data dir held by this run’s own webServer',
    )
    // The webServer of this run holds its data dir (E2E_DATA_DIR, as playwright.config.ts gives it).
    const server = startServer(basePort + 51, path.join(root, process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'))
    try {
      const result = await within(server.exited, 30_000, `locked server exit\n${server.output()}`)
      expect(result.code, server.output()).not.toBe(0)
      expect(server.output()).toContain('is in use by another process')
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL')
    }
  })

  test('runs as JavaScript: the host and its database thread load no TypeScript', async () => {
    // Compiled by `npm run build` (ADR 035); with type stripping off, any .ts module the server loads fails it.
    test.setTimeout(90_000)
    const port = basePort + 53
    const dataDir = path.join(root, '.tmp', `e2e-js-${randomUUID().slice(0, 8)}`)
    const server = startServer(port, dataDir, {}, ['--no-experimental-strip-types'])
    try {
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => undefined))?.status, {
          timeout: 60_000,
          message: server.output(),
        })
        .toBe(200)
      const page = await fetch(`http://127.0.0.1:${port}/en/trips`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('</html>')
      server.child.kill('SIGTERM')
      expect(await within(server.exited, 10_000, `server exit\n${server.output()}`)).toEqual({ code: 0, signal: null })
      expect(server.output()).not.toContain('ERR_UNKNOWN_FILE_EXTENSION')
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  test('in production it refuses to start without the settings a deployment needs, naming them', async () => {
    test.setTimeout(60_000)
    const server = startServer(basePort + 52, path.join(root, '.tmp', `e2e-prod-${randomUUID().slice(0, 8)}`), {
      BETTER_AUTH_SECRET: '',
      AUTH_BASE_URL: '',
    })
    const result = await within(server.exited, 30_000, `server exit\n${server.output()}`)
    expect(result.code).toBe(1)
    expect(server.output()).toContain('Refusing to start in production')
    expect(server.output()).toContain('BETTER_AUTH_SECRET')
    expect(server.output()).toContain('AUTH_BASE_URL')
  })
})

// `npm run dev` serves pages: the server build's settings (ADR 034 bundles dependencies) must not leak into the dev
// server, whose module runner cannot run CommonJS packages. Every other end-to-end test runs the production build.
// Here, not in Vitest: the dev server rewrites src/paraglide and the route tree, which parallel unit tests import.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { root, statusOf } from './support/server-process'

const port = Number(process.env.E2E_PORT ?? 3100) + 70
const base = `http://127.0.0.1:${port}`
const dataDir = path.join(root, '.tmp/e2e-dev-server')
let child: ChildProcess | undefined

test.afterAll(() => {
  if (child?.pid) process.kill(-child.pid, 'SIGKILL') // vite and what it started
  rmSync(dataDir, { recursive: true, force: true })
})

test('the development server renders pages and answers the API', async () => {
  test.setTimeout(180_000)
  rmSync(dataDir, { recursive: true, force: true })
  // `npm run dev` reads a settings file too (ADR 055): here one of the test's own, whose analytics id shows in the CSP.
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(path.join(dataDir, 'dev.env'), 'GA_MEASUREMENT_ID=G-DEVFILE\n')
  // PGlite in dataDir, whatever database the shell points at.
  const { DATABASE_URL: _db, TEST_DATABASE_URL: _testDb, ...env } = process.env
  child = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'dev', '--port', String(port), '--strictPort'], {
    cwd: root,
    env: {
      ...env,
      ENV_FILE: path.join(dataDir, 'dev.env'),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))

  await expect
    .poll(() => statusOf(`${base}/api/health`), { timeout: 150_000, message: 'the dev server becomes healthy' })
    .toBe(200)
    .catch((error: Error) => {
      throw new Error(`${error.message}\n${output}`)
    })

  const home = await fetch(`${base}/en`)
  const html = await home.text()
  expect(home.status, html.slice(0, 2000)).toBe(200)
  expect(html).toContain('<html lang="en"')
  expect(home.headers.get('content-security-policy')).toContain('https://www.googletagmanager.com')

  const trips = await fetch(`${base}/api/v1/trips?limit=1`)
  expect(trips.status).toBe(200)
  expect(((await trips.json()) as { data: unknown[] }).data).toHaveLength(1)
})

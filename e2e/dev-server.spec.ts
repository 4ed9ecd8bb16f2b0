// `npm run dev` serves pages: the server build's settings (ADR 034 bundles dependencies) must not leak into the dev
// server, whose module runner cannot run CommonJS packages. Every other test runs the production build. Here, not in
// Vitest: the dev server rewrites src/paraglide and the route tree, which parallel unit tests import.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = path.join(root, '.tmp', `dev-server-${randomUUID().slice(0, 8)}`)
const port = 3900 + Math.floor(Math.random() * 90)
const base = `http://127.0.0.1:${port}`
let child: ChildProcess | undefined
let output = ''

test.afterAll(() => {
  if (child?.pid) process.kill(-child.pid, 'SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child?.exitCode !== null) throw new Error(`vite dev exited (${child?.exitCode}):\n${output}`)
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`vite dev did not become healthy:\n${output}`)
}

test.describe('development server', () => {
  test('renders pages and answers the API', async () => {
    test.setTimeout(180_000)
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' }
    delete env.DATABASE_URL
    delete env.TEST_DATABASE_URL
    child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'dev', '--port', String(port), '--strictPort'],
      { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    await waitForHealth(Date.now() + 150_000)

    const home = await fetch(`${base}/en`)
    const html = await home.text()
    expect(home.status, html.slice(0, 2000)).toBe(200)
    expect(html).toContain('<html lang="en"')

    const trips = await fetch(`${base}/api/v1/trips?limit=1`)
    expect(trips.status).toBe(200)
    expect(((await trips.json()) as { data: unknown[] }).data).toHaveLength(1)
  })
})

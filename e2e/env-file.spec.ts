// `.env` at run time (ADR 055): the built server reads its settings file, and a variable set in the environment wins
// over the file. The project's own `.env` belongs to the developer: the file here is another, named by ENV_FILE (the
// default name is checked in src/server/env-file.server.test.ts). Needs the build (`npm run build`).
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { root, statusOf, type ServerProcess } from './support/server-process'

const filePort = Number(process.env.E2E_PORT ?? 3100) + 1
const envPort = Number(process.env.E2E_PORT ?? 3100) + 2
const folder = path.join(root, `.tmp/env-file-${filePort}`)

test.describe.configure({ mode: 'serial' })
test.beforeAll(() => {
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(folder, { recursive: true })
  // What a person writes after `cp .env.example .env`: another port, and the old analytics name.
  writeFileSync(
    path.join(folder, '.env'),
    [
      `PORT=${filePort}`,
      'HOST=127.0.0.1',
      `DATA_DIR=${path.join(folder, 'data')}`,
      'SEED_ON_START=false',
      'VITE_GA_MEASUREMENT_ID=G-FROMFILE',
      '',
    ].join('\n'),
  )
})
test.afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** `entry` started with the file above, with none of its settings in the environment. */
function startIn(entry: string, extraEnv: Record<string, string> = {}): ServerProcess {
  const { PORT: _p, HOST: _h, DATA_DIR: _d, DATABASE_URL: _u, ...env } = process.env
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...env, ENV_FILE: path.join(folder, '.env'), NODE_ENV: 'development', LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  )
  return { child, output: () => output, exited }
}

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM')
  await server.exited
}

test('a PORT in .env takes effect, and an old VITE_GA_* name there still works, with a warning', async () => {
  test.setTimeout(120_000)
  const server = startIn('dist/host/serve.js')
  try {
    await expect.poll(() => statusOf(`http://127.0.0.1:${filePort}/api/health`), { timeout: 90_000 }).toBe(200)
    // The file's old name is read as GA_MEASUREMENT_ID: the page's policy allows the tag's origin.
    const page = await fetch(`http://127.0.0.1:${filePort}/en`)
    expect(page.headers.get('content-security-policy')).toContain('https://www.googletagmanager.com')
    expect(server.output()).toContain('VITE_GA_MEASUREMENT_ID in .env is deprecated: name it GA_MEASUREMENT_ID')
  } finally {
    await stop(server)
  }
})

test("the environment wins over .env (npm start's supervisor passes both on)", async () => {
  test.setTimeout(120_000)
  const server = startIn('dist/host/supervise.js', { PORT: String(envPort) })
  try {
    await expect.poll(() => statusOf(`http://127.0.0.1:${envPort}/api/health`), { timeout: 90_000 }).toBe(200)
    expect(await statusOf(`http://127.0.0.1:${filePort}/api/health`)).toBeUndefined()
  } finally {
    await stop(server)
  }
})

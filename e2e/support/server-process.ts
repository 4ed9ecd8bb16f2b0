// A production server process of its own (the built host, dist/host/serve.js, as `npm run serve` runs it), for
// lifecycle tests.
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync } from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'

export const root = path.resolve(import.meta.dirname, '../..')

export interface ServerProcess {
  child: ChildProcess
  output: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

export function startServer(
  port: number,
  dataDir: string,
  extraEnv: Record<string, string> = {},
  nodeArgs: string[] = [],
  /** The built host by default; `dist/host/supervise.js` runs it under `npm start`'s supervisor. */
  entry = 'dist/host/serve.js',
): ServerProcess {
  // PGlite in dataDir, whatever DATABASE_URL the shell has.
  const { DATABASE_URL: _ignored, ...env } = process.env
  reuseSeedImages(extraEnv.UPLOADS_DIR || path.join(dataDir, 'uploads'))
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // A developer's .env stays out of the tests.
      ENV_FILE: 'off',
      NODE_ENV: 'production',
      // A deployment's required settings (the host refuses to start without them).
      BETTER_AUTH_SECRET: 'e2e-lifecycle-secret-0123456789abcdef0123',
      AUTH_BASE_URL: `http://127.0.0.1:${port}`,
      ...extraEnv,
    },
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

/**
 * A new data folder starts with the images the suite's main server already made from the seed: the seed finds its
 * covers by content and skips encoding them (ADR 063), which is most of a fresh start's time. The main server's own
 * fresh start still encodes them, and tests/covers.test.ts covers the pipeline.
 */
function reuseSeedImages(uploads: string) {
  const seeded = path.resolve(root, process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', 'uploads')
  if (existsSync(seeded) && !existsSync(uploads) && path.resolve(uploads) !== seeded)
    cpSync(seeded, uploads, { recursive: true, filter: (source) => !path.basename(source).startsWith('.tmp-') })
}

export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no result within ${ms} ms`)), ms)),
  )
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}

export async function statusOf(url: string): Promise<number | undefined> {
  return (await fetch(url).catch(() => undefined))?.status
}

/** Healthy at `base` within a minute, and never exited meanwhile (an exit would be a refused start). */
export async function expectUp(server: ServerProcess, base: string) {
  let exit: { code: number | null } | undefined
  void server.exited.then((result) => (exit = result))
  await expect
    .poll(
      async () => {
        if (exit) return `exited ${exit.code}: ${server.output()}`
        return statusOf(`${base}/api/health`)
      },
      { timeout: 60_000, intervals: [100, 200, 500] },
    )
    .toBe(200)
}

// Shared helpers for benchmarks: start the built production server on a scratch database and stop it.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')

export function requireBuild() {
  if (!existsSync(path.join(root, 'dist/server/server.js'))) {
    console.error('No build found: run `npm run build` first.')
    process.exit(1)
  }
}

export async function startServer(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = path.join(root, `.tmp/bench-data-${port}`)
  rmSync(dataDir, { recursive: true, force: true })
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/serve.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

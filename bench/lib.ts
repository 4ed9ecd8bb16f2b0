// Shared helpers for benchmarks: start the built production server on a scratch database and stop it.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export const root = path.resolve(import.meta.dirname, '..')

export function requireBuild() {
  if (!existsSync(path.join(root, 'dist/server/server.js'))) {
    console.error('No build found: run `npm run build` first.')
    process.exit(1)
  }
}

export interface BenchServer {
  url: string
  pid: number
  /** Resident memory of the server process in bytes (Linux /proc). */
  rss: () => number
  stop: () => Promise<void>
}

/**
 * Starts the built server on a scratch data dir (PGlite unless DATABASE_URL is set). `keepData` reuses the
 * data dir of an earlier run on the same port instead of starting afresh.
 */
export interface StartOptions {
  /** Extra environment of the server (e.g. DATABASE_URL for PostgreSQL). */
  env?: Record<string, string>
  /** Node options of the server process (e.g. the runtime flags `npm run serve` uses). */
  nodeArgs?: string[]
  keepData?: boolean
}

export async function startServer(port: number, options: StartOptions = {}): Promise<BenchServer> {
  const dataDir = path.join(root, `.tmp/bench-data-${port}`)
  if (!options.keepData) rmSync(dataDir, { recursive: true, force: true })
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), path.join(root, 'scripts/serve.ts')],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...options.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    pid: child.pid!,
    rss: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** First-load JS of a server-rendered page: its module scripts and modulepreloads, raw and gzip bytes. */
export function firstLoadJs(html: string, dist = path.join(root, 'dist')) {
  const assets = new Set<string>()
  for (const match of html.matchAll(
    /<(?:link[^>]+rel="modulepreload"[^>]+href|script[^>]+src)="(\/assets\/[^"]+\.js)"/g,
  )) {
    assets.add(match[1]!)
  }
  let raw = 0
  let gzip = 0
  for (const asset of assets) {
    const bytes = readFileSync(path.join(dist, 'client', asset))
    raw += bytes.length
    gzip += gzipSync(bytes, { level: 9 }).length
  }
  return { files: assets.size, raw, gzip }
}

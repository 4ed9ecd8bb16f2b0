// `npm run db:backup` while the production server runs: the server writes a consistent backup on request, and
// `npm run db:restore` brings it up in an empty data dir. Needs the build (`npm run build`).
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { root, startServer, statusOf, within } from './support/server-process'

const basePort = Number(process.env.E2E_PORT ?? 3100)

function npmRun(script: string, args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...rest } = process.env
  return spawnSync('npm', ['run', '-s', script, '--', ...args], {
    cwd: root,
    env: { ...rest, ...env },
    encoding: 'utf8',
  })
}

test('a backup taken while the server runs restores into a new data dir', async () => {
  test.setTimeout(180_000)
  const port = basePort + 62
  const dir = path.join(root, '.tmp', `e2e-backup-${randomUUID().slice(0, 8)}`)
  const server = startServer(port, path.join(dir, 'data'))
  try {
    await expect.poll(() => statusOf(`http://127.0.0.1:${port}/api/health`), { timeout: 60_000 }).toBe(200)
    const file = path.join(dir, 'live.tar.gz')
    const backup = npmRun('db:backup', [file], { DATA_DIR: path.join(dir, 'data') })
    expect(backup.status, backup.stderr + backup.stdout).toBe(0)
    expect(backup.stdout).toContain('written by the running server')
    expect(existsSync(file)).toBe(true)
    expect(await statusOf(`http://127.0.0.1:${port}/en/blog`)).toBe(200) // still serving

    const restore = npmRun('db:restore', [file], { DATA_DIR: path.join(dir, 'restored') })
    expect(restore.status, restore.stderr + restore.stdout).toBe(0)
    server.child.kill('SIGTERM')
    await within(server.exited, 15_000, 'server exit')

    // The restored copy serves the same content.
    const again = startServer(port, path.join(dir, 'restored'))
    try {
      await expect.poll(() => statusOf(`http://127.0.0.1:${port}/api/health`), { timeout: 60_000 }).toBe(200)
      const trips = await (await fetch(`http://127.0.0.1:${port}/api/v1/trips`)).json()
      expect(trips.data.length).toBeGreaterThan(0)
    } finally {
      again.child.kill('SIGTERM')
      await within(again.exited, 15_000, 'restored server exit')
    }
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  }
})

// `npm start` keeps the site up (ADR 023): it runs the built server under dist/host/supervise.js. A serving process
// killed with SIGKILL is started again within seconds on the same embedded database (its lock taken over as after
// any crash) and the restart is logged; SIGTERM to the supervisor stops everything, no orphan left; a server that
// cannot start is given up after a few quick tries, with its exit code. Needs the build (`npm run build`).
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { root, startServer, statusOf, within, type ServerProcess } from './support/server-process'

const port = Number(process.env.E2E_PORT ?? 3100) + 66
const base = `http://127.0.0.1:${port}`
const dataDir = path.join(root, `.tmp/supervisor-${port}`)

test.describe.configure({ mode: 'serial' })
test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const supervised = (extraEnv: Record<string, string> = {}) =>
  startServer(port, dataDir, { LOG_LEVEL: 'info', ...extraEnv }, [], 'dist/host/supervise.js')

/** The pids of the servers the supervisor started, from its log lines, in order. */
function serverPids(supervisor: ServerProcess): number[] {
  return [...supervisor.output().matchAll(/"msg":"server started(?: again)? \(pid (\d+)\)"/g)].map((m) => Number(m[1]))
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

test('npm start runs the server under its supervisor', () => {
  const scripts = (
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts
  expect(scripts.start).toMatch(/ exec node dist\/host\/supervise\.js$/)
})

test('a killed server is started again within seconds; SIGTERM to the supervisor stops everything', async () => {
  test.setTimeout(150_000)
  rmSync(dataDir, { recursive: true, force: true })
  const supervisor = supervised()
  try {
    await expect.poll(() => statusOf(`${base}/api/health`), { timeout: 60_000 }).toBe(200)
    const [first] = serverPids(supervisor)
    expect(first).toBeGreaterThan(0)
    expect(first).not.toBe(supervisor.child.pid)

    process.kill(first!, 'SIGKILL')
    const killedAt = Date.now()
    await expect.poll(() => serverPids(supervisor).length, { timeout: 10_000 }).toBe(2)
    // The same data dir: the new process takes over the dead one's lock at once.
    await expect.poll(() => statusOf(`${base}/api/health`), { timeout: 30_000, intervals: [100] }).toBe(200)
    test.info().annotations.push({ type: 'answering again after', description: `${Date.now() - killedAt} ms` })
    const [, second] = serverPids(supervisor)
    expect(second).not.toBe(first)
    expect(alive(first!)).toBe(false)
    expect(supervisor.output()).toMatch(
      /"msg":"the server ended \(killed by SIGKILL\) after [\d.]+ s: restart 1 in \d+ ms"/,
    )
    expect(supervisor.child.exitCode).toBeNull()

    supervisor.child.kill('SIGTERM')
    const exit = await within(supervisor.exited, 30_000, 'the supervisor stopping')
    expect(exit).toEqual({ code: 0, signal: null })
    expect(alive(second!), 'no orphan server').toBe(false)
    // The server drained and exited 0 itself: the signal was passed on once.
    expect(supervisor.output()).toContain('"msg":"SIGTERM: draining in-flight requests')
    expect(supervisor.output()).not.toContain('again: exiting at once')
    expect(supervisor.output()).toMatch(/"msg":"stopped","code":0,"component":"supervisor"/)
    expect(await statusOf(`${base}/api/health`)).toBeUndefined()
  } finally {
    supervisor.child.kill('SIGKILL')
    for (const pid of serverPids(supervisor)) if (alive(pid)) process.kill(pid, 'SIGKILL')
  }
})

test('a server that cannot start is tried a few times, then the supervisor exits with its code', async () => {
  test.setTimeout(60_000)
  const started = Date.now()
  // A bad setting stops the server at once (exit 1), on every try.
  const supervisor = supervised({ SHUTDOWN_TIMEOUT_MS: 'soon' })
  try {
    const exit = await within(supervisor.exited, 40_000, 'the supervisor giving up')
    expect(exit).toEqual({ code: 1, signal: null })
    const tries = serverPids(supervisor).length
    expect(tries).toBeGreaterThanOrEqual(3)
    expect(tries).toBeLessThanOrEqual(6)
    expect(supervisor.output()).toContain('times in a row right after starting: giving up')
    expect(supervisor.output()).toContain('SHUTDOWN_TIMEOUT_MS')
    // Backed off between tries rather than spinning.
    expect(Date.now() - started).toBeGreaterThan(3_000)
  } finally {
    supervisor.child.kill('SIGKILL')
  }
})

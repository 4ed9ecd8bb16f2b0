// `npm start`, second step: keeps the site up (ADR 023). Runs the built server (dist/host/serve.js) as its child and
// starts it again when it ends without being asked to (a bug, out of memory, kill -9); the new process takes over
// the embedded database's lock as after any crash (ADR 018). SIGTERM/SIGINT are passed on to the child once; when it
// has drained and exited, this process exits with its code. A child that keeps dying right after it starts (it
// cannot start at all) is given up after a few tries, with its exit code. Compiled to dist/host/supervise.js with
// the host (ADR 035); it loads nothing of the app.
import { spawn, type ChildProcess } from 'node:child_process'
import { constants } from 'node:os'
import path from 'node:path'
import { loadEnvFile } from '../src/server/env-file.server.ts'

// `.env` in the working directory, under the environment (ADR 055); the server it starts inherits both.
loadEnvFile()

const compiled = path.basename(import.meta.dirname) === 'host' && import.meta.filename.endsWith('.js')
const serverFile = path.resolve(import.meta.dirname, compiled ? 'serve.js' : '../dist/host/serve.js')
/** Node's memory settings for the server (ADR 034); MALLOC_ARENA_MAX comes from `npm start`'s environment. */
const nodeArgs = ['--max-semi-space-size=8', '--heap-growing-percent=100']

/** A child that ran less than this failed quickly: it could not start, or died right after starting. */
const QUICK_MS = 10_000
/** Quick failures in a row after which the supervisor gives up. */
const GIVE_UP_AFTER = 5
/** The pause before a restart: short after a crash of a server that ran, doubling while it keeps failing quickly. */
const restartDelayMs = (quickFailures: number) =>
  quickFailures === 0 ? 200 : Math.min(250 * 2 ** quickFailures, 5_000)
/** How long a stopping server may take beyond its own drain time before it is killed. */
const stopGraceMs = (Number(process.env.SHUTDOWN_TIMEOUT_MS) || 10_000) + 10_000

const levels = { debug: 20, info: 30, warn: 40, error: 50 } as const
const wanted = process.env.LOG_LEVEL ?? 'info'
const minLevel = Object.hasOwn(levels, wanted) ? levels[wanted as keyof typeof levels] : levels.info

/** One JSON line in the server's own shape (pino's level numbers, LOG_LEVEL), so one log pipeline reads both. */
function log(level: 'info' | 'warn' | 'error', msg: string, detail: Record<string, unknown> = {}) {
  if (levels[level] < minLevel) return
  const line = { level: levels[level], time: new Date().toISOString(), msg, ...detail }
  process.stdout.write(`${JSON.stringify({ ...line, component: 'supervisor' })}\n`)
}

let child: ChildProcess | undefined
let restartTimer: NodeJS.Timeout | undefined
let stopping = false
let lastSignalAt = 0
let quickFailures = 0
let restarts = 0

function start() {
  restartTimer = undefined
  const startedAt = Date.now()
  // Its own process group: a terminal's Ctrl+C reaches this process only, which passes it on once (a second SIGINT
  // would make the server exit at once, without draining). The IPC channel tells the server when this process is
  // gone, even after a kill -9, so it never outlives its supervisor.
  const server = spawn(process.execPath, [...nodeArgs, serverFile], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    detached: true,
  })
  child = server
  log('info', restarts ? `server started again (pid ${server.pid})` : `server started (pid ${server.pid})`, {
    pid: server.pid,
    restarts,
  })
  server.on('error', (error) => {
    log('error', `the server could not be started: ${error.message}`)
    process.exit(1)
  })
  server.on('exit', (code, signal) => {
    child = undefined
    const status = code ?? 128 + (signal ? constants.signals[signal] : 0)
    if (stopping) {
      log('info', 'stopped', { code: status })
      process.exit(status)
    }
    if (code === 0) {
      log('info', 'the server stopped by itself (exit 0): stopping too')
      process.exit(0)
    }
    const ranMs = Date.now() - startedAt
    quickFailures = ranMs < QUICK_MS ? quickFailures + 1 : 0
    const how = signal ? `killed by ${signal}` : `exit code ${code}`
    const detail = { pid: server.pid, code, signal, ranMs }
    if (quickFailures >= GIVE_UP_AFTER) {
      log('error', `the server ended (${how}) ${quickFailures} times in a row right after starting: giving up`, detail)
      process.exit(status)
    }
    const delay = restartDelayMs(quickFailures)
    restarts++
    log(
      'error',
      `the server ended (${how}) after ${Math.round(ranMs / 100) / 10} s: restart ${restarts} in ${delay} ms`,
      {
        ...detail,
        restart: restarts,
      },
    )
    restartTimer = setTimeout(start, delay)
  })
}

function stop(signal: NodeJS.Signals) {
  // `npm start` in a terminal: Ctrl+C arrives from the terminal and again from npm, which passes signals on.
  const now = Date.now()
  if (stopping && now - lastSignalAt < 1_000) return
  lastSignalAt = now
  const again = stopping
  stopping = true
  if (restartTimer) clearTimeout(restartTimer)
  if (!child) process.exit(0)
  log('info', again ? `${signal} again: passed on` : `${signal}: passed on to the server (pid ${child.pid})`)
  child.kill(signal)
  if (!again) {
    setTimeout(() => {
      log('warn', `the server did not stop within ${stopGraceMs} ms: killing it`)
      child?.kill('SIGKILL')
    }, stopGraceMs).unref()
  }
}

process.on('SIGTERM', stop)
process.on('SIGINT', stop)
start()

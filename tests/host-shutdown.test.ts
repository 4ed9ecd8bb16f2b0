import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from './support/local-servers'

// The production host (scripts/serve.ts, compiled to dist/host/serve.js by the build) run from source in front of a
// stand-in app build: DIST_DIR holds a server/server.js whose `/slow` answer streams its body over 1.5 s, like a file
// download or a page to a slow client.
const root = path.resolve(import.meta.dirname, '..')
let dist: string

beforeAll(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'host-shutdown-'))
  mkdirSync(path.join(dist, 'server'))
  mkdirSync(path.join(dist, 'client/assets'), { recursive: true })
  writeFileSync(
    path.join(dist, 'server/server.js'),
    `export default {
      async fetch(request) {
        if (new URL(request.url).pathname !== '/slow') return new Response('ok')
        let sent = 0
        const body = new ReadableStream({
          async pull(controller) {
            if (sent > 0) await new Promise((resolve) => setTimeout(resolve, 150))
            if (sent === 10) return controller.close()
            controller.enqueue(new TextEncoder().encode('part' + ++sent + ';'))
          },
        })
        return new Response(body, { headers: { 'content-type': 'text/plain' } })
      },
    }`,
  )
})
afterAll(() => rmSync(dist, { recursive: true, force: true }))

function startHost(env: Record<string, string>) {
  const { NODE_ENV: _ignored, ...inherited } = process.env
  const child = spawn(process.execPath, ['scripts/serve.ts'], {
    cwd: root,
    env: { ...inherited, ENV_FILE: 'off', DIST_DIR: dist, HOST: '127.0.0.1', LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const listening = async () => {
    for (let i = 0; i < 300 && !output.includes('is listening'); i++) {
      if (child.exitCode !== null) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    if (!output.includes('is listening')) throw new Error(`host did not start:\n${output}`)
  }
  return { child, exited, listening, output: () => output }
}

const stop = (child: ChildProcess) => {
  if (child.exitCode === null) child.kill('SIGKILL')
}

describe('production host shutdown (ADR 004, 014)', () => {
  it('lets an answer still being sent finish after SIGTERM instead of cutting its connection', async () => {
    const port = await freePort()
    const host = startHost({ PORT: String(port), SHUTDOWN_QUIET_MS: '100', SHUTDOWN_TIMEOUT_MS: '8000' })
    try {
      await host.listening()
      const response = await fetch(`http://127.0.0.1:${port}/slow`)
      const reader = response.body!.getReader()
      const decoder = new TextDecoder()
      const first = await reader.read()
      let body = decoder.decode(first.value, { stream: true })
      host.child.kill('SIGTERM')
      let failure: unknown
      try {
        for (;;) {
          const { done, value } = await reader.read()
          if (done) break
          body += decoder.decode(value, { stream: true })
        }
      } catch (error) {
        failure = error
      }
      expect(failure).toBeUndefined()
      expect(body).toBe(Array.from({ length: 10 }, (_, i) => `part${i + 1};`).join(''))
      expect(await host.exited).toBe(0)
    } finally {
      stop(host.child)
    }
  }, 30_000)

  it.each(['SHUTDOWN_TIMEOUT_MS', 'SHUTDOWN_QUIET_MS'])(
    'refuses to start when %s is not a number of milliseconds (a typo must not turn the drain off)',
    async (name) => {
      const host = startHost({ PORT: String(await freePort()), [name]: '10s' })
      try {
        const outcome = await Promise.race([host.exited, host.listening().then(() => 'listening' as const)])
        expect(outcome).toBe(1)
        expect(host.output()).toContain(name)
        expect(host.output()).not.toContain('is listening')
      } finally {
        stop(host.child)
      }
    },
    30_000,
  )
})

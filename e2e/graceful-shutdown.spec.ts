// Graceful shutdown of the production server: in-flight requests finish, readiness turns unready at once, the
// process exits 0; a second signal exits at once. Needs the build (`npm run build`).
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { root, startServer, statusOf, within } from './support/server-process'

const basePort = Number(process.env.E2E_PORT ?? 3100)

/** A GET whose socket is connected before it resolves `connected`, so it is truly in flight. */
function inFlightGet(url: string, agent: http.Agent) {
  let connected!: () => void
  const isConnected = new Promise<void>((resolve) => (connected = resolve))
  const done = new Promise<number>((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    request.on('socket', (socket) => (socket.connecting ? socket.once('connect', connected) : connected()))
    request.on('error', reject)
  })
  return { isConnected, done }
}

test.describe('graceful shutdown', () => {
  test.describe.configure({ mode: 'serial' })

  test('SIGTERM lets every in-flight request finish with its normal status, then exits 0', async () => {
    test.setTimeout(120_000)
    const port = basePort + 60
    const dataDir = path.join(root, '.tmp', `e2e-drain-${randomUUID().slice(0, 8)}`)
    const server = startServer(port, dataDir)
    try {
      await expect.poll(() => statusOf(`http://127.0.0.1:${port}/api/health`), { timeout: 60_000 }).toBe(200)
      expect(await statusOf(`http://127.0.0.1:${port}/api/health/ready`)).toBe(200)

      const agent = new http.Agent({ keepAlive: false, maxSockets: 100 })
      const pages = ['/en/blog', '/es/trips', '/ru', '/uk/blog', '/en/trips/3']
      const requests = Array.from({ length: 40 }, (_, i) =>
        inFlightGet(`http://127.0.0.1:${port}${pages[i % 5]}`, agent),
      )
      await Promise.all(requests.map((r) => r.isConnected))
      server.child.kill('SIGTERM')

      const statuses = await within(Promise.all(requests.map((r) => r.done)), 30_000, 'in-flight requests')
      expect(statuses).toEqual(Array(40).fill(200))
      const result = await within(server.exited, 15_000, `server exit after SIGTERM\n${server.output()}`)
      expect(result, server.output()).toEqual({ code: 0, signal: null })
      expect(server.output()).toContain('draining in-flight requests')
      agent.destroy()
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  test('a second signal during the drain exits at once', async () => {
    test.setTimeout(120_000)
    const port = basePort + 61
    const dataDir = path.join(root, '.tmp', `e2e-drain2-${randomUUID().slice(0, 8)}`)
    const server = startServer(port, dataDir, { SHUTDOWN_TIMEOUT_MS: '60000' })
    try {
      await expect.poll(() => statusOf(`http://127.0.0.1:${port}/api/health`), { timeout: 60_000 }).toBe(200)
      const agent = new http.Agent({ keepAlive: false, maxSockets: 100 })
      const requests = Array.from({ length: 40 }, () => inFlightGet(`http://127.0.0.1:${port}/en/blog`, agent))
      // These are cut by the forced exit: their failures are expected, not unhandled.
      const settled = Promise.allSettled(requests.map((r) => r.done))
      await Promise.all(requests.map((r) => r.isConnected))
      server.child.kill('SIGTERM')
      await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('draining')
      server.child.kill('SIGTERM')
      const result = await within(server.exited, 10_000, `exit on the second signal\n${server.output()}`)
      expect(result.code).toBe(1)
      expect(server.output()).toContain('again: exiting at once')
      await settled
      agent.destroy()
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  test('a request still arriving when the drain time is up is answered 503 with Retry-After, not cut', async () => {
    test.setTimeout(120_000)
    const port = basePort + 67
    const dataDir = path.join(root, '.tmp', `e2e-drain3-${randomUUID().slice(0, 8)}`)
    const server = startServer(port, dataDir, { SHUTDOWN_TIMEOUT_MS: '3000' })
    try {
      await expect.poll(() => statusOf(`http://127.0.0.1:${port}/api/health`), { timeout: 60_000 }).toBe(200)
      // A request on a slow link (an upload, a form): the headers, then the body a byte at a time, unfinished at the deadline.
      const upload = slowRequest(port, 'POST /api/auth/login', 10_000)
      await upload.started
      server.child.kill('SIGTERM')
      const answer = await within(upload.answer, 10_000, `an answer to the upload\n${server.output()}`)
      expect(answer).toMatch(/^HTTP\/1\.1 503 /)
      expect(answer).toMatch(/\r\nretry-after: 5\r\n/i)
      const result = await within(server.exited, 15_000, `server exit after SIGTERM\n${server.output()}`)
      expect(result, server.output()).toEqual({ code: 0, signal: null })
      upload.socket.destroy()
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

test('a client sending its request slowly holds a connection only until the request time-outs', async () => {
  test.setTimeout(120_000)
  const port = basePort + 68
  const dataDir = path.join(root, '.tmp', `e2e-slow-${randomUUID().slice(0, 8)}`)
  const server = startServer(port, dataDir, { HEADERS_TIMEOUT_MS: '2000', REQUEST_TIMEOUT_MS: '3000' })
  try {
    await expect.poll(() => statusOf(`http://127.0.0.1:${port}/api/health`), { timeout: 60_000 }).toBe(200)
    // Headers that never end, and a body that never ends: both answered 408 and closed within the time-outs.
    for (const request of [slowHeaders(port), slowRequest(port, 'POST /api/auth/login', 1000)]) {
      const started = Date.now()
      const answer = await within(request.answer, 15_000, 'a 408 for a slow client')
      expect(answer).toMatch(/^HTTP\/1\.1 408 /)
      expect(Date.now() - started).toBeLessThan(10_000)
      request.socket.destroy()
    }
    // Normal requests are unaffected.
    expect(await statusOf(`http://127.0.0.1:${port}/api/health`)).toBe(200)
  } finally {
    server.child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  }
})

/** A raw connection whose whole answer (until the server closes it) is `answer`. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1')
  let text = ''
  socket.on('data', (chunk) => (text += chunk.toString('latin1')))
  socket.on('error', () => {})
  const answer = new Promise<string>((resolve) => socket.on('close', () => resolve(text)))
  const started = new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  return { socket, answer, started }
}

/** Sends the request line and headers, then the body one byte every 300 ms, never reaching `length`. */
function slowRequest(port: number, line: string, length: number) {
  const connection = rawConnection(port)
  const [method, target] = line.split(' ')
  void connection.started.then(() => {
    connection.socket.write(
      `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{`,
    )
    const drip = setInterval(
      () => (connection.socket.writable ? connection.socket.write(' ') : clearInterval(drip)),
      300,
    )
    connection.socket.on('close', () => clearInterval(drip))
  })
  return connection
}

/** Sends a request line and then one more header line every 300 ms, never ending the headers. */
function slowHeaders(port: number) {
  const connection = rawConnection(port)
  void connection.started.then(() => {
    connection.socket.write(`GET /en HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`)
    let n = 0
    const drip = setInterval(
      () => (connection.socket.writable ? connection.socket.write(`X-Slow-${n++}: 1\r\n`) : clearInterval(drip)),
      300,
    )
    connection.socket.on('close', () => clearInterval(drip))
  })
  return connection
}

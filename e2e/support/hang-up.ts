// Clients that hang up: raw sockets to 127.0.0.1 that close at a chosen moment of an HTTP/1.1 exchange, the way a
// closed tab, a navigation or a dropped connection ends a request. Never a real address: loopback only.
import net from 'node:net'

export interface Target {
  method: 'GET' | 'HEAD' | 'POST'
  path: string
  headers?: Record<string, string>
  /** The whole body a complete request would send (POST). */
  body?: Buffer
}

/**
 * When the client goes away:
 * - `connect`: right after connecting, nothing sent;
 * - `mid-head`: part of the request line and headers sent;
 * - `sent`: the whole request sent, then closed after 0–8 ms (before, during or after the answer's headers);
 * - `headers`: as soon as the first bytes of the answer arrive;
 * - `mid-body`: after some of the answer's body arrived;
 * - `mid-upload`: the headers announce a body, part of it is sent (POST);
 * - `reset`: the whole request sent, then the connection reset (RST) after 0–5 ms;
 * - `whole`: the full answer read (the client stays to the end), its status returned.
 */
export const moments = ['connect', 'mid-head', 'sent', 'headers', 'mid-body', 'mid-upload', 'reset', 'whole'] as const
export type Moment = (typeof moments)[number]

/** A small seeded generator, so a failing run can be replayed with the seed it prints. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function head(port: number, target: Target, connectionClose: boolean): Buffer {
  const lines = [`${target.method} ${target.path} HTTP/1.1`, `Host: 127.0.0.1:${port}`]
  for (const [name, value] of Object.entries(target.headers ?? {})) lines.push(`${name}: ${value}`)
  if (target.body) lines.push(`Content-Length: ${target.body.length}`)
  if (connectionClose) lines.push('Connection: close')
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`)
}

/**
 * One client that hangs up at `moment`. Resolves when its socket is closed (never rejects; at most `limitMs`): with
 * the answer's status for `whole`, else undefined.
 */
export function hangUp(
  port: number,
  target: Target,
  moment: Moment,
  random: () => number,
  limitMs = 5_000,
): Promise<number | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    let received = Buffer.alloc(0)
    let bodyAt = -1
    const bodyCut = 1 + Math.floor(random() * 4_000)
    const delay = random()
    const timer = setTimeout(() => socket.destroy(), limitMs)
    const later = (ms: number, close: () => void) => setTimeout(close, Math.floor(delay * ms))
    socket.on('error', () => {}) // a reset from either side is part of the game
    socket.on('close', () => {
      clearTimeout(timer)
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received.subarray(0, 16).toString('latin1'))?.[1]
      resolve(moment === 'whole' && status ? Number(status) : undefined)
    })
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      if (moment === 'headers') socket.destroy()
      if (moment !== 'mid-body') return
      if (bodyAt < 0) bodyAt = received.indexOf('\r\n\r\n')
      if (bodyAt >= 0 && received.length - bodyAt - 4 >= bodyCut) socket.destroy()
    })
    socket.on('connect', () => {
      // Asked to close after the answer when the answer decides the moment, so a short one ends the exchange.
      const request = head(port, target, moment === 'whole' || moment === 'headers' || moment === 'mid-body')
      const whole = target.body ? Buffer.concat([request, target.body]) : request
      switch (moment) {
        case 'connect':
          socket.destroy()
          return
        case 'mid-head':
          socket.write(request.subarray(0, 1 + Math.floor(random() * (request.length - 2))))
          later(3, () => socket.destroy())
          return
        case 'mid-upload': {
          const part = target.body ? Math.floor(random() * target.body.length) : 0
          socket.write(whole.subarray(0, request.length + part))
          later(5, () => socket.destroy())
          return
        }
        case 'sent':
          socket.write(whole)
          later(8, () => socket.destroy())
          return
        case 'reset':
          socket.write(whole)
          later(5, () => socket.resetAndDestroy())
          return
        default:
          socket.write(whole) // headers, mid-body, whole: the answer decides when
      }
    })
  })
}

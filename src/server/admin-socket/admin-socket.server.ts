import { chmodSync, mkdirSync, rmSync } from 'node:fs'
import { createConnection, createServer, type Server } from 'node:net'
import path from 'node:path'

// The embedded database belongs to the server process that holds its data dir (ADR 018), so `npm run admin` cannot
// open it while the server runs. That server listens on a Unix socket inside the data dir instead (ADR 043): one
// JSON request per connection, one JSON answer. Only the data dir's owner can reach it: the socket sits in a folder
// of mode 0700 and is itself 0600, the same protection as the data files. The requests' meaning is the caller's
// (`handle`); this module only carries them.

/** Where the server's socket is: `DATA_DIR/admin/admin.sock`. */
export function adminSocketPath(dataDir: string): string {
  return path.resolve(dataDir, 'admin', 'admin.sock')
}

/** Largest request accepted (a command is a few hundred bytes). */
const MAX_REQUEST = 16 * 1024

/** Serves requests on the data dir's socket until `close()`; a stale socket file from a crash is replaced. */
export async function serveAdminSocket(
  dataDir: string,
  handle: (request: unknown) => Promise<unknown>,
): Promise<{ path: string; close: () => Promise<void> }> {
  const file = adminSocketPath(dataDir)
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  chmodSync(path.dirname(file), 0o700)
  // This process holds the data dir's lock: a socket file left here is a dead server's.
  rmSync(file, { force: true })
  const server: Server = createServer((socket) => {
    let buffer = ''
    socket.setEncoding('utf8')
    socket.setTimeout(10_000, () => socket.destroy())
    socket.on('error', () => socket.destroy())
    socket.on('data', (chunk: string) => {
      buffer += chunk
      if (buffer.length > MAX_REQUEST) return void socket.end(`${JSON.stringify({ ok: false, error: 'too_large' })}\n`)
      const end = buffer.indexOf('\n')
      if (end < 0) return
      let request: unknown
      try {
        request = JSON.parse(buffer.slice(0, end))
      } catch {
        return void socket.end(`${JSON.stringify({ ok: false, error: 'invalid_json' })}\n`)
      }
      void handle(request).then(
        (answer) => socket.end(`${JSON.stringify(answer)}\n`),
        () => socket.end(`${JSON.stringify({ ok: false, error: 'failed' })}\n`),
      )
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(file, () => resolve())
  })
  chmodSync(file, 0o600)
  return {
    path: file,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        rmSync(file, { force: true })
      }),
  }
}

/**
 * Sends one request to the server holding `dataDir`; null when no server listens there (no socket file, or a dead
 * server's), so the caller may open the database itself.
 */
export function askAdminSocket(dataDir: string, request: unknown, timeoutMs = 15_000): Promise<unknown> {
  const file = adminSocketPath(dataDir)
  return new Promise((resolve, reject) => {
    const socket = createConnection(file)
    let answer = ''
    let connected = false
    socket.setEncoding('utf8')
    socket.setTimeout(timeoutMs, () => {
      socket.destroy()
      reject(new Error(`no answer from the server on ${file} within ${timeoutMs} ms`))
    })
    socket.on('connect', () => {
      connected = true
      socket.write(`${JSON.stringify(request)}\n`)
    })
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('end', () => {
      try {
        resolve(JSON.parse(answer))
      } catch {
        reject(new Error(`unreadable answer from the server on ${file}`))
      }
    })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolve(null)
      else reject(error)
    })
  })
}

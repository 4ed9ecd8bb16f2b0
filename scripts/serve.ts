// Production server: the built Start handler behind srvx, with hashed assets served from dist/client.
// It owns the process lifecycle: request ids and access logs, and a graceful drain on SIGTERM/SIGINT.
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { FastResponse, serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { loadEnvFile } from '../src/server/env-file.server.ts'

// `.env` in the working directory, under whatever the environment already sets (ADR 055).
loadEnvFile()

// The build to serve: DIST_DIR (from the working directory) when set; else, compiled (`npm run build` writes
// dist/host/serve.js, which `npm start` and `npm run serve` run; ADR 035), the build this host belongs to, and run
// from source, the project's dist/.
const built = path.basename(import.meta.dirname) === 'host' && import.meta.filename.endsWith('.js')
const dist = process.env.DIST_DIR
  ? path.resolve(process.env.DIST_DIR)
  : path.resolve(import.meta.dirname, built ? '..' : '../dist')
const port = Number(process.env.PORT ?? 3000)
let inFlight = 0
let lastRequestAt = 0
// NODE_ENV=production set by the environment means a deployment: refuse to start without what it needs. Without it,
// `npm start` is a local run of the production build with development defaults (a secret kept in DATA_DIR).
if (process.env.NODE_ENV === 'production') {
  const { productionProblems } = await import('../src/server/env.server.ts')
  const problems = productionProblems()
  if (problems.length) {
    console.error(`Refusing to start in production; set:\n${problems.map((p) => `  ${p}`).join('\n')}`)
    process.exit(1)
  }
}
process.env.NODE_ENV ??= 'production'
// The environment, checked before anything starts (a bad value names its variable and stops the host).
const { env } = await import('../src/server/env.server.ts')
let settings: ReturnType<typeof env>
try {
  settings = env()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
/** How long in-flight requests may take to finish after SIGTERM before they are cut. */
const drainMs = settings.SHUTDOWN_TIMEOUT_MS
/**
 * Readiness turns 503 at once, but the server keeps serving until it has been quiet (nothing in flight, no new
 * request) this long: a load balancer needs a moment to notice, and closing the listener earlier would reset
 * connections the kernel has already accepted for us but the process has not picked up yet.
 */
const quietMs = settings.SHUTDOWN_QUIET_MS
// Imported after NODE_ENV is settled: the logger picks JSON lines in production.
const { closeResources, lifecycle } = await import('../src/server/lifecycle.server.ts')
const { accessLogged, logger, requestContext } = await import('../src/server/logger.server.ts')
const { editHeaders } = await import('../src/server/http/response-headers.server.ts')
const { isClosedStreamRace } = await import('../src/server/http/closed-stream-race.server.ts')

// An error nobody catches. The root cause of the one known kind is fixed (no file's Node stream reaches the platform's
// Response; ADR 023), but should a web stream's controller still be closed twice after a hang-up, that is one
// answer's trouble, already over: logged (with the request's id) and the process serves on. Anything else leaves the
// process in an unknown state: logged, exit 1, and `npm start` (or the service manager) starts it again.
process.on('uncaughtException', (error, origin) => {
  if (isClosedStreamRace(error)) return logger.error('an answer failed after its client left (serving on)', error)
  logger.error(`${origin === 'unhandledRejection' ? 'unhandled rejection' : 'uncaught exception'}: stopping`, error)
  process.exit(1)
})

// The app must not exit on the signal itself: this host drains first, then closes the app's resources.
lifecycle().managed = true
// The embedded database's thread compiled beside this host: no type stripping in that thread either (ADR 035).
if (built) lifecycle().databaseThreadFile = path.join(import.meta.dirname, 'pglite-worker.js')

const entry = await import(pathToFileURL(path.join(dist, 'server/server.js')).href)
const app: { fetch: (request: Request) => Promise<Response> } = entry.default

// `encodings`: the .br/.gz copies the build made (scripts/precompress.ts, ADR 061), by the request's Accept-Encoding,
// with Vary: Accept-Encoding; a file without a copy is compressed as it is sent, a client that accepts neither gets it as is.
const encodings = true
const assets = staticMiddleware({ dir: path.join(dist, 'client/assets'), maxAge: 31536000, immutable: true, encodings })
const publicFiles = staticMiddleware({ dir: path.join(dist, 'client'), maxAge: 3600, encodings })
const buildMeta = staticMiddleware({ dir: path.join(dist, 'client'), maxAge: 31536000, immutable: true, encodings })
// A file's answer holds a Node stream: its headers are changed in place, its body never read (ADR 023).
async function latestBuild(request: Request, next: () => Response | Promise<Response>) {
  return editHeaders(await publicFiles(request, next), (headers) => headers.set('cache-control', 'no-cache'))
}

// Static files carry the baseline security headers too (the app adds the full set to its own answers; ADR 017).
const staticHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
}
function withStaticHeaders(response: Response): Response {
  return editHeaders(response, (headers) => {
    for (const [name, value] of Object.entries(staticHeaders)) if (!headers.has(name)) headers.set(name, value)
  })
}

/**
 * A rendered page arrives as a web stream of many small chunks (React's, plus the router's injected scripts), and
 * the Node adapter writes each one to the socket: those writes were 10–30 % of an uncached render's CPU profile.
 * Pages are rendered whole before they are sent anyway (loaders finish first), so their HTML is collected and sent
 * in one write with a Content-Length. Other answers (files, JSON, event streams) pass through untouched.
 */
async function withWholeHtmlBody(request: Request, response: Response): Promise<Response> {
  // A FastResponse (a page from the cache) already holds its whole body; asking for `.body` would make it a stream.
  if (request.method !== 'GET' || '_toNodeResponse' in response) return response
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response
  return new FastResponse(await response.arrayBuffer(), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
}

/** A caller's X-Request-Id is kept when it is a plain token; otherwise a new id is made. */
const requestIdOf = (request: Request) => {
  const given = request.headers.get('x-request-id')
  return given && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID()
}

/**
 * Settles when a shutdown's drain time is nearly up: a request still running then (an upload still arriving, a slow
 * render) is answered 503 with Retry-After, so its client hears to try again instead of having its connection cut.
 */
const cutShort = new Set<() => void>()
let drainEnded = false
function endDrain() {
  drainEnded = true
  for (const answer of cutShort) answer()
}
const unavailable = (requestId: string) =>
  new Response(JSON.stringify({ error: { code: 'unavailable', message: 'The server is restarting. Try again.' } }), {
    status: 503,
    headers: {
      'content-type': 'application/json',
      'retry-after': '5',
      connection: 'close',
      'cache-control': 'no-store',
      'x-request-id': requestId,
    },
  })

const server = serve({
  port,
  hostname: process.env.HOST ?? '0.0.0.0',
  silent: true,
  gracefulShutdown: false,
  // A client that sends its request slowly (slowloris) holds a connection only this long: 408 and closed after it.
  // Node checks the time-outs every connectionsCheckingInterval (30 s by default): each second, so they hold.
  node: {
    headersTimeout: settings.HEADERS_TIMEOUT_MS,
    requestTimeout: settings.REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: 1000,
  },
  middleware: [
    async (request, next) => {
      const started = performance.now()
      const requestId = requestIdOf(request)
      request.headers.set('x-request-id', requestId)
      let status = 500
      inFlight++
      lastRequestAt = Date.now()
      // Entered rather than run: the answer is written after this returns, and what fails while writing it (in its
      // stream's callbacks) is logged with the request's id too.
      requestContext.enterWith({ requestId })
      try {
        let answerNow = () => {}
        const early = new Promise<Response>((resolve) => (answerNow = () => resolve(unavailable(requestId))))
        if (drainEnded) answerNow()
        cutShort.add(answerNow)
        const response = await Promise.race([next(), early]).finally(() => cutShort.delete(answerNow))
        status = response.status
        return editHeaders(response, (headers) => headers.set('x-request-id', requestId))
      } catch (error) {
        // This request's failure is this request's 500 (srvx would send it too, without a word in the log).
        if (request.signal.aborted) status = 499
        else logger.error('request failed', error)
        return new Response(null, { status, headers: { 'x-request-id': requestId } })
      } finally {
        inFlight--
        const { pathname } = new URL(request.url)
        if (accessLogged(pathname, status, settings.LOG_ASSET_REQUESTS))
          logger.access({
            method: request.method,
            path: pathname, // never the query string: it can carry tokens (reset and confirmation links)
            status,
            durationMs: Math.round(performance.now() - started),
            requestId,
          })
      }
    },
    async (request, next) => {
      const { pathname } = new URL(request.url)
      if (pathname.startsWith('/assets/')) {
        return withStaticHeaders(
          await assets(new Request(new URL(pathname.slice('/assets'.length), request.url), request), next),
        )
      }
      // The version check polls this: never served from a cache without revalidating.
      if (pathname === '/builds/latest.json') return latestBuild(request, next)
      if (pathname.startsWith('/builds/meta/')) return buildMeta(request, next)
      // Only paths that name a file can be public files; pages skip the file-system lookup.
      return /\.[a-z0-9]+$/i.test(pathname) ? withStaticHeaders(await publicFiles(request, next)) : next()
    },
  ],
  fetch: async (request) => withWholeHtmlBody(request, await app.fetch(request)),
})
await server.ready()
logger.info(`Waypoints is listening on http://localhost:${port}`)

let stopping = false
async function shutdown(signal: NodeJS.Signals | 'supervisor gone') {
  if (stopping) {
    logger.warn(`${signal} again: exiting at once`)
    process.exit(1)
  }
  stopping = true
  lifecycle().draining = true // readiness answers 503 from now on
  logger.info(`${signal}: draining in-flight requests (up to ${drainMs} ms)`)
  // Keep serving until quiet (nothing in flight, no new request for quietMs) or the drain time is up.
  const deadline = Date.now() + drainMs
  lastRequestAt = Date.now()
  // A second before the end, requests still running are answered 503 (their handlers finish in the background).
  const answerTheRest = setTimeout(() => endDrain(), Math.max(0, drainMs - 1000))
  // Checked only after a few I/O phases: a long render can block the loop, and timers run before the loop accepts
  // queued connections and reads their requests.
  const afterIo = () => new Promise((resolve) => setImmediate(resolve))
  const quiet = async () => {
    for (let i = 0; i < 3; i++) await afterIo()
    return inFlight === 0 && Date.now() - lastRequestAt >= quietMs
  }
  const pause = () => new Promise((resolve) => setTimeout(resolve, 20))
  while (Date.now() < deadline && !(await quiet())) await pause()
  clearTimeout(answerTheRest)
  if (inFlight > 0) {
    logger.warn(`drain timed out with ${inFlight} requests in flight: answering them 503`)
    endDrain()
  }
  // A handler being done is not its answer being sent: a file, a stream or a page to a slow client is still being
  // written. Stop listening and close connections as they fall idle; only what is still open at the deadline is cut.
  let closed = false
  void server.close(false).then(
    () => (closed = true),
    () => (closed = true),
  )
  const listener = server.node?.server
  while (!closed && Date.now() < deadline) {
    if (listener && 'closeIdleConnections' in listener) listener.closeIdleConnections()
    await pause()
  }
  if (!closed && inFlight === 0) logger.warn('drain timed out with answers still being sent: closing their connections')
  await server.close(true).catch(() => {})
  await closeResources((name, error) => logger.error(`${name}: close failed`, error))
  logger.info('stopped')
  process.exit(0)
}
process.on('SIGTERM', (signal) => void shutdown(signal))
process.on('SIGINT', (signal) => void shutdown(signal))
// Under `npm start` this is the supervisor's child (scripts/supervise.ts), linked by an IPC channel: when the
// supervisor is gone (even killed with SIGKILL), the server stops too rather than keep the port and the data dir.
if (process.send) process.once('disconnect', () => void shutdown('supervisor gone'))

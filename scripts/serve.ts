// Production server: the built Start handler behind srvx, with hashed assets served from dist/client.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'

const root = path.resolve(import.meta.dirname, '..')
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist')
const port = Number(process.env.PORT ?? 3000)
process.env.NODE_ENV ??= 'production'

const entry = await import(pathToFileURL(path.join(dist, 'server/server.js')).href)
const app: { fetch: (request: Request) => Promise<Response> } = entry.default

const assets = staticMiddleware({ dir: path.join(dist, 'client/assets'), maxAge: 31536000, immutable: true })
const publicFiles = staticMiddleware({ dir: path.join(dist, 'client'), maxAge: 3600 })
const buildMeta = staticMiddleware({ dir: path.join(dist, 'client'), maxAge: 31536000, immutable: true })
async function latestBuild(request: Request, next: () => Response | Promise<Response>) {
  const response = await publicFiles(request, next)
  const headers = new Headers(response.headers)
  headers.set('cache-control', 'no-cache')
  return new Response(response.body, { status: response.status, headers })
}

const server = serve({
  port,
  hostname: process.env.HOST ?? '0.0.0.0',
  silent: true,
  gracefulShutdown: false,
  middleware: [
    (request, next) => {
      const { pathname } = new URL(request.url)
      if (pathname.startsWith('/assets/')) {
        return assets(new Request(new URL(pathname.slice('/assets'.length), request.url), request), next)
      }
      // The version check polls this: never served from a cache without revalidating.
      if (pathname === '/builds/latest.json') return latestBuild(request, next)
      if (pathname.startsWith('/builds/meta/')) return buildMeta(request, next)
      // Only paths that name a file can be public files; pages skip the file-system lookup.
      return /\.[a-z0-9]+$/i.test(pathname) ? publicFiles(request, next) : next()
    },
  ],
  fetch: (request) => app.fetch(request),
})
await server.ready()
console.log(`Waypoints is listening on http://localhost:${port}`)

import { createFileRoute } from '@tanstack/react-router'
import { getDatabase } from '@/server/db/index.server'

/** Liveness plus database reachability, for load balancers and the test-suite. */
export const Route = createFileRoute('/api/health/')({
  server: {
    handlers: {
      GET: async () => {
        const started = performance.now()
        try {
          const database = await getDatabase()
          await database.ping()
          return Response.json(
            {
              status: 'ok',
              database: {
                engine: database.engine,
                reachable: true,
                latencyMs: Math.round(performance.now() - started),
              },
            },
            { headers: { 'cache-control': 'no-store' } },
          )
        } catch {
          return Response.json(
            { status: 'error', database: { reachable: false } },
            { status: 503, headers: { 'cache-control': 'no-store' } },
          )
        }
      },
    },
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { readiness } from '@/server/health/readiness.server'

/** Readiness: 503 while shutting down or while a dependency is missing, so a load balancer drains first. */
export const Route = createFileRoute('/api/health/ready')({
  server: {
    handlers: {
      GET: async () => {
        const result = await readiness()
        return Response.json(
          { status: result.ready ? 'ready' : 'unready', checks: result.checks, jobs: result.jobs },
          { status: result.ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
        )
      },
    },
  },
})

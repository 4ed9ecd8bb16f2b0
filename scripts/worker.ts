// `npm run worker`: the job queue's workers (mail, scheduled clean-ups) as their own process, for a deployment of
// several web servers on PostgreSQL (ADR 053; docs/deploy.md). Run the web servers with JOBS_IN_SERVER=false, or not:
// any number of workers may poll the same queue, and pg-boss hands each job to one of them. SIGTERM lets a running
// job finish (8 s), then hands it back to the queue and exits.
import './env-file.ts'
import { env } from '../src/server/env.server.ts'

if (!env().DATABASE_URL) {
  console.error(
    'worker: set DATABASE_URL. The embedded database (PGlite) belongs to the server process, whose workers run ' +
      'inside it (JOBS_IN_SERVER, on by default).',
  )
  process.exit(1)
}
const { getDatabase } = await import('../src/server/db/index.server.ts')
const { startJobs } = await import('../src/jobs.server.ts')
await getDatabase()
await startJobs({ workers: true })

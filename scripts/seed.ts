// `npm run seed`: migrate and (re-)run every idempotent seed step (src/seed-steps.server.ts) against the configured database.
import './env-file.ts'
import { publishInvalidation } from '../src/server/cache/page-cache-bus.server.ts'
import { getDatabase } from '../src/server/db/index.server.ts'
import { seed } from '../src/server/db/seed-runner.server.ts'
import { seedSteps } from '../src/seed-steps.server.ts'

const database = await getDatabase()
try {
  await seed(database.db, seedSteps, { log: console.log })
  console.log('seed: done')
  // Running servers (PostgreSQL) drop their cached pages (ADR 026).
  if (process.env.REDIS_URL) await publishInvalidation(process.env.REDIS_URL, '*')
} catch (error) {
  // A bad content file names itself and the field: print that, not a stack.
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await database.close()
}

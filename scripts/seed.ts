// `npm run seed`: migrate and (re-)run every idempotent seed step against the configured database.
import { getDatabase } from '../src/server/db/index.server.ts'
import { seed } from '../src/server/db/seed.server.ts'

const database = await getDatabase()
await seed(database.db, console.log)
await database.close()
console.log('seed: done')

// `npm run db:restore FILE`: restores a backup of `npm run db:backup` into an empty DATA_DIR (never over a database).
import './env-file.ts'
import { existsSync, readFileSync } from 'node:fs'
import { isEmptyDataDir } from '../src/server/db/backup.server.ts'
import { openPglite } from '../src/server/db/client.server.ts'

const file = process.argv[2]
const dataDir = process.env.DATA_DIR ?? '.data'
if (!file || !existsSync(file)) {
  console.error('Usage: npm run db:restore FILE  (a .tar.gz written by npm run db:backup; DATA_DIR must be empty)')
  process.exit(2)
}
if (!isEmptyDataDir(dataDir)) {
  console.error(`${dataDir} already holds a database: restore into an empty DATA_DIR (move the old one away first).`)
  process.exit(1)
}
try {
  // Opening migrates, so an older backup comes up at the current schema.
  const database = await openPglite(dataDir, { loadDataDir: new Blob([readFileSync(file)]) })
  await database.ping()
  await database.close()
  console.log(`Restored ${file} into ${dataDir}.`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
process.exit(0)

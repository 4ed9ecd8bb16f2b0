// `npm run db:copy -- --to postgres://…`: copies every table of the embedded database (DATA_DIR) into an empty
// PostgreSQL database, after running the same migrations there, and checks row counts and checksums per table.
// Stop the server first: the embedded database allows one process.
import './env-file.ts'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { openPglite, openPostgres } from '../src/server/db/client.server.ts'
import { copyDatabase, pgClient, pgliteClient } from '../src/server/db/copy.server.ts'

const { values } = parseArgs({ options: { to: { type: 'string' }, 'data-dir': { type: 'string' } } })
const to = values.to
if (!to || !/^postgres(ql)?:\/\//.test(to)) {
  console.error('Usage: npm run db:copy -- --to postgres://user@host:5432/database [--data-dir .data]')
  process.exit(2)
}
const dataDir = values['data-dir'] ?? process.env.DATA_DIR ?? '.data'

const source = await openPglite(dataDir) // locked, and migrated to the current version
try {
  const migrated = await openPostgres(to) // the same migrations on the target
  await migrated.close()
  const target = new pg.Client({ connectionString: to })
  await target.connect()
  try {
    const reports = await copyDatabase(pgliteClient(source.client), pgClient(target), { log: console.log })
    console.table(
      reports.map((r) => ({
        table: r.table,
        rows: r.sourceRows,
        copied: r.targetRows,
        checksum: r.ok ? 'match' : 'DIFFERS',
      })),
    )
    const bad = reports.filter((r) => !r.ok)
    if (bad.length) {
      console.error(`Copy incomplete: ${bad.map((r) => r.table).join(', ')} differ.`)
      process.exitCode = 1
    } else {
      console.log(`Copied ${reports.length} tables from ${dataDir} to PostgreSQL; counts and checksums match.`)
      console.log('Uploaded files (DATA_DIR/uploads, when present) are files: copy that folder to the new server too.')
    }
  } finally {
    await target.end()
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await source.close()
}
process.exit()

// `npm run db:backup [FILE]`: a consistent backup of the embedded database (DATA_DIR) as a .tar.gz.
// With the server stopped it opens the data dir itself; while the server runs, the server writes it (SIGUSR2).
import './env-file.ts'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { backupPaths, writeBackup } from '../src/server/db/backup.server.ts'
import { DataDirLockedError, openPglite } from '../src/server/db/client.server.ts'

if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see docs/deploy.md).')
  process.exit(2)
}
const dataDir = process.env.DATA_DIR ?? '.data'
const stamp = new Date().toISOString().replaceAll(':', '-').replace(/\..+/, '')
const out = path.resolve(process.argv[2] ?? path.join(dataDir, '..', 'backups', `waypoints-${stamp}.tar.gz`))

async function viaRunningServer(): Promise<void> {
  const { requests, pidFile } = backupPaths(dataDir)
  const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) : NaN
  try {
    if (!Number.isInteger(pid)) throw new Error('no pid')
    process.kill(pid, 0)
  } catch {
    throw new Error(
      `${dataDir} is locked by another process that does not accept backup requests: stop it and run this again.`,
    )
  }
  mkdirSync(requests, { recursive: true })
  writeFileSync(path.join(requests, `${randomUUID()}.json`), JSON.stringify({ out }))
  process.kill(pid, 'SIGUSR2')
  const deadline = Date.now() + 10 * 60_000
  while (!existsSync(out)) {
    if (Date.now() > deadline) throw new Error(`the server (pid ${pid}) did not write ${out} within 10 minutes`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  console.log(`Backup written by the running server (pid ${pid}): ${out}`)
}

try {
  const database = await openPglite(dataDir, { migrate: false })
  try {
    const bytes = await writeBackup(database.client, out)
    console.log(`Backup written: ${out} (${bytes} bytes)`)
  } finally {
    await database.close()
  }
} catch (error) {
  if (!(error instanceof DataDirLockedError)) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
  try {
    await viaRunningServer()
  } catch (inner) {
    console.error(inner instanceof Error ? inner.message : inner)
    process.exit(1)
  }
}
process.exit(0)

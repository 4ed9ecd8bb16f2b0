// Backups of the embedded database: a gzip tarball of PGlite's data dir (PGlite's own dump), written atomically.
// The server makes them itself when asked (SIGUSR2 + a request file), since one process owns the data dir.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** PGlite in this thread or in the database thread (remote.server.ts): both dump their data dir. */
export interface Dumpable {
  dumpDataDir(compression: 'gzip'): Promise<Blob | File>
}

/** Where `npm run db:backup` leaves requests for a running server, and where the server notes its pid. */
export const backupPaths = (dataDir: string) => ({
  requests: path.join(path.resolve(dataDir), 'backup-requests'),
  pidFile: path.join(path.resolve(dataDir), 'server.pid'),
})

/** A consistent dump of the whole database (PGlite runs one query at a time), written to `file` atomically. */
export async function writeBackup(client: Dumpable, file: string): Promise<number> {
  const dump = await client.dumpDataDir('gzip')
  const bytes = Buffer.from(await dump.arrayBuffer())
  const target = path.resolve(file)
  mkdirSync(path.dirname(target), { recursive: true })
  const partial = `${target}.partial`
  writeFileSync(partial, bytes)
  renameSync(partial, target)
  return bytes.length
}

/** The data dir is new: no database in it yet (restore never overwrites). */
export function isEmptyDataDir(dataDir: string): boolean {
  const pg = path.join(path.resolve(dataDir), 'pg')
  return !existsSync(pg) || readdirSync(pg).length === 0
}

/** Serves every pending backup request of `npm run db:backup` (files naming their output path). */
export async function serveBackupRequests(client: Dumpable, dataDir: string, log: (line: string) => void) {
  const { requests } = backupPaths(dataDir)
  if (!existsSync(requests)) return
  for (const name of readdirSync(requests).filter((f) => f.endsWith('.json'))) {
    const requestFile = path.join(requests, name)
    try {
      const { out } = JSON.parse(readFileSync(requestFile, 'utf8')) as { out: string }
      const bytes = await writeBackup(client, out)
      log(`backup: ${bytes} bytes written to ${out}`)
    } catch (error) {
      log(`backup failed: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      rmSync(requestFile, { force: true })
    }
  }
}

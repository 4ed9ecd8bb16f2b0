// Playwright's webServer: a fresh data dir for every run, then the production server (the built host,
// dist/host/serve.js, as `npm run serve` runs it).
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.tmp/e2e-data')

if (!dataDir.startsWith(path.join(root, '.tmp') + path.sep)) {
  console.error(`Refusing to wipe ${dataDir}: the e2e DATA_DIR must be under .tmp/`)
  process.exit(1)
}
if (!existsSync(path.join(root, 'dist/host/serve.js'))) {
  console.error('No build found (dist/host/serve.js). Run `npm run build` before the end-to-end tests.')
  process.exit(1)
}

rmSync(dataDir, { recursive: true, force: true })
process.env.DATA_DIR = dataDir
// Always the fresh PGlite dir: a DATABASE_URL from the shell would point the run at a shared, seeded database.
if (process.env.E2E_DATABASE_URL) process.env.DATABASE_URL = process.env.E2E_DATABASE_URL
else delete process.env.DATABASE_URL
await import(path.join(root, 'dist/host/serve.js'))

import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { vi } from 'vitest'
import type { Database } from '@/server/db/client.server'

// The app reads its environment once (src/server/env.server.ts). A test file sets its variables before the app
// first reads them (top of the file); a test that needs other settings reloads the app's modules around itself.

/** Gives this test file its own DATA_DIR (auth secret, development outbox). Call at the top of the file. */
export function stubTempDataDir(prefix = 'waypoints-test-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  vi.stubEnv('DATA_DIR', dir)
  return dir
}

/**
 * Switches settings: stubs the variables and reloads every app module (keeping the file's database), so code
 * imported afterwards (dynamic `import()`, the test client's route files) sees them. Returns the undo.
 */
export async function applySettings(
  database: Database,
  vars: Record<string, string | undefined>,
): Promise<() => Promise<void>> {
  const before = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]))
  await reload(database, vars)
  return () => reload(database, before)
}

/** Runs `run` with other settings, then restores them. Import app modules inside `run` again. */
export async function withSettings<T>(
  database: Database,
  vars: Record<string, string | undefined>,
  run: () => Promise<T>,
): Promise<T> {
  const restore = await applySettings(database, vars)
  try {
    return await run()
  } finally {
    await restore()
  }
}

async function reload(database: Database, vars: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value)
  vi.resetModules()
  const { installDatabase } = await import('@/server/db/index.server')
  installDatabase(database)
}

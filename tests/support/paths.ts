import path from 'node:path'

/**
 * Each test run builds its own template (a PGlite dump file, a PostgreSQL template database) named after the run's
 * process, so two runs at once (CI and a developer, two checkouts) never rebuild each other's template mid-run.
 */
export const TEMPLATE_PREFIX = 'waypoints_test_template'
export const templateDumpPath = (run: number) =>
  path.resolve(import.meta.dirname, `../../.tmp/test-template-${run}.tar`)
export const templateDbName = (run: number) => `${TEMPLATE_PREFIX}_${run}`

export function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

// Which test files depend on the database engine. CI runs the whole suite on PGlite (`npm test`), then again on
// PostgreSQL; the second run needs only these files, because the rest never open a database and would only repeat
// what the first run proved.
import { globSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** What a file that opens a database names: the test database helper, or the engine's settings. */
const ENGINE_MARKERS = /\b(createTestDatabase|TEST_DATABASE_URL|testEngine)\b/

export const TEST_FILE_GLOBS = ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}']

/**
 * Test files (relative to `root`, sorted) that open a database: they name a marker themselves, or import a test
 * helper that does (tests/support/migrations.ts, src/features/search/search.test-content.ts), matched by the
 * helper's file name. A file the list misses fails in `createTestDatabase`.
 */
export function engineTestFiles(root: string): string[] {
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
  const isTest = (file: string) => /\.test\.tsx?$/.test(file)
  const helperNames = ['src', 'tests']
    .flatMap((folder) => globSync(`${folder}/**/*.{ts,tsx}`, { cwd: root }))
    .filter((file) => !isTest(file) && file !== 'tests/support/engine-files.ts' && ENGINE_MARKERS.test(read(file)))
    // Imported as '…/db' or '…/db.ts'.
    .map((file) =>
      path
        .basename(file)
        .replace(/\.tsx?$/, '')
        .replaceAll('.', '\\.'),
    )
  const importsHelper = new RegExp(`/(${helperNames.join('|')})(\\.tsx?)?['"]`)
  return TEST_FILE_GLOBS.flatMap((pattern) => globSync(pattern, { cwd: root }))
    .filter((file) => {
      const source = read(file)
      return ENGINE_MARKERS.test(source) || importsHelper.test(source)
    })
    .sort()
}

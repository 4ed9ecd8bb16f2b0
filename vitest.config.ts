import { mkdtempSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { engineTestFiles, TEST_FILE_GLOBS } from './tests/support/engine-files'

// The suite's own data folder (outbox mails, uploaded and seeded images): never the checkout's .data/, which
// tests/support/data-dir-guard.ts checks is left as found. Removed when the run ends.
const dataDir = (process.env.WAYPOINTS_TEST_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'waypoints-vitest-')))
const root = path.dirname(fileURLToPath(import.meta.url))

// TEST_ENGINE_FILES_ONLY=1 (CI's PostgreSQL run, after `npm test` ran everything on PGlite): only the files that open
// a database (tests/support/engine-files.ts).
const include = process.env.TEST_ENGINE_FILES_ONLY === '1' ? engineTestFiles(root) : TEST_FILE_GLOBS

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include,
    globalSetup: ['./tests/support/global-setup.ts', './tests/support/data-dir-guard.ts'],
    environment: 'node',
    // Settings every test file starts from (the app reads its environment once); files add their own with vi.stubEnv.
    // UPLOADS_DIR empty: uploads go under that DATA_DIR whatever the shell sets; a developer's .env stays out, of the
    // scripts the tests start too (ENV_FILE, ADR 055). MODERATION_TRUSTED_AFTER=0: members publish directly, as the
    // suites written before the review queue expect (ADR 052); tests/moderation/ sets its own threshold.
    env: {
      BETTER_AUTH_SECRET: 'test-secret-0123456789abcdef0123456789abcdef',
      DATA_DIR: dataDir,
      UPLOADS_DIR: '',
      ENV_FILE: 'off',
      MODERATION_TRUSTED_AFTER: '0',
    },
    pool: 'forks',
    // Vitest's default on two cores is one file at a time; a file spends much of its time waiting on PostgreSQL, an
    // SMTP or HTTP stand-in or a child process, so two at a time keep both cores busy. Files share nothing: each has
    // its own database (tests/support/db.ts) and listens on free ports.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

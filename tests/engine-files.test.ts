import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { engineTestFiles } from './support/engine-files'

const root = path.resolve(import.meta.dirname, '..')

describe("the files CI's PostgreSQL run picks", () => {
  const files = engineTestFiles(root)

  // Named: the test database helper; the engine's settings; the migrations helper, by import only.
  it('include files that open a database themselves or through a helper they import', () => {
    expect(files).toContain('tests/seed.test.ts')
    expect(files).toContain('src/server/rate-limit/rate-limit.server.test.ts')
    expect(files).toContain('tests/avif-sources-migration.test.ts')
    expect(files).toContain('tests/departures-migration.test.ts')
    expect(files).toContain('src/features/search/search.query.server.test.ts') // a helper beside it under src/
  })

  it('leave out files that never open a database', () => {
    expect(files).not.toContain('src/lib/format.test.ts')
    expect(files).not.toContain('tests/i18n-messages.test.ts')
    expect(files).not.toContain('tests/engine-files.test.ts')
    expect(files.length).toBeGreaterThan(60)
  })
})

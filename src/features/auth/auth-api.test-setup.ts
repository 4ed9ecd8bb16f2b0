// Shared setup of the auth API test files (auth-*.server.test.ts): each file gets its own data directory and database.
import { afterAll, beforeAll } from 'vitest'
import { createTestDatabase } from '../../../tests/support/db'
import { stubTempDataDir } from '../../../tests/support/settings'

/** A password the sign-up rules accept. */
export const strong = 'violet-harbour-tram-42'

/** A temporary DATA_DIR and a test database (also the app's, see createTestDatabase) for the calling file. */
export function authApiDatabase() {
  stubTempDataDir()
  const setup = {} as { database: Awaited<ReturnType<typeof createTestDatabase>> }
  beforeAll(async () => {
    setup.database = await createTestDatabase()
  })
  afterAll(() => setup.database.close())
  return setup
}

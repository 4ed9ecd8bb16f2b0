// The trip files seed a new install only (ADR 046): once the database holds trips, re-running the seed neither
// overwrites an edit made in the back office nor brings back a trip staff unpublished or removed.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadTripContent, seedTrips, TRIPS_SEEDED_KEY } from '@/features/trips/trips.seed.server'
import { setTripStatus, updateTrip } from '@/features/trip-admin/trip-admin.server'
import type { Database } from '@/server/db/client.server'
import { seed } from '@/server/db/seed-runner.server'
import { appMeta, trips } from '@/server/db/schema'
import { seedSteps } from '@/seed-steps.server'
import { createUser } from '../factories/user'
import { createTrip } from '../factories/trip'
import { createTestDatabase, testEngine } from '../support/db'
import { stubTempDataDir } from '../support/settings'

stubTempDataDir('waypoints-trip-seed-')

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

describe(`the trip seed on ${testEngine}`, () => {
  it('seeds a new install, then never overwrites an edit nor re-creates a removed trip', async () => {
    const db = database.db
    await seed(db, seedSteps)
    const files = loadTripContent()
    expect((await db.select().from(trips)).length).toBe(files.length)
    const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, TRIPS_SEEDED_KEY))
    expect(marker).toBeDefined()

    const admin = await createUser(db, { role: 'admin' })
    const [edited, unpublished, removed] = files.filter((f) => f.status === 'published').map((f) => f.id)
    const before = (await db.select().from(trips).where(eq(trips.id, edited!)))[0]!
    await updateTrip(admin.id, edited!, { title: { ...before.title, en: 'Edited in the back office' } }, 'en')
    await setTripStatus(admin.id, unpublished!, 'draft', 'en')
    await db.delete(trips).where(eq(trips.id, removed!))

    await seed(db, seedSteps)
    await seedTrips(db)

    const [after] = await db.select().from(trips).where(eq(trips.id, edited!))
    expect(after!.title.en).toBe('Edited in the back office')
    expect(after!.title.uk).toBe(before.title.uk)
    const [stillDraft] = await db.select().from(trips).where(eq(trips.id, unpublished!))
    expect(stillDraft!.status).toBe('draft')
    expect(await db.select().from(trips).where(eq(trips.id, removed!))).toEqual([])
    expect((await db.select().from(trips)).length).toBe(files.length - 1)
  })

  it('a database that held trips before the marker existed is not seeded again either', async () => {
    const older = await createTestDatabase()
    try {
      const kept = await createTrip(older.db, { id: 1 })
      await seedTrips(older.db)
      expect((await older.db.select().from(trips)).map((t) => t.id)).toEqual([kept.id])
      const [marker] = await older.db.select().from(appMeta).where(eq(appMeta.key, TRIPS_SEEDED_KEY))
      expect(marker).toBeDefined()
      // Even once every trip is gone, the files do not come back.
      await older.db.delete(trips)
      await seedTrips(older.db)
      expect(await older.db.select().from(trips)).toEqual([])
    } finally {
      await older.close()
    }
  })
})

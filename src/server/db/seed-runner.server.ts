import { sql } from 'drizzle-orm'
import type { Db } from './client.server'
import { appMeta } from './schema'

/** One idempotent piece of the seed (running it twice changes nothing). The list is composed in src/seed-steps.server.ts. */
export interface SeedStep {
  name: string
  run(db: Db): Promise<void>
}

// Any fixed number: instances that start together on one PostgreSQL database seed one after the other.
const SEED_LOCK = 7_346_219

type Log = (line: string) => void

/**
 * Runs the given steps in order inside one transaction, then records `seeded_at`. A failing step rolls everything
 * back (nothing is half-seeded and `seeded_at` is not written). `onlyIfEmpty` skips an already seeded database.
 * Returns whether the steps ran.
 */
export async function seed(
  db: Db,
  steps: readonly SeedStep[],
  options: { log?: Log; onlyIfEmpty?: boolean } = {},
): Promise<boolean> {
  if (steps.length === 0) throw new Error('seed: no steps given (compose them in src/seed-steps.server.ts)')
  const names = steps.map((s) => s.name)
  const twice = names.find((name, i) => names.indexOf(name) !== i)
  if (twice) throw new Error(`seed: step "${twice}" is listed twice`)
  const log = options.log ?? (() => {})

  return db.transaction(async (tx) => {
    // A transaction offers the same query API as the database; steps need no second type.
    const t = tx as unknown as Db
    await t.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`)
    if (options.onlyIfEmpty && (await hasBeenSeeded(t))) return false
    for (const step of steps) {
      await step.run(t)
      log(`seed: ${step.name}`)
    }
    await t
      .insert(appMeta)
      .values({ key: 'seeded_at', value: new Date().toISOString() })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } })
    return true
  })
}

export async function hasBeenSeeded(db: Db): Promise<boolean> {
  const rows = await db
    .select()
    .from(appMeta)
    .where(sql`${appMeta.key} = 'seeded_at'`)
  return rows.length > 0
}

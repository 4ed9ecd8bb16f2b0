import { sql } from 'drizzle-orm'
import type { Db } from './client.server'
import { appMeta } from './schema'

/**
 * Each feature registers an idempotent step that brings its seed content into the database.
 * Steps run in order; running the whole seed twice changes nothing.
 */
export interface SeedStep {
  name: string
  run(db: Db): Promise<void>
}

const steps: SeedStep[] = []

export function registerSeedStep(step: SeedStep) {
  if (!steps.some((s) => s.name === step.name)) steps.push(step)
}

export async function seed(db: Db, log: (line: string) => void = () => {}) {
  for (const step of steps) {
    await step.run(db)
    log(`seed: ${step.name}`)
  }
  await db
    .insert(appMeta)
    .values({ key: 'seeded_at', value: new Date().toISOString() })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } })
}

export async function hasBeenSeeded(db: Db): Promise<boolean> {
  const rows = await db
    .select()
    .from(appMeta)
    .where(sql`${appMeta.key} = 'seeded_at'`)
  return rows.length > 0
}

// The seed's composition root: every step, in dependency order, in one explicit list. src/server/ holds only the
// generic runner (it never imports features); scripts/seed.ts and the server's start-up both seed from here.
import { blogSeedStep } from '@/features/blog/blog.seed.server'
import { exchangeRatesSeedStep } from '@/features/preferences/preferences.seed.server'
import { tripsSeedStep } from '@/features/trips/trips.seed.server'
import type { Database } from '@/server/db/client.server'
import { seed, type SeedStep } from '@/server/db/seed-runner.server'
import { invalidateCacheTags } from '@/server/cache/page-cache-tags.server'
import { env } from '@/server/env.server'
import { logger } from '@/server/logger.server'

export const seedSteps: readonly SeedStep[] = [tripsSeedStep, blogSeedStep, exchangeRatesSeedStep]

/** First start of a new install (SEED_ON_START): seed an empty database; a seeded one is left alone. */
export async function seedOnStart(database: Database): Promise<void> {
  if (!env().SEED_ON_START) return
  await seed(database.db, seedSteps, { onlyIfEmpty: true, log: (line) => logger.info(line) })
  invalidateCacheTags('*')
}

import { lt } from 'drizzle-orm'
import { getDatabase } from '../db/index.server'
import { session, verification } from '../db/schema'

// Scheduled clean-ups of rows that only ever expire (src/jobs.server.ts schedules them). A day of grace keeps an
// expired link answering "expired" rather than "invalid" for a while.
const GRACE_MS = 24 * 60 * 60 * 1000

/** Sessions past their expiry (Better Auth refuses them already); answers how many went. */
export async function deleteExpiredSessions(now = new Date()): Promise<number> {
  const { db } = await getDatabase()
  const gone = await db
    .delete(session)
    .where(lt(session.expiresAt, new Date(now.getTime() - GRACE_MS)))
    .returning({ id: session.id })
  return gone.length
}

/** Verification tokens (sign-up, reset, e-mail change, secure-account links) past their expiry. */
export async function deleteExpiredVerifications(now = new Date()): Promise<number> {
  const { db } = await getDatabase()
  const gone = await db
    .delete(verification)
    .where(lt(verification.expiresAt, new Date(now.getTime() - GRACE_MS)))
    .returning({ id: verification.id })
  return gone.length
}

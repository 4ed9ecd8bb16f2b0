import { and, desc, eq, lt } from 'drizzle-orm'
import type { Db } from '@/server/db/client.server'
import { auditLog, user } from '@/server/db/schema'

/** A database or an open transaction on it: the line is written with the change it describes. */
export type AuditExecutor = Pick<Db, 'insert'>

/** One staff action. `before`/`after` are the changed record's fields as staff see them (no secrets). */
export interface StaffAction {
  /** The staff account, or null for the `npm run admin` command. */
  actorId: string | null
  /** `subject.verb`, for instance `role.grant`, `trip.update`, `departure.cancel`. */
  action: string
  subjectType: string
  subjectId: string | number
  before?: unknown
  after?: unknown
}

/** Writes one audit line; call it inside the change's transaction so both commit or neither does. */
export async function recordStaffAction(executor: AuditExecutor, action: StaffAction): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: action.actorId,
    action: action.action,
    subjectType: action.subjectType,
    subjectId: String(action.subjectId),
    before: action.before ?? null,
    after: action.after ?? null,
  })
}

export interface AuditLine {
  id: number
  action: string
  subjectType: string
  subjectId: string
  before: unknown
  after: unknown
  createdAt: Date
  /** The actor's name and e-mail; null for the command or a deleted account. */
  actor: { id: string; name: string; email: string } | null
}

/** The log newest first, `limit` lines after the line `before` (an id) if given; optionally for one subject. */
export async function listStaffActions(
  database: Pick<Db, 'select'>,
  options: { limit: number; beforeId?: number; subject?: { type: string; id: string | number } },
): Promise<AuditLine[]> {
  const rows = await database
    .select({
      id: auditLog.id,
      action: auditLog.action,
      subjectType: auditLog.subjectType,
      subjectId: auditLog.subjectId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      actorId: user.id,
      actorName: user.name,
      actorEmail: user.email,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorId))
    .where(
      and(
        options.beforeId === undefined ? undefined : lt(auditLog.id, options.beforeId),
        options.subject
          ? and(eq(auditLog.subjectType, options.subject.type), eq(auditLog.subjectId, String(options.subject.id)))
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(options.limit)
  return rows.map(({ actorId, actorName, actorEmail, ...line }) => ({
    ...line,
    actor:
      actorId && actorName !== null && actorEmail !== null ? { id: actorId, name: actorName, email: actorEmail } : null,
  }))
}

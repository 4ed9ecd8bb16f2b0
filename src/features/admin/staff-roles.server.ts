import { and, asc, eq, inArray, or } from 'drizzle-orm'
import { effectiveRole } from '@/features/auth/require-user.server'
import { InvalidInputError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { recordStaffAction } from '@/server/audit/audit.server'
import type { Db } from '@/server/db/client.server'
import { user } from '@/server/db/schema'
import { env } from '@/server/env.server'
import type { Role } from '@/features/auth/auth.middleware'
import type { StaffMember } from './admin.schemas'

// Staff roles (ADR 043): one function changes a role, for the back office and for `npm run admin` alike, and writes
// the audit line in the same transaction.

export interface RoleChange {
  email: string
  role: Role
  /** The admin who acts; null for the command. */
  actorId: string | null
}

export type RoleChangeResult =
  { changed: true; userId: string; before: Role; after: Role } | { changed: false; userId: string; role: Role }

/** Why a role change is refused, as a code the command prints and the back office turns into a field message. */
export class RoleChangeRefused extends Error {
  constructor(readonly reason: 'no_account' | 'unconfirmed' | 'own_admin') {
    super(reason)
  }
}

/**
 * Sets the stored role of the account with `email`. Refused for an unknown address, for staff roles on an address
 * nobody confirmed, and for an admin taking away their own admin role in the back office (the command may: it is the
 * way back in). An unchanged role writes nothing.
 */
export async function changeRole(database: Db, change: RoleChange): Promise<RoleChangeResult> {
  const email = change.email.trim().toLowerCase()
  return database.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: user.id, role: user.role, verified: user.emailVerified })
      .from(user)
      .where(eq(user.email, email))
      .for('update')
    if (!row) throw new RoleChangeRefused('no_account')
    if (change.role !== 'member' && !row.verified) throw new RoleChangeRefused('unconfirmed')
    if (change.actorId === row.id && row.role === 'admin' && change.role !== 'admin')
      throw new RoleChangeRefused('own_admin')
    if (row.role === change.role) return { changed: false as const, userId: row.id, role: row.role }
    await tx.update(user).set({ role: change.role, updatedAt: new Date() }).where(eq(user.id, row.id))
    await recordStaffAction(tx, {
      actorId: change.actorId,
      action: change.role === 'member' ? 'role.revoke' : 'role.grant',
      subjectType: 'user',
      subjectId: row.id,
      before: { email, role: row.role },
      after: { email, role: change.role },
    })
    return { changed: true as const, userId: row.id, before: row.role, after: change.role }
  })
}

/** The back office's answer to a refused change: a message on the address field. */
export function refusalError(error: RoleChangeRefused, locale: Locale): InvalidInputError {
  const message =
    error.reason === 'no_account'
      ? m.staff_error_no_account({}, { locale })
      : error.reason === 'unconfirmed'
        ? m.staff_error_unconfirmed({}, { locale })
        : m.staff_error_own_admin({}, { locale })
  return new InvalidInputError({ email: message }, message, `staff_${error.reason}`)
}

/** Every staff account: a stored staff role, or a confirmed address in ADMIN_EMAILS; admins first, then by name. */
export async function listStaff(database: Db): Promise<StaffMember[]> {
  const adminEmails = env().ADMIN_EMAILS
  const rows = await database
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      verified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
    })
    .from(user)
    .where(
      or(
        inArray(user.role, ['editor', 'admin']),
        adminEmails.length ? and(inArray(user.email, adminEmails), eq(user.emailVerified, true)) : undefined,
      ),
    )
    .orderBy(asc(user.name), asc(user.id))
  return rows
    .map((row) => {
      const role = effectiveRole(row.role, row.email, row.verified, adminEmails)
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        role,
        twoFactorEnabled: row.twoFactorEnabled,
        fromAdminEmails: role === 'admin' && row.role !== 'admin',
      }
    })
    .sort((a, b) => Number(b.role === 'admin') - Number(a.role === 'admin'))
}

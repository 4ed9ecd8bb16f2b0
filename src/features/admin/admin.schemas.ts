import { z } from 'zod'
import { roles, type Role } from '@/features/auth/auth.middleware'
import { locales, type Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'

// The back office's own screens (ADR 043): dashboard, staff roles and the audit log. Trips and departures have their
// own features.

/** The role form: an account's address and the role it gets (`member` takes a staff role away). */
export function staffSchemas(locale: Locale) {
  const emailInvalid = () => m.auth_field_email_invalid({}, { locale })
  return {
    role: z.strictObject({
      email: z
        .string({ error: emailInvalid })
        .trim()
        .toLowerCase()
        .max(254, { error: emailInvalid })
        .pipe(z.email({ error: emailInvalid })),
      role: z.enum(roles, { error: () => m.staff_role_invalid({}, { locale }) }),
    }),
  }
}
export type RoleChangeInput = z.output<ReturnType<typeof staffSchemas>['role']>

export const localeInput = z.object({ locale: z.enum(locales) })

export const auditPageInput = z.object({
  locale: z.enum(locales),
  /** The id of the last line of the page before (newest first). */
  before: z.number().int().positive().optional(),
})

/** One staff account on the staff page. */
export interface StaffMember {
  id: string
  name: string
  email: string
  role: Role
  twoFactorEnabled: boolean
  /** An admin through ADMIN_EMAILS (its stored role may be lower; removing the address ends it). */
  fromAdminEmails: boolean
}

/** One line of the audit log as the audit page shows it. */
export interface AuditEntry {
  id: number
  action: string
  subjectType: string
  subjectId: string
  before: string | null
  after: string | null
  createdAt: string
  actor: { name: string; email: string } | null
}

export interface AuditPage {
  entries: AuditEntry[]
  /** The `before` of the next (older) page, or null on the last one. */
  next: number | null
}

/** What the dashboard shows: today's bookings and sign-ups (UTC day) and departures with few seats left. */
export interface Dashboard {
  bookingsToday: {
    count: number
    latest: { id: number; tripId: number; tripTitle: string; travellers: number; createdAt: string }[]
  }
  /** Moderation (ADR 052): posts waiting for review, open reports, suspended accounts. */
  moderation: { pending: number; reports: number; suspended: number }
  signUpsToday: { count: number; latest: { id: string; name: string; createdAt: string }[] }
  /** Departures with few seats left, each linking to its manifest. */
  fillingUp: {
    departureId: number
    tripId: number
    title: string
    startDate: string
    seatsLeft: number
    seatsTotal: number
  }[]
}

/** Retry or discard one failed job of the queue (ADR 053). */
export function jobActionSchema(locale: Locale) {
  const invalid = () => m.jobs_action_invalid({}, { locale })
  return z.strictObject({
    name: z.string({ error: invalid }).min(1, { error: invalid }).max(100, { error: invalid }),
    id: z.uuid({ error: invalid }),
    action: z.enum(['retry', 'discard'], { error: invalid }),
  })
}
export type JobActionInput = z.output<ReturnType<typeof jobActionSchema>>

/** The jobs page: the queue's jobs per state and its failed jobs, newest failure first. */
export interface JobsOverview {
  counts: Record<'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed', number> & {
    oldestDueSeconds: number
  }
  failed: Array<{
    id: string
    name: string
    attempts: number
    lastError: string
    failedAt: string
    to: string | null
    subject: string | null
  }>
}

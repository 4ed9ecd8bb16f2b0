import { z } from 'zod'
import { locales, type Locale } from '@/lib/i18n/locales'
import { hasVisibleText } from '@/lib/text-check'
import { plainText } from '@/lib/validation'
import { m } from '@/paraglide/messages'

// Moderation (ADR 052): the review queue, readers' reports and suspensions. Client-safe: schemas and shapes.

export const reportReasons = ['spam', 'offensive', 'misleading', 'copyright', 'other'] as const
export type ReportReason = (typeof reportReasons)[number]

export const REASON_MAX = 1000
export const NOTE_MAX = 500

/** A row id as PostgreSQL stores it (int4). */
const id = z.int().min(1).max(2_147_483_647)

export function moderationSchemas(locale: Locale) {
  const reasonRequired = () => m.moderation_field_reason_required({}, { locale })
  const reasonText = z
    .string({ error: reasonRequired })
    .trim()
    .min(1, { error: reasonRequired })
    .refine(hasVisibleText, { error: reasonRequired })
    .max(REASON_MAX, { error: () => m.moderation_field_too_long({ max: REASON_MAX }, { locale }) })
    .refine(...plainText({ multiline: true }))
  return {
    /** Approve: the pending post. */
    approve: z.strictObject({ postId: id }),
    /** Reject a pending post or hide a published one: the reason goes to the author. */
    decide: z.strictObject({ postId: id, reason: reasonText }),
    dismiss: z.strictObject({ reportId: id }),
    report: z.strictObject({
      postId: id,
      reason: z.enum(reportReasons, { error: () => m.moderation_field_report_reason({}, { locale }) }),
      note: z
        .string()
        .trim()
        .max(NOTE_MAX, { error: () => m.moderation_field_too_long({ max: NOTE_MAX }, { locale }) })
        .refine(...plainText({ multiline: true }))
        .default(''),
    }),
    suspend: z.strictObject({
      /** The account's e-mail address or username (an author page's handle). */
      account: z
        .string({ error: () => m.moderation_field_account({}, { locale }) })
        .trim()
        .toLowerCase()
        .min(1, { error: () => m.moderation_field_account({}, { locale }) })
        .refine(hasVisibleText, { error: () => m.moderation_field_account({}, { locale }) })
        .max(254, { error: () => m.moderation_field_account({}, { locale }) }),
      reason: reasonText,
    }),
    unsuspend: z.strictObject({ userId: z.string().min(1).max(100) }),
  }
}
type Schemas = ReturnType<typeof moderationSchemas>
export type DecideInput = z.output<Schemas['decide']>
export type ReportInput = z.output<Schemas['report']>
export type SuspendInput = z.output<Schemas['suspend']>

export const localeInput = z.object({ locale: z.enum(locales) })

/** A post waiting for review, with what the editor needs to judge it. */
export interface PendingPost {
  id: number
  slug: string
  lang: Locale
  title: string
  excerpt: string
  /** The body rendered to safe HTML, for the preview. */
  html: string
  categorySlug: string | null
  submittedAt: string
  author: { id: string; name: string; username: string } | null
}

export interface OpenReport {
  id: number
  reason: ReportReason
  note: string
  createdAt: string
  reporter: { name: string; username: string }
  post: { id: number; slug: string; lang: Locale; title: string; status: string }
}

export interface ModerationQueue {
  pending: PendingPost[]
  reports: OpenReport[]
}

export interface Suspension {
  userId: string
  name: string
  username: string
  email: string
  reason: string
  suspendedAt: string
}

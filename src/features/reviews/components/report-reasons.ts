import { m } from '@/paraglide/messages'
import type { ReportReason } from '../reviews.schemas'

/** A report's reason as readers and editors read it (the same reasons as for posts, ADR 052). */
export const reasonName: Record<ReportReason, () => string> = {
  spam: m.reviews_reason_spam,
  offensive: m.reviews_reason_offensive,
  misleading: m.reviews_reason_misleading,
  copyright: m.reviews_reason_copyright,
  other: m.reviews_reason_other,
}

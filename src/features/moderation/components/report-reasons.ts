import { m } from '@/paraglide/messages'
import type { ReportReason } from '../moderation.schemas'

/** A report's reason as readers choose it and editors read it. */
export const reasonName: Record<ReportReason, () => string> = {
  spam: () => m.moderation_reason_spam(),
  offensive: () => m.moderation_reason_offensive(),
  misleading: () => m.moderation_reason_misleading(),
  copyright: () => m.moderation_reason_copyright(),
  other: () => m.moderation_reason_other(),
}

import { m } from '@/paraglide/messages'

/** Why a reader reports a post or a comment (ADR 052, 059): the reasons as readers choose them and editors read them. */
export const reportReasonName = {
  spam: m.moderation_reason_spam,
  offensive: m.moderation_reason_offensive,
  misleading: m.moderation_reason_misleading,
  copyright: m.moderation_reason_copyright,
  other: m.moderation_reason_other,
} as const satisfies Record<string, () => string>

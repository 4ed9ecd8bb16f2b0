import { useQueryClient } from '@tanstack/react-query'
import { ReasonForm } from '@/components/form/reason-form'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { hideReviewFn } from '../reviews.functions'
import { reviewKeys } from '../reviews.queries'

/**
 * An editor hides a published review where they read it (ADR 057), with the reason the traveller is mailed, as from a
 * report in the queue. Loaded on first use: only an editor's trip page carries it.
 */
export default function ReviewHideForm({
  reviewId,
  locale,
  disabled,
}: {
  reviewId: number
  locale: Locale
  disabled: boolean
}) {
  const queryClient = useQueryClient()
  return (
    <ReasonForm
      id={`hide-review-${reviewId}`}
      openLabel={m.reviews_hide()}
      submitLabel={m.reviews_hide()}
      hint={m.reviews_reason_hint()}
      disabled={disabled}
      send={(reason) => hideReviewFn({ data: { locale, body: { reviewId, reason } } })}
      done={() => queryClient.invalidateQueries({ queryKey: reviewKeys.all })}
      successTitle={m.reviews_hidden_toast()}
    />
  )
}

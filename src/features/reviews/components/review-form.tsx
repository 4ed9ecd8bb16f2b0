import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { ConfirmDialog } from '@/components/form/confirm-dialog'
import { RadioGroupField, TextareaField } from '@/components/form/field'
import { SignedOutNotice } from '@/components/form/signed-out-notice'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { buttonPrimary, buttonSecondary } from '@/components/ui/button-styles'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { createReviewFn, deleteReviewFn, updateReviewFn } from '../reviews.functions'
import { reviewKeys } from '../reviews.queries'
import { REVIEW_MAX, type MyReview } from '../reviews.schemas'

const ratings = ['5', '4', '3', '2', '1'] as const
type Rating = (typeof ratings)[number]

/**
 * Writing or editing the traveller's review of one booking (ADR 057), loaded on first use. Saved through the
 * signed-in edge; field messages come back in the page's language. A review of a member not yet trusted waits for
 * an editor: the toast says so.
 */
export default function ReviewForm({
  bookingId,
  review,
  dates,
  locale,
  onClose,
}: {
  bookingId: number
  review: MyReview | null
  dates: string
  locale: Locale
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const [rating, setRating] = useState<Rating>(review ? (String(review.rating) as Rating) : '5')
  const [body, setBody] = useState(review?.body ?? '')
  const [confirming, setConfirming] = useState(false)
  const ratingRef = useRef<HTMLFormElement | null>(null)
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: reviewKeys.all })
  }
  useEffect(() => {
    ratingRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus()
  }, [])
  const { focusRoot, ...save } = useFormMutation<void, MyReview>({
    call: () =>
      review
        ? updateReviewFn({ data: { locale, id: review.id, body: { rating: Number(rating), body } } })
        : createReviewFn({ data: { locale, body: { bookingId, rating: Number(rating), body } } }),
    fallback: m.reviews_save_failed(),
    successToast: (saved) => ({
      kind: 'success',
      title: saved.status === 'published' ? m.reviews_saved_toast() : m.reviews_sent_for_review_toast(),
    }),
    onSuccess: async () => {
      await refresh()
      onClose()
    },
  })
  const remove = useFormMutation<void, unknown, HTMLDivElement>({
    call: () => deleteReviewFn({ data: { locale, id: review!.id } }),
    fallback: m.reviews_save_failed(),
    successToast: () => ({ kind: 'success', title: m.reviews_deleted_toast() }),
    onSuccess: async () => {
      setConfirming(false)
      await refresh()
      onClose()
      return false
    },
  })
  const titleId = `review-form-${bookingId}`
  return (
    <form
      ref={(element) => {
        ratingRef.current = element
        focusRoot(element)
      }}
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault()
        void save.submit()
      }}
    >
      <h3 id={titleId} className="text-lg font-semibold">
        {review ? m.reviews_form_edit_title({ dates }) : m.reviews_form_title({ dates })}
      </h3>
      <p className="text-muted mb-3 text-sm">{m.reviews_form_intro()}</p>
      <SignedOutNotice locale={locale} {...save.notice} />
      {save.failure && !save.failure.fields && (
        <p role="alert" className="text-error mb-3">
          {save.failure.message}
        </p>
      )}
      <RadioGroupField
        name={`rating-${bookingId}`}
        legend={m.reviews_rating_legend()}
        value={rating}
        onChange={setRating}
        options={ratings.map((value) => ({ value, label: m.reviews_stars({ count: Number(value) }) }))}
      />
      {save.fieldError('rating') && <p className="text-error -mt-2 mb-4 text-sm">{save.fieldError('rating')}</p>}
      <TextareaField
        id={`review-body-${bookingId}`}
        label={m.reviews_body_label()}
        hint={m.reviews_body_hint()}
        value={body}
        onChange={setBody}
        rows={5}
        maxLength={REVIEW_MAX}
        required
        lang={locale}
        error={save.fieldError('body')}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={`${buttonPrimary} sm:w-auto`} disabled={save.busy}>
          {save.busy ? m.reviews_saving() : review ? m.reviews_save() : m.reviews_submit()}
        </button>
        <button type="button" className={`${buttonSecondary} sm:w-auto`} onClick={onClose}>
          {m.reviews_cancel()}
        </button>
        {review && (
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <button type="button" className={`${buttonSecondary} sm:w-auto`}>
                {m.reviews_delete()}
              </button>
            }
            title={m.reviews_delete_title()}
            description={m.reviews_delete_description()}
            keepLabel={m.reviews_keep()}
            confirmLabel={m.reviews_delete_confirm()}
            action={remove}
          />
        )}
      </div>
    </form>
  )
}

import { m } from '@/paraglide/messages'
import type { ReviewStatus } from '../reviews.schemas'

/** A review's state as its writer reads it. */
export const statusLabel = (status: ReviewStatus) =>
  status === 'published'
    ? m.reviews_status_published()
    : status === 'pending'
      ? m.reviews_status_pending()
      : status === 'rejected'
        ? m.reviews_status_rejected()
        : status === 'withheld'
          ? m.reviews_status_withheld()
          : m.reviews_status_hidden()

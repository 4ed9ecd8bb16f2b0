import { createFileRoute } from '@tanstack/react-router'
import { deleteMeHandler, updateMeHandler } from '@/features/auth/account.api.server'
import { cancelAllBookingsOf } from '@/features/bookings/bookings.server'
import { eraseCommentsOfDeletedAccount } from '@/features/comments/comments.server'
import { reviewsOfDeletedAccount } from '@/features/reviews/reviews.server'
import { deleteUploadsOfDeletedAccount } from '@/features/writing/uploads.server'
import { unpublishPostsOfDeletedAccount } from '@/features/writing/account-deletion.server'
import { accountRenamed } from '@/features/writing/author-profile.server'

// Account deletion composes several features in one transaction: before the user row is deleted, its upcoming
// bookings are cancelled (seats freed), its posts unpublished (its author page anonymised), its uploads deleted and its
// comments erased (ADR 059); its reviews go with the row. Once it has committed the caches learn of it (trip pages
// that showed its reviews included) and the image files go.
// An author page is the account seen from the blog (ADR 022): after a rename, the pages showing the old name go.
export const Route = createFileRoute('/api/v1/me/')({
  server: {
    handlers: {
      PATCH: ({ request }) => updateMeHandler(request, accountRenamed),
      DELETE: ({ request }) =>
        deleteMeHandler(request, async (tx, userId) => {
          const bookings = await cancelAllBookingsOf(tx, userId)
          const posts = await unpublishPostsOfDeletedAccount(userId, tx)
          const uploads = await deleteUploadsOfDeletedAccount(tx, userId)
          const comments = await eraseCommentsOfDeletedAccount(tx, userId)
          const reviews = await reviewsOfDeletedAccount(tx, userId)
          return () => {
            bookings.announce()
            posts.announce()
            uploads.remove()
            comments.announce()
            reviews.announce()
          }
        }),
    },
  },
})

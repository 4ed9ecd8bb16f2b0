import { createFileRoute } from '@tanstack/react-router'
import { deleteMeHandler } from '@/features/auth/account.api.server'
import { cancelAllBookingsOf } from '@/features/bookings/bookings.server'
import { unpublishPostsOfDeletedAccount } from '@/features/writing/writing.server'

// Account deletion composes three features in one transaction: the account goes, its upcoming bookings are
// cancelled (seats freed) and its posts are unpublished (its author page anonymised) before the user row is deleted.
export const Route = createFileRoute('/api/v1/me/')({
  server: {
    handlers: {
      DELETE: ({ request }) =>
        deleteMeHandler(request, async (tx, userId) => {
          await cancelAllBookingsOf(tx, userId)
          await unpublishPostsOfDeletedAccount(userId, tx)
        }),
    },
  },
})

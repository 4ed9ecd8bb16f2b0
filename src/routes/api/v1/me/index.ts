import { createFileRoute } from '@tanstack/react-router'
import { deleteMeHandler } from '@/features/auth/account.api.server'
import { cancelAllBookingsOf } from '@/features/bookings/bookings.server'

// Account deletion composes two features: the account goes, its upcoming bookings are cancelled (seats freed).
export const Route = createFileRoute('/api/v1/me/')({
  server: {
    handlers: { DELETE: ({ request }) => deleteMeHandler(request, (tx, userId) => cancelAllBookingsOf(tx, userId)) },
  },
})

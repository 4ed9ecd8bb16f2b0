import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { useHydrated } from '@/components/form/use-hydrated'
import { m } from '@/paraglide/messages'
import { departureKeys } from '../departures.queries'

/**
 * A confirmed change to departures or their bookings (cancel a departure, cancel a booking): the confirm dialog's
 * state and action, a toast, every departures list read again, and focus on `focusAfter` once the dialog closes (its
 * trigger went with the change).
 */
export function useDepartureChange(options: {
  call: () => Promise<unknown>
  successTitle: () => string
  focusAfter: () => HTMLElement | null
}) {
  const hydrated = useHydrated()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const action = useFormMutation<void, unknown, HTMLDivElement>({
    call: options.call,
    fallback: m.departures_admin_error_generic(),
    successToast: () => ({ kind: 'success', title: options.successTitle() }),
    onSuccess: async () => {
      setOpen(false)
      await queryClient.invalidateQueries({ queryKey: departureKeys.all })
      return false
    },
    failureFocus: () => confirmRef.current,
  })
  const dialog = {
    open,
    onOpenChange: (next: boolean) => {
      setOpen(next)
      if (next) action.clearFailure()
    },
    action,
    confirmRef,
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault()
      options.focusAfter()?.focus()
    },
  }
  return { hydrated, dialog, action }
}

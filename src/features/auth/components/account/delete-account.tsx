import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { TextField } from '@/components/form/field'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { useHydrated } from '@/components/form/use-hydrated'
import { Alert } from '@/components/ui/alert'
import { buttonDanger } from '@/components/ui/button-styles'
import { api } from '@/lib/api-client'
import { m } from '@/paraglide/messages'
import { accountOverviewQuery } from '../../account.queries'
import type { PublicUser } from '../../auth.schemas'
import { useSessionActions } from '../../use-session'
import { Section } from './section'

/** Account deletion: re-authenticate, then the account goes and upcoming bookings are cancelled. */
export function AccountDelete({ user, onDeleted }: { user: PublicUser; onDeleted: () => Promise<void> }) {
  const hydrated = useHydrated()
  const { setUser } = useSessionActions()
  const { data: overview } = useSuspenseQuery(accountOverviewQuery())
  const [confirmation, setConfirmation] = useState('')
  const { focusRoot, ...remove } = useFormMutation({
    call: (body: { confirmation: string }) => api('/v1/me', { method: 'DELETE', body }),
    fallback: m.account_failed(),
    signedOutNotice: false,
    successToast: () => ({ kind: 'info', title: m.account_deleted_toast() }),
    onSuccess: async () => {
      await setUser(null)
      await onDeleted()
      return false
    },
  })
  return (
    <Section id="account-delete" title={m.account_delete_title()} intro={m.account_delete_intro()}>
      <form
        ref={focusRoot}
        onSubmit={(event) => {
          event.preventDefault()
          void remove.submit({ confirmation })
        }}
        noValidate
      >
        {remove.failure && <Alert kind="error">{remove.failure.message}</Alert>}
        <TextField
          id="account-delete-confirmation"
          name="confirmation"
          label={overview.hasPassword ? m.account_delete_password() : m.account_delete_email({ email: user.email })}
          type={overview.hasPassword ? 'password' : 'email'}
          value={confirmation}
          autoComplete={overview.hasPassword ? 'current-password' : 'off'}
          required
          onChange={setConfirmation}
          error={remove.fieldError('confirmation')}
        />
        <button type="submit" className={buttonDanger} disabled={!hydrated || remove.busy || confirmation === ''}>
          {m.account_delete_submit()}
        </button>
      </form>
    </Section>
  )
}

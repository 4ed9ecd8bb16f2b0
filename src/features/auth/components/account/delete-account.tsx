import { useSuspenseQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { ConfirmDialog } from '@/components/form/confirm-dialog'
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

/**
 * Account deletion: re-authenticate (the password, or the address typed out), confirm in the dialog, then the account
 * goes and upcoming bookings are cancelled. A refusal (a wrong password) closes the dialog and shows on the field.
 */
export function AccountDelete({ user, onDeleted }: { user: PublicUser; onDeleted: () => Promise<void> }) {
  const hydrated = useHydrated()
  const { setUser } = useSessionActions()
  const { data: overview } = useSuspenseQuery(accountOverviewQuery())
  const [confirmation, setConfirmation] = useState('')
  const [confirming, setConfirming] = useState(false)
  // The dialog has no trigger of its own (the form's button opens it): on "keep" focus goes back to that button; when it
  // closes on a refusal, to the field or message (the form hook).
  const refused = useRef(false)
  const submitButton = useRef<HTMLButtonElement>(null)
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
    onFailure: () => {
      refused.current = true
      setConfirming(false)
    },
  })
  return (
    <Section id="account-delete" title={m.account_delete_title()} intro={m.account_delete_intro()}>
      <form
        ref={focusRoot}
        onSubmit={(event) => {
          event.preventDefault()
          refused.current = false
          setConfirming(true)
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
        <button
          ref={submitButton}
          type="submit"
          className={buttonDanger}
          disabled={!hydrated || remove.busy || confirmation === ''}
        >
          {m.account_delete_submit()}
        </button>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !remove.busy && setConfirming(open)}
        title={m.account_delete_confirm_title()}
        description={m.account_delete_intro()}
        keepLabel={m.account_delete_keep()}
        confirmLabel={m.account_delete_submit()}
        onConfirm={() => void remove.submit({ confirmation })}
        busy={remove.busy}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          if (!refused.current) submitButton.current?.focus()
        }}
      />
    </Section>
  )
}

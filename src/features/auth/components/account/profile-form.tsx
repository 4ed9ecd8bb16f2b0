import { useState } from 'react'
import { TextField } from '@/components/form/field'
import { SignedOutNotice } from '@/components/form/signed-out-notice'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { useHydrated } from '@/components/form/use-hydrated'
import { Alert } from '@/components/ui/alert'
import { buttonPrimary } from '@/components/ui/button-styles'
import { api } from '@/lib/api-client'
import { m } from '@/paraglide/messages'
import type { PublicUser } from '../../auth.schemas'
import { useSessionActions } from '../../use-session'
import { Section } from './section'

/** Name and public username (PATCH /api/v1/me: the author page follows a rename). */
export function AccountProfileForm({ user }: { user: PublicUser }) {
  const hydrated = useHydrated()
  const { setUser } = useSessionActions()
  const [name, setName] = useState(user.name)
  const [username, setUsername] = useState(user.username)
  // The session ended elsewhere: the fields keep what was typed, the notice offers to sign in again (ADR 011).
  const { focusRoot, ...save } = useFormMutation({
    call: (body: { name: string; username: string }) => api<{ user: PublicUser }>('/v1/me', { method: 'PATCH', body }),
    fallback: m.account_failed(),
    successToast: () => ({ kind: 'success', title: m.account_profile_saved() }),
    onSuccess: ({ user: updated }) => setUser(updated),
  })
  return (
    <Section id="account-profile" title={m.account_profile_title()}>
      <form
        ref={focusRoot}
        onSubmit={(event) => {
          event.preventDefault()
          void save.submit({ name, username })
        }}
        noValidate
      >
        <SignedOutNotice {...save.notice} />
        {save.failure && <Alert kind="error">{save.failure.message}</Alert>}
        <TextField
          id="account-name"
          name="name"
          label={m.auth_field_name()}
          value={name}
          autoComplete="name"
          onChange={setName}
          error={save.fieldError('name')}
        />
        <TextField
          id="account-username"
          name="username"
          label={m.profile_username()}
          value={username}
          autoComplete="username"
          hint={m.account_username_hint()}
          onChange={setUsername}
          error={save.fieldError('username')}
        />
        <button type="submit" className={`${buttonPrimary} sm:w-auto`} disabled={!hydrated || save.busy}>
          {m.account_save()}
        </button>
      </form>
    </Section>
  )
}

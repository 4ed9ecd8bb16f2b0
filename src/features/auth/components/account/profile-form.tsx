import { useState } from 'react'
import { TextField } from '@/components/form/field'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { api } from '@/lib/api-client'
import { m } from '@/paraglide/messages'
import type { PublicUser } from '../../auth.schemas'
import { useSessionActions } from '../../use-session'
import { AccountForm } from './account-form'
import { Section } from './section'

/** Name and public username (PATCH /api/v1/me: the author page follows a rename). */
export function AccountProfileForm({ user }: { user: PublicUser }) {
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
      <AccountForm
        form={save}
        formRef={focusRoot}
        onSubmit={() => void save.submit({ name, username })}
        submitLabel={m.account_save()}
      >
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
      </AccountForm>
    </Section>
  )
}

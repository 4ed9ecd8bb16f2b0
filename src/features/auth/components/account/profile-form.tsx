import { TextField } from '@/components/form/field'
import { useFieldValues } from '@/components/form/use-field-values'
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
  const { values, field } = useFieldValues({ name: user.name, username: user.username })
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
        onSubmit={() => void save.submit(values)}
        submitLabel={m.account_save()}
      >
        <TextField id="account-name" label={m.auth_field_name()} autoComplete="name" {...field('name', save)} />
        <TextField
          id="account-username"
          label={m.profile_username()}
          autoComplete="username"
          hint={m.account_username_hint()}
          {...field('username', save)}
        />
      </AccountForm>
    </Section>
  )
}

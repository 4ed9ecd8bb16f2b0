import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { TextField } from '@/components/form/field'
import { useFormMutation } from '@/components/form/use-form-mutation'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { changePasswordFn } from '../../account.functions'
import { accountKeys, accountOverviewQuery } from '../../account.queries'
import type { PasswordChangeInput } from '../../account.schemas'
import { AccountForm } from './account-form'
import { Section } from './section'

/** Password change; every other device is signed out. */
export function AccountPasswordForm({ locale }: { locale: Locale }) {
  const { data: overview } = useSuspenseQuery(accountOverviewQuery())
  if (!overview.hasPassword) {
    return (
      <Section id="account-password" title={m.account_password_title()}>
        <p>{m.account_password_none()}</p>
      </Section>
    )
  }
  return <PasswordChange locale={locale} />
}

function PasswordChange({ locale }: { locale: Locale }) {
  const queryClient = useQueryClient()
  const [currentPassword, setCurrent] = useState('')
  const [newPassword, setNew] = useState('')
  const { focusRoot, ...change } = useFormMutation({
    call: (body: PasswordChangeInput) => changePasswordFn({ data: { locale, body } }),
    fallback: m.account_failed(),
    successToast: ({ revoked }) => ({ kind: 'success', title: m.account_password_changed({ count: revoked }) }),
    onSuccess: async () => {
      setCurrent('')
      setNew('')
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions })
    },
  })
  return (
    <Section id="account-password" title={m.account_password_title()} intro={m.account_password_intro()}>
      <AccountForm
        form={change}
        formRef={focusRoot}
        onSubmit={() => void change.submit({ currentPassword, newPassword })}
        submitLabel={m.account_password_submit()}
      >
        <TextField
          id="account-current-password"
          name="currentPassword"
          label={m.account_password_current()}
          type="password"
          value={currentPassword}
          autoComplete="current-password"
          required
          onChange={setCurrent}
          error={change.fieldError('currentPassword')}
        />
        <TextField
          id="account-new-password"
          name="newPassword"
          label={m.account_password_new()}
          type="password"
          value={newPassword}
          autoComplete="new-password"
          required
          onChange={setNew}
          error={change.fieldError('newPassword')}
        />
      </AccountForm>
    </Section>
  )
}

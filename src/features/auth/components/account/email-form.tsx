import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { TextField } from '@/components/form/field'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { Alert } from '@/components/ui/alert'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { requestEmailChangeFn } from '../../account.functions'
import { accountKeys, accountOverviewQuery } from '../../account.queries'
import type { PublicUser } from '../../auth.schemas'
import { AccountForm } from './account-form'
import { Section } from './section'

/** E-mail change: a link goes to the new address; the change happens when it is opened. */
export function AccountEmailForm({ locale, user }: { locale: Locale; user: PublicUser }) {
  const queryClient = useQueryClient()
  const { data: overview } = useSuspenseQuery(accountOverviewQuery())
  const [newEmail, setNewEmail] = useState('')
  const [currentPassword, setCurrentPassword] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  // A success empties the field and shows where the link went: focus goes to that message.
  const { focusRoot, ...send } = useFormMutation({
    call: (change: { newEmail: string; currentPassword?: string }) =>
      requestEmailChangeFn({ data: { locale, body: change } }),
    fallback: m.account_failed(),
    onSuccess: async (_, change) => {
      setSentTo(change.newEmail.trim())
      setNewEmail('')
      setCurrentPassword('')
      await queryClient.invalidateQueries({ queryKey: accountKeys.overview })
    },
  })
  const pending = sentTo ?? overview.pendingEmail
  return (
    <Section id="account-email" title={m.account_email_title()} intro={m.account_email_current({ email: user.email })}>
      <AccountForm
        form={send}
        formRef={focusRoot}
        onSubmit={() => {
          setSentTo(null)
          void send.submit(overview.hasPassword ? { newEmail, currentPassword } : { newEmail })
        }}
        submitLabel={m.account_email_send()}
      >
        {pending && <Alert kind="info">{m.account_email_sent({ email: pending })}</Alert>}
        <TextField
          id="account-new-email"
          name="newEmail"
          label={m.account_email_new_label()}
          type="email"
          value={newEmail}
          autoComplete="email"
          required
          onChange={setNewEmail}
          error={send.fieldError('newEmail')}
        />
        {/* A stolen session alone must not move the account to another address (ADR 049). */}
        {overview.hasPassword && (
          <TextField
            id="account-email-password"
            name="currentPassword"
            label={m.account_email_password()}
            type="password"
            value={currentPassword}
            autoComplete="current-password"
            required
            onChange={setCurrentPassword}
            error={send.fieldError('currentPassword')}
          />
        )}
      </AccountForm>
    </Section>
  )
}

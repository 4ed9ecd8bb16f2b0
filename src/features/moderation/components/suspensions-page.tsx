import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { QueueDecision } from '@/components/admin/queue'
import { ConfirmedForm } from '@/components/form/confirmed-form'
import { TextareaField, TextField } from '@/components/form/field'
import { useFieldValues } from '@/components/form/use-field-values'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { buttonDanger } from '@/components/ui/button-styles'
import { formatDate } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { suspendMemberFn, unsuspendMemberFn } from '../moderation.functions'
import { moderationKeys, suspensionsQuery } from '../moderation.queries'
import type { Suspension, SuspendInput } from '../moderation.schemas'
import { PageHeading } from '@/components/layout/page-heading'

/** Suspensions (admins, ADR 052): the form that suspends a member, and the suspended accounts with their way back. */
export function SuspensionsPage({ locale }: { locale: Locale }) {
  const { data } = useSuspenseQuery(suspensionsQuery(locale))
  return (
    <>
      <PageHeading title={m.moderation_suspensions_title()} intro={m.moderation_suspensions_intro()} />
      <SuspendForm locale={locale} />
      <h2 className="mt-10 mb-3 text-xl font-semibold">{m.moderation_count_suspended({ count: data.length })}</h2>
      {data.length === 0 ? (
        <p className="text-muted">{m.moderation_suspended_none()}</p>
      ) : (
        <ul className="space-y-4">
          {data.map((s) => (
            <SuspendedItem key={s.userId} suspension={s} locale={locale} />
          ))}
        </ul>
      )}
    </>
  )
}

function SuspendForm({ locale }: { locale: Locale }) {
  const queryClient = useQueryClient()
  const { values, setValues, field } = useFieldValues({ account: '', reason: '' })
  const [open, setOpen] = useState(false)
  const { focusRoot, ...change } = useFormMutation<SuspendInput, { postsWithheld: number }, HTMLDivElement>({
    call: (body) => suspendMemberFn({ data: { locale, body } }),
    fallback: m.moderation_action_failed(),
    successToast: (_, body) => ({ kind: 'success', title: m.moderation_suspended_toast({ account: body.account }) }),
    onSuccess: async () => {
      setOpen(false)
      setValues({ account: '', reason: '' })
      await queryClient.invalidateQueries({ queryKey: moderationKeys.all })
    },
    onFailure: () => {
      setOpen(false)
      return undefined
    },
  })
  return (
    <ConfirmedForm
      id="suspend-form"
      className="mt-6"
      title={m.moderation_suspend_title()}
      intro={m.moderation_suspend_intro()}
      focusRoot={focusRoot}
      action={change}
      open={open}
      onOpenChange={setOpen}
      submitLabel={m.moderation_suspend_submit()}
      submitClassName={buttonDanger}
      confirm={{
        title: m.moderation_suspend_confirm_title(),
        description: m.moderation_suspend_confirm_text({ account: values.account.trim() || '—' }),
        keepLabel: m.moderation_cancel(),
        confirmLabel: m.moderation_suspend_submit(),
      }}
      onConfirm={() => void change.submit(values)}
    >
      <TextField
        id="suspend-account"
        label={m.moderation_suspend_account()}
        hint={m.moderation_suspend_account_hint()}
        autoComplete="off"
        required
        {...field('account', change)}
      />
      <TextareaField
        id="suspend-reason"
        label={m.moderation_reason_label()}
        hint={m.moderation_suspend_reason_hint()}
        rows={3}
        required
        {...field('reason', change)}
      />
    </ConfirmedForm>
  )
}

function SuspendedItem({ suspension, locale }: { suspension: Suspension; locale: Locale }) {
  const queryClient = useQueryClient()
  return (
    <li className="border-line rounded-lg border p-4">
      <p className="font-semibold wrap-anywhere">
        {suspension.name} <span className="text-muted font-normal">@{suspension.username}</span>
      </p>
      <p className="text-muted text-sm break-all">{suspension.email}</p>
      <p className="mt-2 text-sm">
        {m.moderation_suspended_since({ date: formatDate(suspension.suspendedAt, locale, 'medium') })}
      </p>
      <p className="mt-1 wrap-anywhere">{suspension.reason}</p>
      <QueueDecision
        kind="secondary"
        label={m.moderation_unsuspend()}
        ariaLabel={m.moderation_unsuspend_named({ name: suspension.name })}
        send={() => unsuspendMemberFn({ data: { locale, body: { userId: suspension.userId } } })}
        toast={m.moderation_unsuspended_toast({ name: suspension.name })}
        fallback={m.moderation_action_failed()}
        done={() => queryClient.invalidateQueries({ queryKey: moderationKeys.all })}
      />
    </li>
  )
}

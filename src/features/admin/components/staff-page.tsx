import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmedForm } from '@/components/form/confirmed-form'
import { SelectField, TextField } from '@/components/form/field'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { buttonPrimary } from '@/components/ui/button-styles'
import { TableHeader } from '@/components/ui/table-header'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { Role } from '@/features/auth/auth.middleware'
import { setRoleFn } from '../admin.functions'
import { adminKeys, staffQuery } from '../admin.queries'
import type { RoleChangeInput, StaffMember } from '../admin.schemas'
import { AdminSection } from './admin-shell'

export function roleName(role: Role): string {
  return role === 'admin' ? m.staff_role_admin() : role === 'editor' ? m.staff_role_editor() : m.staff_role_member()
}

/** Staff accounts and the form that grants or takes away a role; each change is confirmed, then logged. */
export function StaffPage({ locale, selfId }: { locale: Locale; selfId: string }) {
  const { data: staff } = useSuspenseQuery(staffQuery())
  return (
    <AdminSection title={m.staff_page_title()} intro={m.staff_page_intro()}>
      <RoleForm locale={locale} />
      <h2 className="mt-10 mb-3 text-xl font-semibold">{m.staff_list_title()}</h2>
      {/* No sideways scrolling on a phone (ADR 042): the columns wrap, the address breaks anywhere. */}
      <div>
        <table className="w-full text-left">
          <caption className="sr-only">{m.staff_list_title()}</caption>
          <TableHeader
            rowClassName="border-line border-b"
            cellClassName="py-2 pr-4"
            columns={[m.staff_list_name(), m.staff_list_role(), m.staff_list_two_factor()]}
          />
          <tbody>
            {staff.map((member) => (
              <StaffRow key={member.id} member={member} self={member.id === selfId} />
            ))}
          </tbody>
        </table>
      </div>
    </AdminSection>
  )
}

function StaffRow({ member, self }: { member: StaffMember; self: boolean }) {
  return (
    <tr className="border-line border-b align-top">
      <td className="py-2 pr-4">
        {member.name}
        {self && <span className="text-muted"> {m.staff_list_you()}</span>}
        <span className="text-muted block text-sm break-all">{member.email}</span>
      </td>
      <td className="py-2 pr-4">
        {roleName(member.role)}
        {member.fromAdminEmails && <span className="text-muted block text-sm">{m.staff_list_from_env()}</span>}
      </td>
      <td className="py-2 pr-4">
        {member.twoFactorEnabled ? m.staff_list_two_factor_on() : m.staff_list_two_factor_off()}
      </td>
    </tr>
  )
}

function RoleForm({ locale }: { locale: Locale }) {
  const queryClient = useQueryClient()
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<Role>('editor')
  const [open, setOpen] = useState(false)
  const { focusRoot, ...change } = useFormMutation<RoleChangeInput, { changed: boolean }, HTMLDivElement>({
    call: (body) => setRoleFn({ data: { locale, body } }),
    fallback: m.account_failed(),
    successToast: ({ changed }, body) => ({
      kind: 'success',
      title: changed
        ? m.staff_role_changed({ email: body.email, role: roleName(body.role) })
        : m.staff_role_unchanged(),
    }),
    onSuccess: async () => {
      setOpen(false)
      setEmail('')
      await queryClient.invalidateQueries({ queryKey: adminKeys.all })
    },
    onFailure: () => {
      setOpen(false)
      return undefined
    },
  })
  return (
    <ConfirmedForm
      id="staff-role-form"
      title={m.staff_form_title()}
      intro={m.staff_form_intro()}
      focusRoot={focusRoot}
      action={change}
      open={open}
      onOpenChange={setOpen}
      submitLabel={m.staff_form_submit()}
      submitClassName={buttonPrimary}
      confirm={{
        title: m.staff_confirm_title(),
        description: m.staff_confirm_text({ email: email.trim() || '—', role: roleName(role) }),
        keepLabel: m.staff_confirm_keep(),
        confirmLabel: m.staff_confirm_submit(),
      }}
      onConfirm={() => void change.submit({ email, role })}
    >
      <div className="grid gap-x-4 sm:grid-cols-[1fr_12rem]">
        <TextField
          id="staff-email"
          name="email"
          type="email"
          label={m.staff_form_email()}
          value={email}
          onChange={setEmail}
          autoComplete="off"
          required
          error={change.fieldError('email')}
        />
        <SelectField
          id="staff-role"
          name="role"
          label={m.staff_form_role()}
          value={role}
          onChange={setRole}
          error={change.fieldError('role')}
          options={[
            { value: 'editor', label: m.staff_role_editor() },
            { value: 'admin', label: m.staff_role_admin() },
            { value: 'member', label: m.staff_role_member_revoke() },
          ]}
        />
      </div>
    </ConfirmedForm>
  )
}

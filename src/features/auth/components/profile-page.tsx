import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { notify } from '@/components/ui/toast'
import type { PublicUser } from '../auth.schemas'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { useSessionActions } from '../use-session'
import { buttonSecondary } from '@/components/ui/button-styles'
import { AuthShell } from './auth-shell'
import { useHydrated } from '@/components/form/use-hydrated'

/** Minimal profile (the full profile area comes later): who is signed in, and sign-out. */
export function ProfilePage({ locale, user }: { locale: Locale; user: PublicUser }) {
  const navigate = useNavigate()
  const { logout } = useSessionActions(locale)
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  return (
    <AuthShell title={m.profile_title()}>
      <dl className="border-line mb-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-md border p-4">
        <dt className="font-medium text-neutral-700">{m.auth_field_name()}</dt>
        <dd className="text-ink">{user.name}</dd>
        <dt className="font-medium text-neutral-700">{m.profile_username()}</dt>
        <dd className="text-ink">@{user.username}</dd>
        <dt className="font-medium text-neutral-700">{m.auth_field_email()}</dt>
        <dd className="text-ink break-all">{user.email}</dd>
      </dl>
      <button
        type="button"
        className={buttonSecondary}
        disabled={!hydrated || busy}
        onClick={async () => {
          setBusy(true)
          await logout()
          notify({ kind: 'info', title: m.auth_signed_out_toast() })
          await navigate({ to: '/$lang', params: { lang: locale }, replace: true })
        }}
      >
        {m.auth_sign_out()}
      </button>
    </AuthShell>
  )
}

import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { inputClass } from '@/components/form/field'
import { SignedOutNotice, useSignedOut } from '@/components/form/signed-out-notice'
import { useFocusError } from '@/components/form/use-focus-error'
import { useHydrated } from '@/components/form/use-hydrated'
import { Alert } from '@/components/ui/alert'
import { buttonPrimary, buttonSecondary } from '@/components/ui/button-styles'
import { notify } from '@/components/ui/toast'
import { api } from '@/lib/api-client'
import { errorBody } from '@/lib/error-body'
import type { ApiError } from '@/lib/errors'
import { formatDate } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import {
  changePasswordFn,
  confirmEmailChangeFn,
  requestEmailChangeFn,
  revokeOtherSessionsFn,
  revokeSessionFn,
} from '../account.functions'
import { accountKeys, accountOverviewQuery, sessionsQuery } from '../account.queries'
import type { ActiveSession } from '../account.schemas'
import type { PublicUser } from '../auth.schemas'
import { useSessionActions } from '../use-session'

type Failure = ApiError['error'] | null

/** One account card: heading, intro and its form. */
function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-line rounded-lg border p-5">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {intro && <p className="text-muted mt-1 text-sm">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  )
}

function Field({
  id,
  label,
  error,
  hint,
  ...input
}: { id: string; label: string; error?: string; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-muted mt-1 text-sm">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-error">
          {error}
        </p>
      )}
    </div>
  )
}

/** Name and public username. */
export function AccountProfileForm({ user }: { user: PublicUser }) {
  const hydrated = useHydrated()
  const { setUser } = useSessionActions()
  const [name, setName] = useState(user.name)
  const [username, setUsername] = useState(user.username)
  const [failure, setFailure] = useState<Failure>(null)
  const [busy, setBusy] = useState(false)
  const { ref, focusError, focusSuccess } = useFocusError<HTMLFormElement>()
  // The session ended elsewhere: the fields keep what was typed, the notice offers to sign in again (ADR 011).
  const session = useSignedOut()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setFailure(null)
    try {
      const { user: updated } = await api<{ user: PublicUser }>('/v1/me', { method: 'PATCH', body: { name, username } })
      session.clear()
      await setUser(updated)
      notify({ kind: 'success', title: m.account_profile_saved() })
      focusSuccess()
    } catch (error) {
      if (session.caught(error)) return
      setFailure(errorBody(error, m.account_failed()))
      focusError()
    } finally {
      setBusy(false)
    }
  }
  return (
    <Section id="account-profile" title={m.account_profile_title()}>
      <form ref={ref} onSubmit={submit} noValidate>
        <SignedOutNotice {...session.noticeProps(busy)} />
        {failure && <Alert kind="error">{failure.message}</Alert>}
        <Field
          id="account-name"
          label={m.auth_field_name()}
          value={name}
          autoComplete="name"
          onChange={(e) => setName(e.target.value)}
          error={failure?.fields?.name}
        />
        <Field
          id="account-username"
          label={m.profile_username()}
          value={username}
          autoComplete="username"
          hint={m.account_username_hint()}
          onChange={(e) => setUsername(e.target.value)}
          error={failure?.fields?.username}
        />
        <button type="submit" className={`${buttonPrimary} sm:w-auto`} disabled={!hydrated || busy}>
          {m.account_save()}
        </button>
      </form>
    </Section>
  )
}

/** E-mail change: a link goes to the new address; the change happens when it is opened. */
export function AccountEmailForm({ locale, user }: { locale: Locale; user: PublicUser }) {
  const hydrated = useHydrated()
  const queryClient = useQueryClient()
  const { data: overview } = useSuspenseQuery(accountOverviewQuery())
  const [newEmail, setNewEmail] = useState('')
  const [failure, setFailure] = useState<Failure>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // A success empties the field and shows where the link went: focus goes to that message.
  const { ref, focusError, focusSuccess } = useFocusError<HTMLFormElement>()
  const session = useSignedOut()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setFailure(null)
    setSentTo(null)
    try {
      await requestEmailChangeFn({ data: { locale, body: { newEmail } } })
      session.clear()
      setSentTo(newEmail.trim())
      setNewEmail('')
      await queryClient.invalidateQueries({ queryKey: accountKeys.overview })
      focusSuccess()
    } catch (error) {
      if (session.caught(error)) return
      setFailure(errorBody(error, m.account_failed()))
      focusError()
    } finally {
      setBusy(false)
    }
  }
  const pending = sentTo ?? overview.pendingEmail
  return (
    <Section id="account-email" title={m.account_email_title()} intro={m.account_email_current({ email: user.email })}>
      <form ref={ref} onSubmit={submit} noValidate>
        <SignedOutNotice {...session.noticeProps(busy)} />
        {failure && <Alert kind="error">{failure.message}</Alert>}
        {pending && <Alert kind="info">{m.account_email_sent({ email: pending })}</Alert>}
        <Field
          id="account-new-email"
          label={m.account_email_new_label()}
          type="email"
          value={newEmail}
          autoComplete="email"
          required
          onChange={(e) => setNewEmail(e.target.value)}
          error={failure?.fields?.newEmail}
        />
        <button type="submit" className={`${buttonPrimary} sm:w-auto`} disabled={!hydrated || busy}>
          {m.account_email_send()}
        </button>
      </form>
    </Section>
  )
}

/** Password change; every other device is signed out. */
export function AccountPasswordForm({ locale }: { locale: Locale }) {
  const hydrated = useHydrated()
  const queryClient = useQueryClient()
  const { data: overview } = useSuspenseQuery(accountOverviewQuery())
  const [currentPassword, setCurrent] = useState('')
  const [newPassword, setNew] = useState('')
  const [failure, setFailure] = useState<Failure>(null)
  const [busy, setBusy] = useState(false)
  const { ref, focusError, focusSuccess } = useFocusError<HTMLFormElement>()
  const session = useSignedOut()
  if (!overview.hasPassword) {
    return (
      <Section id="account-password" title={m.account_password_title()}>
        <p>{m.account_password_none()}</p>
      </Section>
    )
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setFailure(null)
    try {
      const { revoked } = await changePasswordFn({ data: { locale, body: { currentPassword, newPassword } } })
      session.clear()
      setCurrent('')
      setNew('')
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions })
      notify({ kind: 'success', title: m.account_password_changed({ count: revoked }) })
      focusSuccess()
    } catch (error) {
      if (session.caught(error)) return
      setFailure(errorBody(error, m.account_failed()))
      focusError()
    } finally {
      setBusy(false)
    }
  }
  return (
    <Section id="account-password" title={m.account_password_title()} intro={m.account_password_intro()}>
      <form ref={ref} onSubmit={submit} noValidate>
        <SignedOutNotice {...session.noticeProps(busy)} />
        {failure && <Alert kind="error">{failure.message}</Alert>}
        <Field
          id="account-current-password"
          label={m.account_password_current()}
          type="password"
          value={currentPassword}
          autoComplete="current-password"
          required
          onChange={(e) => setCurrent(e.target.value)}
          error={failure?.fields?.currentPassword}
        />
        <Field
          id="account-new-password"
          label={m.account_password_new()}
          type="password"
          value={newPassword}
          autoComplete="new-password"
          required
          onChange={(e) => setNew(e.target.value)}
          error={failure?.fields?.newPassword}
        />
        <button type="submit" className={`${buttonPrimary} sm:w-auto`} disabled={!hydrated || busy}>
          {m.account_password_submit()}
        </button>
      </form>
    </Section>
  )
}

function deviceName(session: ActiveSession): string {
  const agent = session.userAgent ?? ''
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : null
  const os = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS X/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : null
  return [browser, os].filter(Boolean).join(', ') || m.account_sessions_unknown_device()
}

/** Signed-in devices; any other one can be signed out. */
export function AccountSessions({ locale }: { locale: Locale }) {
  const hydrated = useHydrated()
  const queryClient = useQueryClient()
  const { data: sessions } = useSuspenseQuery(sessionsQuery(locale))
  const [failure, setFailure] = useState<Failure>(null)
  const [busy, setBusy] = useState<string | null>(null)
  // The pressed button is disabled, then goes with its device: focus moves to the next device's button, else to the
  // heading; a failure focuses its message.
  const { ref, focusError, focusSuccess } = useFocusError<HTMLDivElement>()
  const run = async (id: string, action: () => Promise<unknown>, done: string) => {
    setBusy(id)
    setFailure(null)
    try {
      await action()
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions })
      notify({ kind: 'success', title: done })
      focusSuccess(
        () =>
          ref.current?.querySelector<HTMLElement>('button:not(:disabled)') ??
          document.getElementById('account-sessions'),
      )
    } catch (error) {
      setFailure(errorBody(error, m.account_failed()))
      focusError()
    } finally {
      setBusy(null)
    }
  }
  const others = sessions.filter((s) => !s.current)
  return (
    <Section id="account-sessions" title={m.account_sessions_title()} intro={m.account_sessions_intro()}>
      <div ref={ref}>
        {failure && <Alert kind="error">{failure.message}</Alert>}
        <ul className="divide-line divide-y">
          {sessions.map((session) => (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-testid="session"
            >
              <div>
                <p className="font-medium">
                  {deviceName(session)}
                  {session.current && (
                    <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-sm text-green-900">
                      {m.account_sessions_this_device()}
                    </span>
                  )}
                </p>
                <p className="text-muted text-sm">
                  {m.account_sessions_details({
                    since: formatDate(session.createdAt, locale, 'medium'),
                    last: formatDate(session.lastActiveAt, locale, 'medium'),
                    ip: session.ipAddress ?? '—',
                  })}
                </p>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className={`${buttonSecondary} w-auto`}
                  disabled={!hydrated || busy !== null}
                  aria-label={m.account_sessions_revoke_label({ device: deviceName(session) })}
                  onClick={() =>
                    run(
                      session.id,
                      () => revokeSessionFn({ data: { locale, id: session.id } }),
                      m.account_sessions_revoked(),
                    )
                  }
                >
                  {m.account_sessions_revoke()}
                </button>
              )}
            </li>
          ))}
        </ul>
        {others.length > 1 && (
          <button
            type="button"
            className={`${buttonSecondary} mt-3 w-auto`}
            disabled={!hydrated || busy !== null}
            onClick={() =>
              run('others', () => revokeOtherSessionsFn({ data: { locale } }), m.account_sessions_revoked())
            }
          >
            {m.account_sessions_revoke_others()}
          </button>
        )}
      </div>
    </Section>
  )
}

/** Account deletion: re-authenticate, then the account goes and upcoming bookings are cancelled. */
export function AccountDelete({ user, onDeleted }: { user: PublicUser; onDeleted: () => Promise<void> }) {
  const hydrated = useHydrated()
  const { setUser } = useSessionActions()
  const { data: overview } = useSuspenseQuery(accountOverviewQuery())
  const [confirmation, setConfirmation] = useState('')
  const [failure, setFailure] = useState<Failure>(null)
  const [busy, setBusy] = useState(false)
  const { ref, focusError } = useFocusError<HTMLFormElement>()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setFailure(null)
    try {
      await api('/v1/me', { method: 'DELETE', body: { confirmation } })
      await setUser(null)
      notify({ kind: 'info', title: m.account_deleted_toast() })
      await onDeleted()
    } catch (error) {
      setFailure(errorBody(error, m.account_failed()))
      setBusy(false)
      focusError()
    }
  }
  return (
    <Section id="account-delete" title={m.account_delete_title()} intro={m.account_delete_intro()}>
      <form ref={ref} onSubmit={submit} noValidate>
        {failure && <Alert kind="error">{failure.message}</Alert>}
        <Field
          id="account-delete-confirmation"
          label={overview.hasPassword ? m.account_delete_password() : m.account_delete_email({ email: user.email })}
          type={overview.hasPassword ? 'password' : 'email'}
          value={confirmation}
          autoComplete={overview.hasPassword ? 'current-password' : 'off'}
          required
          onChange={(e) => setConfirmation(e.target.value)}
          error={failure?.fields?.confirmation}
        />
        <button
          type="submit"
          className="inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2.5 font-semibold text-white disabled:opacity-60"
          disabled={!hydrated || busy || confirmation === ''}
        >
          {m.account_delete_submit()}
        </button>
      </form>
    </Section>
  )
}

/** Opens an e-mail change link (`?emailChange=` on the preferences page) once, then tells the outcome. */
export function EmailChangeConfirmation({
  locale,
  token,
  onDone,
}: {
  locale: Locale
  token: string
  /** Drops the token from the address bar. */
  onDone: () => void
}) {
  const { setUser } = useSessionActions()
  const queryClient = useQueryClient()
  const started = useRef(false)
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)
  useEffect(() => {
    if (started.current) return
    started.current = true
    confirmEmailChangeFn({ data: { locale, token } })
      .then(async (user) => {
        await setUser(user)
        await queryClient.invalidateQueries({ queryKey: accountKeys.overview })
        setOutcome({ kind: 'success', text: m.account_email_changed({ email: user.email }) })
      })
      .catch((error: unknown) => {
        const body = errorBody(error, m.account_failed())
        setOutcome({ kind: 'error', text: body.fields?.token ?? body.fields?.newEmail ?? body.message })
      })
      .finally(onDone)
  }, [locale, token, setUser, queryClient, onDone])
  if (!outcome) return null
  return <Alert kind={outcome.kind}>{outcome.text}</Alert>
}

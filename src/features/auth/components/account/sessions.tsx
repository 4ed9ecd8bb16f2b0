import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { useHydrated } from '@/components/form/use-hydrated'
import { Alert } from '@/components/ui/alert'
import { buttonSecondary } from '@/components/ui/button-styles'
import { formatDate } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { revokeOtherSessionsFn, revokeSessionFn } from '../../account.functions'
import { accountKeys, sessionsQuery } from '../../account.queries'
import type { ActiveSession } from '../../account.schemas'
import { Section } from './section'

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
  // The pressed button is disabled, then goes with its device: focus moves to the next device's button, else to the
  // heading; a failure focuses its message.
  const { focusRoot, ...revoke } = useFormMutation<string, unknown, HTMLDivElement>({
    call: (id) =>
      id === 'others' ? revokeOtherSessionsFn({ data: { locale } }) : revokeSessionFn({ data: { locale, id } }),
    fallback: m.account_failed(),
    signedOutNotice: false,
    successToast: () => ({ kind: 'success', title: m.account_sessions_revoked() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
    successFocus: (): HTMLElement | null =>
      revoke.root()?.querySelector<HTMLElement>('button:not(:disabled)') ?? document.getElementById('account-sessions'),
  })
  const others = sessions.filter((s) => !s.current)
  return (
    <Section id="account-sessions" title={m.account_sessions_title()} intro={m.account_sessions_intro()}>
      <div ref={focusRoot}>
        {revoke.failure && <Alert kind="error">{revoke.failure.message}</Alert>}
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
                  {/* Read as "Chrome, Linux (This device)", not "Chrome, LinuxThis device". */}
                  {session.current && (
                    <>
                      <span className="sr-only"> (</span>
                      <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-sm text-green-900">
                        {m.account_sessions_this_device()}
                      </span>
                      <span className="sr-only">)</span>
                    </>
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
                  disabled={!hydrated || revoke.busy}
                  aria-label={m.account_sessions_revoke_label({ device: deviceName(session) })}
                  onClick={() => void revoke.submit(session.id)}
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
            disabled={!hydrated || revoke.busy}
            onClick={() => void revoke.submit('others')}
          >
            {m.account_sessions_revoke_others()}
          </button>
        )}
      </div>
    </Section>
  )
}

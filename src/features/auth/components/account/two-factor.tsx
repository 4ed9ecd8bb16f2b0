import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { TextField } from '@/components/form/field'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { Alert } from '@/components/ui/alert'
import { buttonSecondary } from '@/components/ui/button-styles'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { accountOverviewQuery } from '../../account.queries'
import type { PublicUser } from '../../auth.schemas'
import {
  confirmTwoFactorSetupFn,
  disableTwoFactorFn,
  newRecoveryCodesFn,
  startTwoFactorSetupFn,
} from '../../two-factor.functions'
import type { TwoFactorSetup } from '../../two-factor.schemas'
import { useSessionActions } from '../../use-session'
import { AccountForm } from './account-form'
import { Section } from './section'

/** The id the back office's "turn it on" page links to (`/{lang}/profile/preferences#account-two-factor`). */
export const TWO_FACTOR_SECTION_ID = 'account-two-factor'

/**
 * Two-factor sign-in (ADR 044): off → password → the key as a QR code and as text → a code from the app → the
 * recovery codes, shown once; on → new recovery codes, or off (each with the password).
 */
export function AccountTwoFactor({ locale, user }: { locale: Locale; user: PublicUser }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const { setUser } = useSessionActions()
  const { data: overview } = useSuspenseQuery(accountOverviewQuery())
  const enabled = user.twoFactorEnabled
  return (
    <Section id={TWO_FACTOR_SECTION_ID} title={m.two_factor_title()} intro={m.two_factor_intro()}>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : setup ? (
        <ConfirmSetup
          locale={locale}
          setup={setup}
          onCancel={() => setSetup(null)}
          onConfirmed={async () => {
            setCodes(setup.recoveryCodes)
            setSetup(null)
            await setUser({ ...user, twoFactorEnabled: true })
          }}
        />
      ) : enabled ? (
        <>
          <p className="mb-4 font-medium">{m.two_factor_status_on()}</p>
          <PasswordAction
            id="two-factor-codes"
            locale={locale}
            title={m.two_factor_codes_new_title()}
            submitLabel={m.two_factor_codes_new_submit()}
            call={(password) => newRecoveryCodesFn({ data: { locale, body: { password } } })}
            onDone={(answer) => setCodes((answer as { recoveryCodes: string[] }).recoveryCodes)}
          />
          <PasswordAction
            id="two-factor-off"
            locale={locale}
            title={m.two_factor_off_title()}
            submitLabel={m.two_factor_off_submit()}
            call={(password) => disableTwoFactorFn({ data: { locale, body: { password } } })}
            onDone={() => setUser({ ...user, twoFactorEnabled: false })}
            toast={m.two_factor_off_done()}
          />
        </>
      ) : !overview.hasPassword ? (
        // The password is the first factor: a Google or Telegram account has none to add a code to.
        <p>{m.two_factor_needs_password()}</p>
      ) : (
        <>
          <p className="mb-4">{m.two_factor_status_off()}</p>
          <PasswordAction
            id="two-factor-on"
            locale={locale}
            submitLabel={m.two_factor_on_submit()}
            call={(password) => startTwoFactorSetupFn({ data: { locale, body: { password } } })}
            onDone={(answer) => setSetup(answer as TwoFactorSetup)}
          />
        </>
      )}
    </Section>
  )
}

/** A small form that asks for the password and runs one call. */
function PasswordAction({
  id,
  locale: _locale,
  title,
  submitLabel,
  call,
  onDone,
  toast,
}: {
  id: string
  locale: Locale
  title?: string
  submitLabel: string
  call: (password: string) => Promise<unknown>
  onDone: (answer: unknown) => unknown
  toast?: string
}) {
  const [password, setPassword] = useState('')
  const { focusRoot, ...action } = useFormMutation({
    call,
    fallback: m.account_failed(),
    successToast: toast ? () => ({ kind: 'success', title: toast }) : undefined,
    onSuccess: async (answer) => {
      setPassword('')
      await onDone(answer)
    },
  })
  return (
    <div className="mb-6">
      {title && <h3 className="mb-2 font-semibold">{title}</h3>}
      <AccountForm
        form={action}
        formRef={focusRoot}
        onSubmit={() => void action.submit(password)}
        submitLabel={submitLabel}
      >
        <TextField
          id={`${id}-password`}
          name="password"
          label={m.two_factor_password_label()}
          type="password"
          value={password}
          autoComplete="current-password"
          required
          onChange={setPassword}
          error={action.fieldError('password')}
        />
      </AccountForm>
    </div>
  )
}

/** The key as a QR code and as text, then the first code from the app. */
function ConfirmSetup({
  locale,
  setup,
  onCancel,
  onConfirmed,
}: {
  locale: Locale
  setup: TwoFactorSetup
  onCancel: () => void
  onConfirmed: () => Promise<void>
}) {
  const [code, setCode] = useState('')
  const { focusRoot, ...confirm } = useFormMutation({
    call: (value: string) => confirmTwoFactorSetupFn({ data: { locale, body: { code: value } } }),
    fallback: m.account_failed(),
    successToast: () => ({ kind: 'success', title: m.two_factor_on_done() }),
    onSuccess: onConfirmed,
  })
  const grouped = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret
  return (
    <div>
      <ol className="mb-4 list-decimal space-y-3 pl-5">
        <li>{m.two_factor_setup_scan()}</li>
        <li>{m.two_factor_setup_enter()}</li>
      </ol>
      <div className="mb-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        <svg
          role="img"
          aria-label={m.two_factor_qr_label()}
          viewBox={`0 0 ${setup.qr.size} ${setup.qr.size}`}
          className="h-48 w-48 shrink-0 rounded bg-white"
          shapeRendering="crispEdges"
        >
          <path d={setup.qr.path} fill="#000" />
        </svg>
        <div className="min-w-0">
          <p className="text-muted text-sm">{m.two_factor_setup_key()}</p>
          <p className="font-mono text-lg break-all" data-testid="two-factor-secret" translate="no">
            {grouped}
          </p>
        </div>
      </div>
      <AccountForm
        form={confirm}
        formRef={focusRoot}
        onSubmit={() => void confirm.submit(code)}
        submitLabel={m.two_factor_confirm_submit()}
      >
        <TextField
          id="two-factor-confirm-code"
          name="code"
          label={m.two_factor_code_label()}
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          onChange={setCode}
          error={confirm.fieldError('code')}
        />
      </AccountForm>
      <button type="button" className={`${buttonSecondary} mt-3 sm:w-auto`} onClick={onCancel}>
        {m.two_factor_cancel()}
      </button>
    </div>
  )
}

/** Recovery codes, shown once: copy or download them, then close. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false)
  const text = `${codes.join('\n')}\n`
  return (
    <div>
      <Alert kind="success">{m.two_factor_codes_intro()}</Alert>
      <ul className="my-4 grid grid-cols-1 gap-2 font-mono sm:grid-cols-2" data-testid="recovery-codes" translate="no">
        {codes.map((code) => (
          <li key={code} className="border-line rounded border px-3 py-1">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={`${buttonSecondary} sm:w-auto`}
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {m.two_factor_codes_copy()}
        </button>
        <a
          className={`${buttonSecondary} sm:w-auto`}
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="waypoints-recovery-codes.txt"
        >
          {m.two_factor_codes_download()}
        </a>
        <button type="button" className={`${buttonSecondary} sm:w-auto`} onClick={onDone}>
          {m.two_factor_codes_done()}
        </button>
      </div>
      <p role="status" className="mt-2 text-sm">
        {copied ? m.two_factor_codes_copied() : ''}
      </p>
    </div>
  )
}

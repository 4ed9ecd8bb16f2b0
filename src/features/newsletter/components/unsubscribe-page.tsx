import { useState, type FormEvent } from 'react'
import { useHydrated } from '@/components/form/use-hydrated'
import { buttonPrimary } from '@/components/ui/button-styles'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'

type Outcome = 'done' | 'failed' | null

/**
 * The unsubscribe page (ADR 058): opening it changes nothing (link scanners open links); the button posts to the
 * one-click address. Without JavaScript the form posts and the address sends the browser back here with the outcome.
 */
export function UnsubscribePage({ locale, token, initial }: { locale: Locale; token: string; initial: Outcome }) {
  const hydrated = useHydrated()
  const [outcome, setOutcome] = useState<Outcome>(initial)
  const [busy, setBusy] = useState(false)
  const action = `/api/v1/newsletter/unsubscribe/${token}?lang=${locale}`
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
      setOutcome(response.ok ? 'done' : 'failed')
    } catch {
      setOutcome('failed')
    } finally {
      setBusy(false)
    }
  }
  return (
    <main id="main" tabIndex={-1} className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{m.newsletter_unsubscribe_title()}</h1>
      <div role="status">
        {outcome === 'done' && <p>{m.newsletter_unsubscribed()}</p>}
        {outcome === 'failed' && <p className="text-error">{m.newsletter_unsubscribe_failed()}</p>}
      </div>
      {outcome !== 'done' && (
        <form method="post" action={action} onSubmit={hydrated ? submit : undefined} className="flex flex-col gap-4">
          <p>{m.newsletter_unsubscribe_text()}</p>
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <button type="submit" className={`${buttonPrimary} sm:w-auto`} disabled={busy}>
            {m.newsletter_unsubscribe_confirm()}
          </button>
        </form>
      )}
    </main>
  )
}

import { useState } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { Link } from '@tanstack/react-router'
import { m } from '@/paraglide/messages'
import type { CookieEntry } from '../consent.config'
import { entryTexts, linkLabels } from '../consent-entry-texts'
import { acceptAll, declineAll, FUNCTIONAL_ID, initialSelection, isUnsaved, save, withdraw } from '../consent.state'
import { useConsent } from '../consent-context'

const button =
  'inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2'

/**
 * Spec §2 settings: necessary and optional groups, Save / Accept all / Decline all / Close (unless forced). Radix
 * Dialog gives the focus trap, Escape, the labels and the return of focus to the opener. Loaded on demand.
 */
export default function ConsentSettingsModal() {
  const { config, ids, state, commit, closeSettings, returnFocus, locale } = useConsent()
  const [selection, setSelection] = useState(() => new Set(initialSelection(ids, state)))
  const forced = config.forceModal && state.given === undefined
  const unsaved = isUnsaved(ids, state, selection)

  const decide = (next: Parameters<typeof commit>[0]) => {
    commit(next)
    closeSettings()
  }
  const toggle = (id: string, on: boolean) =>
    setSelection((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  const row = (entry: CookieEntry, locked: boolean) => {
    const texts = entryTexts[entry.id]
    const inputId = `consent-entry-${entry.id}`
    const descriptionId = `${inputId}-description`
    return (
      <li key={entry.id} className="border-line border-t py-3 first:border-t-0">
        <div className="flex items-start gap-3">
          <input
            id={inputId}
            type="checkbox"
            className="mt-1 h-4 w-4"
            checked={locked || selection.has(entry.id)}
            disabled={locked}
            aria-describedby={texts?.description ? descriptionId : undefined}
            onChange={(event) => toggle(entry.id, event.target.checked)}
          />
          <div className="min-w-0">
            <label htmlFor={inputId} className="font-semibold">
              {texts?.name() ?? entry.id}
              {/* The space keeps the name two words apart ("Session and security (Always on)"). */}
              {locked && (
                <>
                  {' '}
                  <span className="text-muted ml-1 text-xs font-normal">({m.consent_always_on()})</span>
                </>
              )}
            </label>
            {texts?.description && (
              <p id={descriptionId} className="text-muted text-sm">
                {texts.description()}
              </p>
            )}
            {entry.targetCookieIds && entry.targetCookieIds.length > 0 && (
              <p className="text-muted text-xs">
                {m.consent_target_cookies({ names: entry.targetCookieIds.join(', ') })}
              </p>
            )}
            {entry.links && (
              <p className="flex flex-wrap gap-3 text-sm">
                {entry.links.map((target) => (
                  <Link
                    key={target}
                    to="/$lang/$"
                    params={{ lang: locale, _splat: target }}
                    className="underline"
                    onClick={closeSettings}
                  >
                    {linkLabels[target]()}
                  </Link>
                ))}
              </p>
            )}
          </div>
        </div>
      </li>
    )
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !forced && closeSettings()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className="bg-page fixed inset-x-2 top-[5vh] z-50 mx-auto flex max-h-[90vh] max-w-2xl flex-col rounded-lg shadow-xl sm:inset-x-4"
          onInteractOutside={(event) => {
            if (forced || !config.closeOnOutsideClick) event.preventDefault()
          }}
          onEscapeKeyDown={(event) => {
            if (forced) event.preventDefault()
          }}
          // Opened without a Radix trigger: focus goes back to whatever opened it (bar, footer, floating button).
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocus()
          }}
          data-testid="consent-settings"
        >
          <div className="border-line border-b px-5 py-4">
            <Dialog.Title className="text-lg font-bold">{m.consent_settings_title()}</Dialog.Title>
            <Dialog.Description className="text-muted mt-1 text-sm">
              {m.consent_settings_description()}
            </Dialog.Description>
          </div>
          <div className="overflow-y-auto px-5 py-3">
            <section aria-labelledby="consent-group-necessary">
              <h3 id="consent-group-necessary" className="mt-2 font-bold">
                {m.consent_cookies_necessary()}
              </h3>
              <ul>{config.necessary.map((entry) => row(entry, entry.id !== FUNCTIONAL_ID))}</ul>
            </section>
            <section aria-labelledby="consent-group-optional">
              <h3 id="consent-group-optional" className="mt-4 font-bold">
                {m.consent_cookies_optional()}
              </h3>
              <ul>{config.optional.map((entry) => row(entry, false))}</ul>
            </section>
          </div>
          <div className="border-line flex flex-wrap items-center gap-2 border-t px-5 py-4">
            {/* Mounted from the start: a live region that appears with its text is often not announced. */}
            <p role="status" className={unsaved ? 'text-warning mr-auto text-sm font-semibold' : 'sr-only'}>
              {unsaved ? m.consent_settings_unsaved() : ''}
            </p>
            <button
              type="button"
              className={`${button} bg-accent text-accent-ink`}
              onClick={() => decide(save(ids, selection))}
            >
              {m.consent_save()}
            </button>
            <button type="button" className={`${button} border-line border`} onClick={() => decide(acceptAll(ids))}>
              {m.consent_accept_all()}
            </button>
            <button type="button" className={`${button} border-line border`} onClick={() => decide(declineAll(ids))}>
              {m.consent_decline_all()}
            </button>
            {state.given !== undefined && (
              <button type="button" className={`${button} border-line border`} onClick={() => decide(withdraw())}>
                {m.consent_withdraw()}
              </button>
            )}
            {!forced && <Dialog.Close className={`${button} border-line border`}>{m.consent_close()}</Dialog.Close>}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

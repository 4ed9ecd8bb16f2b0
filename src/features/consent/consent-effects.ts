import { GA_ENTRY_ID, entryEffects, type ConsentConfig } from './consent.config'
import { consentModeSignals, scriptsToLoad, scriptsToRemove, type ConsentState } from './consent.state'
import { setConsentDefaults, startAnalytics, stopAnalytics, updateConsent } from './analytics'

const SCRIPT_ATTR = 'data-consent-entry'

/**
 * Spec §4: scripts of enabled entries go into the head; disabled optional entries lose their scripts and their
 * browser cookies. Analytics gets the Consent Mode update first, so Google's tag never runs on stale consent.
 */
export function applyConsent(config: ConsentConfig, state: ConsentState, measurementId: string | null) {
  const entries = entryEffects(config)
  const load = new Set(scriptsToLoad(entries, state))
  const gaSrc = config.optional.find((e) => e.id === GA_ENTRY_ID)?.src

  if (gaSrc && measurementId) {
    setConsentDefaults()
    if (state.given !== undefined) updateConsent(consentModeSignals(state))
    if (load.has(gaSrc)) startAnalytics(measurementId)
    else stopAnalytics(measurementId)
  }

  for (const src of scriptsToRemove(entries, state)) {
    for (const script of document.head.querySelectorAll<HTMLScriptElement>(`script[${SCRIPT_ATTR}]`))
      if (script.getAttribute('src') === src) script.remove()
  }
  for (const src of load) {
    const present = [...document.head.querySelectorAll(`script[${SCRIPT_ATTR}]`)].some(
      (s) => s.getAttribute('src') === src,
    )
    if (present) continue
    const script = document.createElement('script')
    script.async = true
    script.src = src
    script.setAttribute(SCRIPT_ATTR, entries.find((e) => e.src === src)?.id ?? '')
    document.head.appendChild(script)
  }

  // No cookie a script could have set, nothing to delete: a first visit does not load the cookie code.
  if (document.cookie)
    void import('./consent-cookies').then(({ deleteRefusedCookies }) => deleteRefusedCookies(entries, state))
}

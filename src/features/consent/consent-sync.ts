import { parseConsent, serializeConsent, type ConsentIds, type ConsentState } from './consent.state'

/** Raw consent cookie values, as a decision leaves them (absent = deleted). */
type StoredConsent = { flag?: string; enabled?: string }

const CHANNEL = 'waypoints-consent'

/**
 * Keeps the site's open tabs on one consent decision (ADR 013): a decision in one tab is announced to the others on
 * a BroadcastChannel, and a tab that comes back into view re-reads the consent cookies (it may have missed the
 * message, e.g. frozen in the background). `onChange` gets the state another tab stored; the provider applies it
 * like a local decision (the tag stops and its cookies go after a withdrawal, or it starts after a grant).
 * Browser only; returns the clean-up and a function that announces this tab's own decisions.
 */
export function syncConsentAcrossTabs(ids: ConsentIds, onChange: (stored: ConsentState) => void) {
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null
  const read = (stored: StoredConsent) => onChange(parseConsent(ids, stored.flag, stored.enabled))
  // The message carries the values: the other tab's cookie write may not be visible here yet.
  const onMessage = (event: MessageEvent<StoredConsent>) => read(event.data ?? {})
  const onVisible = () => {
    if (document.visibilityState === 'visible')
      void import('./consent-cookies').then(({ readConsentCookies }) => read(readConsentCookies(document.cookie)))
  }
  channel?.addEventListener('message', onMessage)
  document.addEventListener('visibilitychange', onVisible)
  window.addEventListener('pageshow', onVisible)
  return {
    announce(state: ConsentState) {
      const values = serializeConsent(state)
      channel?.postMessage({ flag: values.flag ?? undefined, enabled: values.enabled ?? undefined })
    },
    stop() {
      channel?.removeEventListener('message', onMessage)
      channel?.close()
      document.removeEventListener('visibilitychange', onVisible)
      window.removeEventListener('pageshow', onVisible)
    },
  }
}

/** Whether two states store the same cookies (a re-read that changes nothing must not re-run the effects). */
export function sameConsent(a: ConsentState, b: ConsentState): boolean {
  const x = serializeConsent(a)
  const y = serializeConsent(b)
  return x.flag === y.flag && x.enabled === y.enabled
}

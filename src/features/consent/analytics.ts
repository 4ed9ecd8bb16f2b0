/**
 * Google Analytics 4 through gtag with Consent Mode v2 (browser only). Nothing here makes a request: commands go
 * to `window.dataLayer`, and Google's tag (added to the head by the consent provider once the analytics entries are
 * enabled) replays them in order, consent defaults first.
 */
type Gtag = (...args: unknown[]) => void
type GaWindow = { dataLayer?: unknown[]; gtag?: Gtag } & Record<string, unknown>
const gaWindow = () => window as unknown as GaWindow

const DENIED_DEFAULTS = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  functionality_storage: 'denied',
} as const

let defaultsSet = false
let started: string | null = null
let lastPageView: string | null = null
let active = false

function gtag(...args: unknown[]) {
  const w = gaWindow()
  w.dataLayer = w.dataLayer ?? []
  // gtag.js expects Arguments objects in the data layer, not arrays.
  w.gtag =
    w.gtag ??
    function gtagShim() {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments)
    }
  w.gtag(...args)
}

/** Consent Mode v2 defaults: everything denied, before any tag can load. */
export function setConsentDefaults() {
  if (defaultsSet) return
  defaultsSet = true
  gtag('consent', 'default', { ...DENIED_DEFAULTS })
}

/** Spec §4: consent updates signal granted or denied for analytics and functionality storage. */
export function updateConsent(signals: { analytics_storage: string; functionality_storage: string }) {
  setConsentDefaults()
  gtag('consent', 'update', signals)
}

/** Initialises the tag for this page (once) and sends the current page view; re-enables it after a stop. */
export function startAnalytics(measurementId: string) {
  gaWindow()[`ga-disable-${measurementId}`] = false
  if (started !== measurementId) {
    started = measurementId
    gtag('js', new Date())
    // Page views are sent by the router subscription, including client-side navigations.
    gtag('config', measurementId, { send_page_view: false })
  }
  active = true
  lastPageView = null
  sendPageView()
}

/** Stops a loaded tag from sending anything more on this page (its script element is removed separately). */
export function stopAnalytics(measurementId: string) {
  gaWindow()[`ga-disable-${measurementId}`] = true
  active = false
}

/** A page view for the current location, once per location. */
export function sendPageView() {
  if (!active) return
  const location = window.location.href
  if (location === lastPageView) return
  lastPageView = location
  gtag('event', 'page_view', { page_location: location, page_title: document.title })
}

import { FUNCTIONAL_ID, type ConsentIds, type EntryEffects } from './consent.state'

/**
 * Spec §3 cookie entry. Its name, description and link labels are in `consent-entry-texts.ts`, keyed by id, so the
 * bar (on every page) does not carry the settings' texts.
 */
export interface CookieEntry {
  id: string
  /** Browser cookie names this entry sets; a trailing `*` stands for a prefix. */
  targetCookieIds?: readonly string[]
  /** Script loaded into the head once the entry is enabled (see analytics.ts for Google's tag). */
  src?: string
  /** Other entries that must be enabled before the script loads. */
  requires?: readonly string[]
  /** Link targets: site page slugs, localized when rendered. */
  links?: readonly LinkTarget[]
  isPreselected?: boolean
}

export interface ConsentConfig {
  necessary: readonly CookieEntry[]
  optional: readonly CookieEntry[]
  barPosition: 'bottom' | 'top'
  /** Show the bar's "Decline" (necessary only) button. */
  showDecline: boolean
  declineAllAs: ConsentIds['declineAllAs']
  /** Open the settings on load while undecided, without a Close button. */
  forceModal: boolean
  closeOnOutsideClick: boolean
  /** Floating button that reopens the settings once consent is given. */
  floatingButton: boolean
  /** Lifetime of the consent cookies. */
  expiryMs: number
}

export const CONSENT_EXPIRY_MS = 365 * 24 * 60 * 60 * 1000
export const GA_ENTRY_ID = 'google-analytics'
const ANALYTICS_ENTRY_ID = 'analytics'

export type LinkTarget = 'cookies' | 'privacy'
const policy: LinkTarget[] = ['cookies']

/**
 * The site's cookie entries. `gaScriptSrc` is Google's tag for the configured measurement id (none when analytics
 * is not configured, and then the entry is not offered).
 */
export function createConsentConfig(options: { gaScriptSrc?: string | null } = {}): ConsentConfig {
  const optional: CookieEntry[] = [
    {
      id: ANALYTICS_ENTRY_ID,
      links: policy,
    },
    ...(options.gaScriptSrc
      ? [
          {
            id: GA_ENTRY_ID,
            targetCookieIds: ['_ga', '_ga_*'],
            src: options.gaScriptSrc,
            requires: [ANALYTICS_ENTRY_ID],
            links: ['cookies', 'privacy'],
          } satisfies CookieEntry,
        ]
      : []),
    {
      id: 'preferences',
      links: policy,
    },
  ]
  return {
    necessary: [
      {
        id: 'session',
        targetCookieIds: ['waypoints.session_token', 'waypoints.session_data'],
        links: policy,
      },
      {
        id: 'locale',
        targetCookieIds: ['locale'],
        links: policy,
      },
      {
        id: 'consent',
        targetCookieIds: ['ncc_c', 'ncc_e'],
        links: policy,
      },
      {
        id: FUNCTIONAL_ID,
        links: policy,
      },
    ],
    optional,
    barPosition: 'bottom',
    showDecline: true,
    declineAllAs: 'necessary',
    forceModal: false,
    closeOnOutsideClick: true,
    floatingButton: true,
    expiryMs: CONSENT_EXPIRY_MS,
  }
}

export function consentIds(config: ConsentConfig): ConsentIds {
  return {
    necessary: config.necessary.map((e) => e.id),
    optional: config.optional.map((e) => e.id),
    preselected: config.optional.filter((e) => e.isPreselected).map((e) => e.id),
    declineAllAs: config.declineAllAs,
  }
}

export function entryEffects(config: ConsentConfig): EntryEffects[] {
  return [
    ...config.necessary.map((e) => ({ ...e, optional: false })),
    ...config.optional.map((e) => ({ ...e, optional: true })),
  ]
}

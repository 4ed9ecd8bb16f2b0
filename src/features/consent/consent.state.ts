/**
 * Spec §4 "Consent" as pure functions over cookie ids: no DOM, no React, so both the server (reading the consent
 * cookies during SSR) and the browser use the same rules, and the rules are unit-tested.
 */

/** Spec §3 consent state: `given` is undefined while undecided, false after a refusal. */
export interface ConsentState {
  given: boolean | undefined
  /** Enabled cookie entry ids (necessary and optional). */
  enabled: readonly string[]
}

/** The ids a consent configuration knows, by group. `functional` is necessary but can be toggled. */
export interface ConsentIds {
  necessary: readonly string[]
  optional: readonly string[]
  /** Optional entries ticked by default while undecided. */
  preselected: readonly string[]
  /** What "Decline all" does: keep the necessary cookies, or refuse everything. */
  declineAllAs: 'necessary' | 'refusal'
}

export const FUNCTIONAL_ID = 'functional'
/** Cookie holding the consent flag ('true' given, 'false' refused). */
export const CONSENT_FLAG_COOKIE = 'ncc_c'
/** Cookie holding the enabled ids joined by ENABLED_SEPARATOR. */
export const CONSENT_ENABLED_COOKIE = 'ncc_e'
const ENABLED_SEPARATOR = '|'

export const UNDECIDED: ConsentState = Object.freeze({
  given: undefined,
  enabled: Object.freeze([]) as readonly string[],
})

/** Necessary entries that cannot be switched off. */
const lockedIds = (ids: ConsentIds) => ids.necessary.filter((id) => id !== FUNCTIONAL_ID)
/** Entries the visitor can tick: the optional ones and `functional`. */
const toggleableIds = (ids: ConsentIds) => [...ids.necessary.filter((id) => id === FUNCTIONAL_ID), ...ids.optional]

const known = (ids: ConsentIds) => new Set([...ids.necessary, ...ids.optional])
/** Unique ids in configuration order (stable cookie values and comparisons). */
function ordered(ids: ConsentIds, wanted: Iterable<string>): string[] {
  const set = new Set(wanted)
  return [...ids.necessary, ...ids.optional].filter((id) => set.has(id))
}

/** Accept all: every necessary and optional entry. */
export function acceptAll(ids: ConsentIds): ConsentState {
  return { given: true, enabled: ordered(ids, [...ids.necessary, ...ids.optional]) }
}

/** Save: the locked necessary entries plus the ticked toggleable ones (unknown ids are ignored). */
export function save(ids: ConsentIds, ticked: Iterable<string>): ConsentState {
  const allowed = new Set(toggleableIds(ids))
  const chosen = [...ticked].filter((id) => allowed.has(id))
  return { given: true, enabled: ordered(ids, [...lockedIds(ids), ...chosen]) }
}

/** Decline: the necessary entries only (`functional` included). */
export function decline(ids: ConsentIds): ConsentState {
  return { given: true, enabled: ordered(ids, ids.necessary) }
}

/** Refusal: consent not given, nothing enabled. */
export function refuse(): ConsentState {
  return { given: false, enabled: [] }
}

/** Decline all: necessary-only or refusal, as configured. */
export function declineAll(ids: ConsentIds): ConsentState {
  return ids.declineAllAs === 'necessary' ? decline(ids) : refuse()
}

/** Withdrawal clears the stored ids: the visitor is undecided again. */
export function withdraw(): ConsentState {
  return UNDECIDED
}

/** Reads the two consent cookies; anything unexpected counts as undecided, unknown ids are dropped. */
export function parseConsent(ids: ConsentIds, flag: string | undefined, enabled: string | undefined): ConsentState {
  if (flag === 'false') return refuse()
  if (flag !== 'true') return UNDECIDED
  const names = known(ids)
  const stored = (enabled ?? '').split(ENABLED_SEPARATOR).filter((id) => names.has(id))
  // Locked necessary entries are always on once consent is given, whatever the cookie says.
  return { given: true, enabled: ordered(ids, [...lockedIds(ids), ...stored]) }
}

/** Cookie values for a state; null means "delete the cookie". */
export function serializeConsent(state: ConsentState): { flag: string | null; enabled: string | null } {
  if (state.given === undefined) return { flag: null, enabled: null }
  return {
    flag: String(state.given),
    enabled: state.given ? state.enabled.join(ENABLED_SEPARATOR) : null,
  }
}

/** Spec §2: the ticks the settings open with: the saved list, or the preselected optional entries if undecided. */
export function initialSelection(ids: ConsentIds, state: ConsentState): string[] {
  if (state.given === undefined) return ordered(ids, [...ids.necessary, ...ids.preselected])
  return ordered(ids, [...lockedIds(ids), ...state.enabled])
}

/** "Settings unsaved": the ticked toggleable entries differ from what the saved state would tick. */
export function isUnsaved(ids: ConsentIds, state: ConsentState, selection: Iterable<string>): boolean {
  const toggleable = toggleableIds(ids)
  const saved = new Set(initialSelection(ids, state))
  const current = new Set(selection)
  return toggleable.some((id) => saved.has(id) !== current.has(id))
}

const isEnabled = (state: ConsentState, id: string) => state.enabled.includes(id)

/** Spec §4: Consent Mode signals for analytics storage and functionality storage. */
export function consentModeSignals(state: ConsentState) {
  const granted = (id: string) => (isEnabled(state, id) ? ('granted' as const) : ('denied' as const))
  return { analytics_storage: granted('analytics'), functionality_storage: granted(FUNCTIONAL_ID) }
}

/** A cookie entry as far as side effects go: scripts to load and browser cookies to delete. */
export interface EntryEffects {
  id: string
  optional: boolean
  src?: string
  /** Entries that must also be enabled before the script loads (e.g. the analytics category). */
  requires?: readonly string[]
  /** Browser cookie names; a trailing `*` matches a prefix (`_ga_*`). */
  targetCookieIds?: readonly string[]
}

/** Script URLs that should be on the page for this state. */
export function scriptsToLoad(entries: readonly EntryEffects[], state: ConsentState): string[] {
  return entries
    .filter((e) => e.src && isEnabled(state, e.id) && (e.requires ?? []).every((id) => isEnabled(state, id)))
    .map((e) => e.src as string)
}

/** Script URLs of entries that are configured but must not be on the page. */
export function scriptsToRemove(entries: readonly EntryEffects[], state: ConsentState): string[] {
  const keep = new Set(scriptsToLoad(entries, state))
  return entries.filter((e) => e.src && !keep.has(e.src)).map((e) => e.src as string)
}

/** Browser cookie names (from `existing`) that belong to optional entries that are not enabled. */
export function cookiesToDelete(
  entries: readonly EntryEffects[],
  state: ConsentState,
  existing: readonly string[],
): string[] {
  const patterns = entries
    .filter((e) => (e.optional || e.id === FUNCTIONAL_ID) && !isEnabled(state, e.id))
    .flatMap((e) => e.targetCookieIds ?? [])
  return existing.filter((name) =>
    patterns.some((p) => (p.endsWith('*') ? name.startsWith(p.slice(0, -1)) : name === p)),
  )
}

import { describe, expect, it } from 'vitest'
import {
  acceptAll,
  consentModeSignals,
  cookiesToDelete,
  decline,
  declineAll,
  initialSelection,
  isUnsaved,
  parseConsent,
  refuse,
  save,
  scriptsToLoad,
  scriptsToRemove,
  serializeConsent,
  UNDECIDED,
  withdraw,
  type ConsentIds,
  type EntryEffects,
} from './consent.state'

const ids: ConsentIds = {
  necessary: ['session', 'locale', 'consent', 'functional'],
  optional: ['analytics', 'google-analytics', 'preferences'],
  preselected: ['preferences'],
  declineAllAs: 'necessary',
}
const entries: EntryEffects[] = [
  { id: 'session', optional: false, targetCookieIds: ['waypoints.session_token'] },
  { id: 'functional', optional: false, targetCookieIds: ['fn'] },
  { id: 'analytics', optional: true },
  {
    id: 'google-analytics',
    optional: true,
    src: 'https://tag.example/gtag/js?id=G-1',
    requires: ['analytics'],
    targetCookieIds: ['_ga', '_ga_*'],
  },
  { id: 'preferences', optional: true, src: 'https://prefs.example/p.js' },
]

describe('consent transitions (spec §4)', () => {
  it('accept all enables every necessary and optional entry', () => {
    expect(acceptAll(ids)).toEqual({
      given: true,
      enabled: ['session', 'locale', 'consent', 'functional', 'analytics', 'google-analytics', 'preferences'],
    })
  })
  it('save enables the locked necessary entries plus the ticked ones, ignoring unknown and locked ids', () => {
    expect(save(ids, ['analytics', 'nope'])).toEqual({
      given: true,
      enabled: ['session', 'locale', 'consent', 'analytics'],
    })
    // functional is necessary but can be switched off
    expect(save(ids, []).enabled).not.toContain('functional')
    expect(save(ids, ['functional']).enabled).toContain('functional')
  })
  it('decline keeps the necessary entries only, functional included', () => {
    expect(decline(ids)).toEqual({ given: true, enabled: ['session', 'locale', 'consent', 'functional'] })
  })
  it('decline all follows the configuration: necessary-only or refusal', () => {
    expect(declineAll(ids)).toEqual(decline(ids))
    expect(declineAll({ ...ids, declineAllAs: 'refusal' })).toEqual({ given: false, enabled: [] })
  })
  it('withdrawal clears the stored ids and the visitor is undecided again', () => {
    expect(withdraw()).toEqual({ given: undefined, enabled: [] })
    expect(serializeConsent(withdraw())).toEqual({ flag: null, enabled: null })
  })
})

describe('consent cookies ncc_c / ncc_e', () => {
  it('round-trips a given state through the cookie values', () => {
    const state = save(ids, ['analytics', 'google-analytics'])
    const { flag, enabled } = serializeConsent(state)
    expect(flag).toBe('true')
    expect(enabled).toBe('session|locale|consent|analytics|google-analytics')
    expect(parseConsent(ids, flag ?? undefined, enabled ?? undefined)).toEqual(state)
  })
  it('stores a refusal as false with no list', () => {
    expect(serializeConsent(refuse())).toEqual({ flag: 'false', enabled: null })
    expect(parseConsent(ids, 'false', 'analytics')).toEqual({ given: false, enabled: [] })
  })
  it('treats missing or tampered cookies as undecided and drops unknown ids', () => {
    expect(parseConsent(ids, undefined, 'analytics')).toEqual(UNDECIDED)
    expect(parseConsent(ids, 'yes', undefined)).toEqual(UNDECIDED)
    expect(parseConsent(ids, 'true', 'analytics|evil|analytics').enabled).toEqual([
      'session',
      'locale',
      'consent',
      'analytics',
    ])
  })
})

describe('settings ticks', () => {
  it('start from the preselected optional entries while undecided, else from the saved list', () => {
    expect(initialSelection(ids, UNDECIDED)).toEqual(['session', 'locale', 'consent', 'functional', 'preferences'])
    expect(initialSelection(ids, save(ids, ['analytics']))).toEqual(['session', 'locale', 'consent', 'analytics'])
  })
  it('report unsaved changes only when a toggleable tick differs from the saved selection', () => {
    const saved = save(ids, ['analytics'])
    expect(isUnsaved(ids, saved, initialSelection(ids, saved))).toBe(false)
    expect(isUnsaved(ids, saved, ['session', 'analytics', 'preferences'])).toBe(true)
    expect(isUnsaved(ids, saved, ['analytics'])).toBe(false)
    expect(isUnsaved(ids, UNDECIDED, ['functional', 'preferences'])).toBe(false)
    expect(isUnsaved(ids, UNDECIDED, [])).toBe(true)
  })
})

describe('side effects of a state', () => {
  it('loads a script only when its entry and the entries it requires are enabled', () => {
    expect(scriptsToLoad(entries, UNDECIDED)).toEqual([])
    expect(scriptsToLoad(entries, save(ids, ['google-analytics']))).toEqual([])
    expect(scriptsToLoad(entries, save(ids, ['google-analytics', 'analytics']))).toEqual([
      'https://tag.example/gtag/js?id=G-1',
    ])
    expect(scriptsToRemove(entries, save(ids, ['preferences']))).toEqual(['https://tag.example/gtag/js?id=G-1'])
  })
  it('deletes the target cookies of disabled optional entries (and of functional), prefixes included', () => {
    const existing = ['_ga', '_ga_ABC123', '_gat', 'waypoints.session_token', 'fn', 'locale']
    expect(cookiesToDelete(entries, decline(ids), existing)).toEqual(['_ga', '_ga_ABC123'])
    expect(cookiesToDelete(entries, refuse(), existing)).toEqual(['_ga', '_ga_ABC123', 'fn'])
    expect(cookiesToDelete(entries, acceptAll(ids), existing)).toEqual([])
  })
  it('signals granted or denied for analytics and functionality storage', () => {
    expect(consentModeSignals(UNDECIDED)).toEqual({ analytics_storage: 'denied', functionality_storage: 'denied' })
    expect(consentModeSignals(decline(ids))).toEqual({ analytics_storage: 'denied', functionality_storage: 'granted' })
    expect(consentModeSignals(acceptAll(ids))).toEqual({
      analytics_storage: 'granted',
      functionality_storage: 'granted',
    })
  })
})

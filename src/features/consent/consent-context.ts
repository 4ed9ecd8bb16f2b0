import { createContext, useContext } from 'react'
import type { Locale } from '@/lib/i18n/locales'
import type { ConsentConfig } from './consent.config'
import type { ConsentIds, ConsentState } from './consent.state'

export interface ConsentContextValue {
  config: ConsentConfig
  ids: ConsentIds
  state: ConsentState
  locale: Locale
  /** Stores a new state (cookies) and applies it (scripts, cookies of disabled entries, analytics). */
  commit: (next: ConsentState) => void
  settingsOpen: boolean
  openSettings: () => void
  closeSettings: () => void
  /** Puts focus back where it was when the settings opened (or on the page's main region if that is gone). */
  returnFocus: () => void
}

export const ConsentContext = createContext<ConsentContextValue | null>(null)

export function useConsent(): ConsentContextValue {
  const value = useContext(ConsentContext)
  if (!value) throw new Error('useConsent() needs a <ConsentProvider> above it')
  return value
}

import { m } from '@/paraglide/messages'
import type { LinkTarget } from './consent.config'

/** Localized name and description of each cookie entry, used by the settings dialog only (loaded on demand). */
export const entryTexts: Record<string, { name: () => string; description?: () => string }> = {
  session: { name: m.consent_entry_session_name, description: m.consent_entry_session_description },
  locale: { name: m.consent_entry_locale_name, description: m.consent_entry_locale_description },
  consent: { name: m.consent_entry_consent_name, description: m.consent_entry_consent_description },
  functional: { name: m.consent_cookies_functional, description: m.consent_entry_functional_description },
  analytics: { name: m.consent_entry_analytics_name, description: m.consent_entry_analytics_description },
  'google-analytics': {
    name: m.consent_entry_google_analytics_name,
    description: m.consent_entry_google_analytics_description,
  },
  preferences: { name: m.consent_entry_preferences_name, description: m.consent_entry_preferences_description },
}

export const linkLabels: Record<LinkTarget, () => string> = {
  cookies: m.consent_link_cookie_policy,
  privacy: m.consent_link_privacy_policy,
}

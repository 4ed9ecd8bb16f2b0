import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { readConsentCookies } from './consent-cookies'
import { analyticsSettings, type AnalyticsSettings } from './consent-env.server'

/** What the consent layer needs to render: the raw consent cookies and the analytics settings. */
export interface ConsentBootstrap {
  cookies: { flag?: string; enabled?: string }
  analytics: AnalyticsSettings
}

/**
 * Run by the root loader during SSR, so the bar is rendered on the server for undecided visitors only (no layout
 * shift) and the analytics settings are read at run time. The browser branch only runs if the root loader ever
 * loads without SSR.
 */
export const getConsentBootstrap = createIsomorphicFn()
  .server((): ConsentBootstrap => ({
    cookies: readConsentCookies(getRequestHeader('cookie')),
    analytics: analyticsSettings(),
  }))
  .client(async (): Promise<ConsentBootstrap> => ({
    cookies: (await import('./consent-cookies')).readConsentCookies(document.cookie),
    analytics: {
      measurementId: import.meta.env.VITE_GA_MEASUREMENT_ID || null,
      scriptUrl: import.meta.env.VITE_GA_SCRIPT_URL || 'https://www.googletagmanager.com/gtag/js',
    },
  }))

/** Google's tag URL for the configured measurement id, or null when analytics is not configured. */
export function gaScriptSrc(analytics: AnalyticsSettings): string | null {
  if (!analytics.measurementId) return null
  const url = new URL(analytics.scriptUrl)
  url.searchParams.set('id', analytics.measurementId)
  return url.href
}

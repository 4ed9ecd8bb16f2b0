import { describe, expect, it } from 'vitest'
import { locales } from '@/lib/i18n/locales'
import { installLinks, themeColorMeta, webManifest } from './web-manifest'

describe('web app manifest (issue 43)', () => {
  it('is localized per language and opens on that language', () => {
    const manifests = locales.map((locale) => webManifest(locale))
    expect(new Set(manifests.map((m) => m.name)).size).toBe(locales.length)
    expect(new Set(manifests.map((m) => m.description)).size).toBe(locales.length)
    for (const [i, locale] of locales.entries()) {
      expect(manifests[i]).toMatchObject({ start_url: `/${locale}`, display: 'standalone' })
      expect(installLinks(locale)[0]).toEqual({ rel: 'manifest', href: `/${locale}/manifest.webmanifest` })
    }
  })

  it('has a theme colour per colour scheme, or the chosen theme only', () => {
    expect(themeColorMeta('system').map((m) => ('media' in m ? m.media : undefined))).toEqual([
      '(prefers-color-scheme: light)',
      '(prefers-color-scheme: dark)',
    ])
    expect(themeColorMeta('dark')).toEqual([{ content: themeColorMeta(undefined)[1]!.content }])
  })
})

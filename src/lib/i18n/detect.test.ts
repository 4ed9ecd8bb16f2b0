import { describe, expect, it } from 'vitest'
import { detectLocale, detectLocaleFromRequest, localeFromPath, localesFromAcceptLanguage } from './detect'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, baseLocale, isLocale, locales } from './locales'

describe('supported locales', () => {
  it('are en, es, ru, uk with en as the fallback', () => {
    expect([...locales].sort()).toEqual(['en', 'es', 'ru', 'uk'])
    expect(baseLocale).toBe('en')
    expect(isLocale('fr')).toBe(false)
    expect(isLocale('EN')).toBe(false)
  })
  it('remembers the choice in a `locale` cookie for 365 days', () => {
    expect(LOCALE_COOKIE).toBe('locale')
    expect(LOCALE_COOKIE_MAX_AGE).toBe(365 * 24 * 60 * 60)
  })
})

describe('localesFromAcceptLanguage', () => {
  it('orders supported languages by q-value, then by position', () => {
    expect(localesFromAcceptLanguage('en;q=0.5, ru;q=0.9, es')).toEqual(['es', 'ru', 'en'])
    expect(localesFromAcceptLanguage('uk, ru')).toEqual(['uk', 'ru'])
  })
  it('maps regional tags to their language and drops duplicates', () => {
    expect(localesFromAcceptLanguage('ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['ru', 'en'])
    expect(localesFromAcceptLanguage('ES-mx')).toEqual(['es'])
  })
  it('ignores unsupported languages, q=0 and malformed q-values', () => {
    expect(localesFromAcceptLanguage('fr-FR, de;q=0.9')).toEqual([])
    expect(localesFromAcceptLanguage('ru;q=0, es;q=0.1')).toEqual(['es'])
    expect(localesFromAcceptLanguage('ru;q=abc, uk;q=0.2')).toEqual(['uk'])
  })
  it('treats * as the fallback language', () => {
    expect(localesFromAcceptLanguage('fr, *;q=0.5')).toEqual(['en'])
  })
  it('is empty without a header', () => {
    expect(localesFromAcceptLanguage(null)).toEqual([])
    expect(localesFromAcceptLanguage('')).toEqual([])
  })
})

describe('detectLocale (spec: cookie, then browser languages, then fallback)', () => {
  it('prefers a valid locale cookie over Accept-Language', () => {
    expect(detectLocale({ cookie: 'locale=uk', acceptLanguage: 'ru-RU,ru;q=0.9' })).toBe('uk')
  })
  it('ignores an invalid cookie and falls through to Accept-Language', () => {
    expect(detectLocale({ cookie: 'locale=fr', acceptLanguage: 'ru-RU,ru;q=0.9' })).toBe('ru')
    expect(detectLocale({ cookie: 'locale=', acceptLanguage: 'es' })).toBe('es')
    expect(detectLocale({ cookie: 'locale=EN', acceptLanguage: 'uk' })).toBe('uk')
  })
  it('uses the highest-q supported language', () => {
    expect(detectLocale({ acceptLanguage: 'fr;q=1, es;q=0.4, uk;q=0.8' })).toBe('uk')
  })
  it('falls back to en', () => {
    expect(detectLocale({})).toBe('en')
    expect(detectLocale({ cookie: null, acceptLanguage: null })).toBe('en')
    expect(detectLocale({ cookie: 'locale=xx', acceptLanguage: 'fr, de' })).toBe('en')
  })
})

describe('localeFromPath / detectLocaleFromRequest', () => {
  it('reads the first path segment only when it is a supported locale', () => {
    expect(localeFromPath('/es/about')).toBe('es')
    expect(localeFromPath('/uk')).toBe('uk')
    expect(localeFromPath('/fr/about')).toBeUndefined()
    expect(localeFromPath('/about/es')).toBeUndefined()
    expect(localeFromPath('/')).toBeUndefined()
  })
  it('lets the route prefix decide once a localized URL is served', () => {
    const request = new Request('http://localhost/ru/about', {
      headers: { cookie: 'locale=uk', 'accept-language': 'es' },
    })
    expect(detectLocaleFromRequest(request)).toBe('ru')
  })
  it('detects from cookie and headers on unprefixed URLs', () => {
    expect(
      detectLocaleFromRequest(
        new Request('http://localhost/api/x', { headers: { cookie: 'locale=uk', 'accept-language': 'es' } }),
      ),
    ).toBe('uk')
    expect(
      detectLocaleFromRequest(new Request('http://localhost/api/x', { headers: { 'accept-language': 'es-AR' } })),
    ).toBe('es')
    expect(detectLocaleFromRequest(new Request('http://localhost/fr/x'))).toBe('en')
  })
})

import { describe, expect, it } from 'vitest'
import { cookieLine } from './cookie-line'
import { cookieNames, readCookie } from './cookies'

describe('readCookie', () => {
  it('finds a cookie by its exact name', () => {
    expect(readCookie('a=1; locale=uk; b=2', 'locale')).toBe('uk')
    expect(readCookie('locale=es', 'locale')).toBe('es')
    expect(readCookie('locale=ru; locale=es', 'locale')).toBe('ru')
  })
  it('ignores names that only contain or start with it', () => {
    expect(readCookie('xlocale=ru; locale_old=es', 'locale')).toBeUndefined()
  })
  it('answers undefined when there is nothing to read', () => {
    expect(readCookie(null, 'locale')).toBeUndefined()
    expect(readCookie(undefined, 'locale')).toBeUndefined()
    expect(readCookie('', 'locale')).toBeUndefined()
    expect(readCookie('other=1', 'locale')).toBeUndefined()
    expect(readCookie('locale=%E0%A4%A', 'locale')).toBeUndefined()
  })
  it('percent-decodes unless asked for the raw value', () => {
    expect(readCookie('s=a%2Bb%3D', 's')).toBe('a+b=')
    expect(readCookie('s=a%2Bb%3D', 's', { raw: true })).toBe('a%2Bb%3D')
  })
})

describe('cookieNames', () => {
  it('lists the names of a header', () => {
    expect(cookieNames('_ga=GA1.1; consent=1 ;  _ga_X=GS1')).toEqual(['_ga', 'consent', '_ga_X'])
    expect(cookieNames('')).toEqual([])
    expect(cookieNames(null)).toEqual([])
  })
})

describe('cookieLine', () => {
  it('writes the value as given, with Path=/ and the attributes asked for', () => {
    expect(cookieLine('consent', 'a|b', { maxAge: 60, sameSite: 'lax' })).toBe(
      'consent=a|b; Max-Age=60; Path=/; SameSite=Lax',
    )
    expect(cookieLine('s', '', { maxAge: 0, httpOnly: true, secure: true, sameSite: 'lax' })).toBe(
      's=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
    )
    expect(cookieLine('_ga', '', { maxAge: 0, domain: '.example.com' })).toBe(
      '_ga=; Max-Age=0; Domain=.example.com; Path=/',
    )
  })
})

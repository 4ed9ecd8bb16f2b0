import { describe, expect, it } from 'vitest'
import {
  AppError,
  ConflictError,
  ForbiddenError,
  errorGroup,
  errorGroups,
  isBot,
  isReportable,
  normalizeStatus,
  readNotFoundData,
  statusOf,
} from './errors'

describe('normalizeStatus', () => {
  it('keeps valid HTTP status codes', () => {
    expect(normalizeStatus(404)).toBe(404)
    expect(normalizeStatus(100)).toBe(100)
    expect(normalizeStatus(599)).toBe(599)
  })
  it('turns a missing or invalid code into 500', () => {
    for (const bad of [undefined, null, '404', 99, 600, 404.5, Number.NaN, {}, -1])
      expect(normalizeStatus(bad)).toBe(500)
  })
})

describe('errorGroup (spec §8)', () => {
  it.each([400, 401, 403, 404, 408, 409])('%i has its own group', (code) => {
    expect(errorGroup(code)).toBe(String(code))
  })
  it.each([402, 405, 410, 418, 429, 500, 502, 503, 301])('%i uses the default group', (code) => {
    expect(errorGroup(code)).toBe('default')
  })
  it('treats a missing status as 500 (default group)', () => {
    expect(errorGroup(undefined)).toBe('default')
    expect(errorGroup('404')).toBe('default')
  })
})

describe('isReportable', () => {
  it('does not report 300–499', () => {
    for (const code of [300, 301, 308, 400, 401, 403, 404, 409, 499]) expect(isReportable(code)).toBe(false)
  })
  it('reports everything else, including a missing status (500)', () => {
    for (const code of [200, 299, 500, 502, 503, 599]) expect(isReportable(code)).toBe(true)
    expect(isReportable(undefined)).toBe(true)
    expect(isReportable('nope')).toBe(true)
  })
})

describe('isBot (spec §2)', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Googlebot/2.1',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Chrome-Lighthouse',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (compatible; Google-InspectionTool/1.0)',
    'AdsBot-Google (+http://www.google.com/adsbot.html)',
    'Twitterbot/1.0',
    'SLACKBOT',
  ])('recognises %s', (ua) => {
    expect(isBot(ua)).toBe(true)
  })
  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  ])('does not flag the browser %s', (ua) => {
    expect(isBot(ua)).toBe(false)
  })
  it('is false without a user agent', () => {
    expect(isBot(undefined)).toBe(false)
    expect(isBot(null)).toBe(false)
    expect(isBot('')).toBe(false)
  })
})

describe('statusOf / AppError', () => {
  it('reads status or statusCode from thrown values', () => {
    expect(statusOf(new ConflictError())).toBe(409)
    expect(statusOf({ statusCode: 401 })).toBe(401)
    expect(statusOf({ status: '404' })).toBeUndefined()
    expect(statusOf(new Error('x'))).toBeUndefined()
    expect(statusOf(null)).toBeUndefined()
    expect(statusOf('boom')).toBeUndefined()
  })
  it('AppError carries status, code and whether its message is localized', () => {
    const bare = new ForbiddenError()
    expect(bare).toBeInstanceOf(AppError)
    expect([bare.status, bare.code, bare.localized]).toEqual([403, 'forbidden', false])
    const said = new ForbiddenError('Nicht erlaubt', 'forbidden_origin')
    expect([said.code, said.message, said.localized]).toEqual(['forbidden_origin', 'Nicht erlaubt', true])
  })
})

describe('readNotFoundData', () => {
  it('tells the route and path messages apart', () => {
    expect(readNotFoundData({ kind: 'route', path: '/fr' })).toEqual({ kind: 'route', path: '/fr' })
    expect(readNotFoundData({ kind: 'path', path: '/en/x' })).toEqual({ kind: 'path', path: '/en/x' })
  })
  it('defaults to the path kind and ignores bad data', () => {
    expect(readNotFoundData(undefined)).toEqual({ kind: 'path', path: undefined })
    expect(readNotFoundData({ kind: 'other', path: 42 })).toEqual({ kind: 'path', path: undefined })
  })
})

describe('errorGroups', () => {
  it('lists the spec groups', () => {
    expect(errorGroups).toEqual(['400', '401', '403', '404', '408', '409', 'default'])
  })
})

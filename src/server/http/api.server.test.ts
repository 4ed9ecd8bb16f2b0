import { hasForbiddenCharacters } from '@/lib/text-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { m } from '@/paraglide/messages'
import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
  UnauthorizedError,
} from '@/lib/errors'
import {
  addVary,
  apiError,
  errorResponse,
  lengthRequiredResponse,
  notFoundResponse,
  payloadTooLargeResponse,
  readJson,
  requestLocale,
  searchParamsObject,
  validate,
  validateQuery,
} from './api.server'
import { fieldErrors } from './validation.server'

const cyrillic = /[\u0400-\u04FF]/

async function body(response: Response) {
  return (await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }
}

describe('requestLocale', () => {
  it('follows Accept-Language with q-values, else en', () => {
    const request = (value?: string) =>
      new Request('http://x/api', value ? { headers: { 'accept-language': value } } : {})
    expect(requestLocale(request('uk-UA,uk;q=0.9'))).toBe('uk')
    expect(requestLocale(request('fr, es;q=0.5, ru;q=0.7'))).toBe('ru')
    expect(requestLocale(request('fr'))).toBe('en')
    expect(requestLocale(request())).toBe('en')
  })
})

describe('apiError', () => {
  it('answers { error: { code, message, fields } } with no-store', async () => {
    const response = apiError('en', 409, 'conflict', 'Taken', { slug: 'Already used' })
    expect(response.status).toBe(409)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(await body(response)).toEqual({
      error: { code: 'conflict', message: 'Taken', fields: { slug: 'Already used' } },
    })
  })
  it('leaves fields out when there are none', async () => {
    expect(await body(apiError('en', 400, 'x', 'y'))).toEqual({ error: { code: 'x', message: 'y' } })
  })
  it('keeps extra headers, given as an object or as Headers', () => {
    expect(
      apiError('en', 429, 'slow', 'down', undefined, { headers: { 'retry-after': '5' } }).headers.get('retry-after'),
    ).toBe('5')
    const headers = new Headers({ 'retry-after': '7' })
    const response = apiError('en', 429, 'slow', 'down', undefined, { headers })
    expect(response.headers.get('retry-after')).toBe('7')
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})

describe('error answers say their language', () => {
  it.each([
    ['400', () => errorResponse(new InvalidInputError({ a: 'b' }), 'uk')],
    ['401', () => errorResponse(new UnauthorizedError(), 'uk')],
    ['403', () => errorResponse(new ForbiddenError(), 'uk')],
    ['404', () => errorResponse(new NotFoundError(), 'uk')],
    ['404', () => notFoundResponse('uk')],
    ['409', () => errorResponse(new ConflictError('Зайнято'), 'uk')],
    ['411', () => lengthRequiredResponse('uk')],
    ['413', () => payloadTooLargeResponse('uk')],
    ['429', () => errorResponse(new RateLimitedError(30), 'uk')],
    ['500', () => errorResponse(new Error('boom'), 'uk')],
  ])('%s: Content-Language and Vary: Accept-Language', (status, answer) => {
    const response = answer()
    expect(String(response.status)).toBe(status)
    expect(response.headers.get('content-language')).toBe('uk')
    expect(response.headers.get('vary')).toBe('Accept-Language')
  })
  it('a handler adding Vary: Cookie keeps Accept-Language, once', () => {
    const response = apiError('es', 401, 'unauthorized', 'x', undefined, { headers: { vary: 'Accept-Language' } })
    addVary(response.headers, 'Cookie')
    addVary(response.headers, 'accept-language')
    expect(response.headers.get('vary')).toBe('Accept-Language, Cookie')
  })
})

describe('validate', () => {
  const schema = z.object({ email: z.email(), age: z.number().int().min(18) })

  it('returns the parsed data', () => {
    expect(validate(schema, { email: 'a@b.co', age: 30 }, 'en')).toEqual({
      ok: true,
      data: { email: 'a@b.co', age: 30 },
    })
  })

  it('turns bad input into a 400 with one localized message per field', async () => {
    const result = validate(schema, { email: 'nope', age: 3 }, 'ru')
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.response.status).toBe(400)
    const { error } = await body(result.response)
    expect(error.code).toBe('invalid_input')
    expect(error.message).toBe(m.api_invalid_input({}, { locale: 'ru' }))
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['age', 'email'])
    expect(error.fields?.email).toMatch(cyrillic)
    expect(error.fields?.age).toMatch(cyrillic)
  })

  it.each(['es', 'uk'] as const)('localizes field messages in %s', async (locale) => {
    const result = validate(schema, {}, locale)
    if (result.ok) throw new Error('expected a failure')
    const { error } = await body(result.response)
    expect(error.message).toBe(m.api_invalid_input({}, { locale }))
    const english = validate(schema, {}, 'en')
    if (english.ok) throw new Error('expected a failure')
    expect(error.fields?.email).not.toBe((await body(english.response)).error.fields?.email)
  })

  it('reports a wrong root type under "_" and never throws', async () => {
    for (const input of [null, 'x', 42, [], undefined]) {
      const result = validate(schema, input, 'en')
      expect(result.ok).toBe(false)
      if (!result.ok) expect(Object.keys((await body(result.response)).error.fields ?? {})).toEqual(['_'])
    }
  })
})

describe('fieldErrors', () => {
  it('keeps the first message per nested path', () => {
    const result = z.object({ a: z.object({ b: z.string().min(3).max(1) }) }).safeParse({ a: { b: 'xx' } })
    if (result.success) throw new Error('expected a failure')
    const fields = fieldErrors(result.error)
    expect(Object.keys(fields)).toEqual(['a.b'])
  })
})

describe('readJson', () => {
  it('parses a JSON body', async () => {
    const request = new Request('http://x/api', { method: 'POST', body: '{"a":1}' })
    expect(await readJson(request, 'en')).toEqual({ ok: true, data: { a: 1 } })
  })
  it.each(['{bad', '', 'undefined'])('answers 400 invalid_json for %j, localized', async (raw) => {
    const result = await readJson(new Request('http://x/api', { method: 'POST', body: raw }), 'es')
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.response.status).toBe(400)
    expect(await body(result.response)).toEqual({
      error: { code: 'invalid_json', message: m.api_invalid_json({}, { locale: 'es' }) },
    })
  })
})

describe('notFoundResponse', () => {
  it('is a localized 404', async () => {
    const response = notFoundResponse('uk')
    expect(response.status).toBe(404)
    expect(await body(response)).toEqual({
      error: { code: 'not_found', message: m.api_not_found({}, { locale: 'uk' }) },
    })
  })
})

describe('searchParamsObject', () => {
  it('keeps single values as strings and repeated keys as arrays', () => {
    expect(searchParamsObject(new URL('http://x/api?page=2&tag=a&tag=b&empty='))).toEqual({
      page: '2',
      tag: ['a', 'b'],
      empty: '',
    })
    expect(searchParamsObject(new URL('http://x/api'))).toEqual({})
  })

  it('decodes as URLSearchParams does, but keeps bytes that are not UTF-8 as invalid Unicode instead of U+FFFD', () => {
    const same = ['q=a+b%2Bc', 'q=%D0%B3%D0%BE%D1%80%D1%8B', 'q=100%', 'q=%zz%2', 'q=%EF%BB%BF', 'a%20b=1&c', 'q=🏔']
    for (const search of same) {
      const url = new URL(`http://x/api?${search}`)
      expect(searchParamsObject(url), search).toEqual(Object.fromEntries(url.searchParams))
    }
    for (const search of ['q=%ff', 'q=ok%C3', 'q=%E0%A4%A', 'q=%C3%28', 'q=%ED%A0%80']) {
      const { q } = searchParamsObject(new URL(`http://x/api?${search}`))
      expect(typeof q === 'string' && hasForbiddenCharacters(q), search).toBe(true)
      expect(q, search).not.toContain('\uFFFD')
    }
    expect(Object.keys(searchParamsObject(new URL('http://x/api?%ff=1')))).toEqual(['\uDCFF'])
  })
})

describe('validateQuery', () => {
  const query = (search: string) => searchParamsObject(new URL(`http://x/api?${search}`))
  const schema = z
    .object({
      limit: z.coerce.number().int().min(1).default(10),
      flag: z.coerce.boolean().optional(),
      text: z.preprocess((value) => value, z.string().min(3)).optional(),
      tags: z.array(z.string()).optional(),
    })
    .strict()

  it('answers a repeated one-value parameter "Give a single value." whatever its type, in the caller\'s language', async () => {
    for (const locale of ['en', 'uk'] as const) {
      const result = validateQuery(schema, query('limit=1&limit=2&flag=1&flag=0&text=ab'), locale)
      expect(result.ok).toBe(false)
      if (result.ok) return
      expect((await body(result.response)).error.fields).toEqual({
        limit: m.validation_single_value({}, { locale }),
        // A coerced boolean took the array as `true` without a word.
        flag: m.validation_single_value({}, { locale }),
        text: m.validation_text_min({ count: 3 }, { locale }),
      })
    }
  })

  it('lets a list parameter repeat, and leaves unknown parameters to the schema', async () => {
    expect(validateQuery(schema, query('tags=a&tags=b&limit=2'), 'en')).toEqual({
      ok: true,
      data: { tags: ['a', 'b'], limit: 2 },
    })
    const unknown = validateQuery(schema, query('foo=1&foo=2'), 'en')
    expect(unknown.ok).toBe(false)
    if (!unknown.ok)
      expect((await body(unknown.response)).error.fields).toEqual({
        _: m.validation_unknown_parameter({}, { locale: 'en' }),
      })
  })
})

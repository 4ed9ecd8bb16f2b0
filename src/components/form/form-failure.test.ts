import { describe, expect, it } from 'vitest'
import { ApiRequestError } from '@/lib/api-client'
import { fieldMessageOf, nextIdempotencyKey, viewOfFailure } from './form-failure'

const answered = (status: number, body: unknown, retryAfter?: number) =>
  new ApiRequestError('PUT', '/api/v1/user/preferences', status, body, retryAfter)

describe('viewOfFailure (one decoding of a failed call for every form)', () => {
  it('a 401 is the signed-out notice (the input stays), unless the form has none (sign-in itself)', () => {
    const error = answered(401, { error: { code: 'unauthorized', message: 'Sign in.' } })
    expect(viewOfFailure(error, 'Failed.', true)).toEqual({ kind: 'signed-out' })
    expect(viewOfFailure(error, 'Failed.', false)).toEqual({
      kind: 'failure',
      failure: { code: 'unauthorized', message: 'Sign in.' },
    })
  })

  it('the JSON error body gives the message and field → message; Retry-After comes along', () => {
    const body = { error: { code: 'invalid_input', message: 'Check the fields.', fields: { name: 'Name?' } } }
    const view = viewOfFailure(answered(400, body), 'Failed.', true)
    expect(view).toEqual({ kind: 'failure', failure: body.error })
    const failure = view.kind === 'failure' ? view.failure : null
    expect(fieldMessageOf(failure, 'name')).toBe('Name?')
    expect(fieldMessageOf(failure, 'email')).toBeUndefined()
    expect(fieldMessageOf(null, 'name')).toBeUndefined()
    const limited = viewOfFailure(answered(429, { error: { code: 'rate_limited', message: 'Later.' } }, 30), 'F', true)
    expect(limited).toEqual({ kind: 'failure', failure: { code: 'rate_limited', message: 'Later.', retryAfter: 30 } })
  })

  it('no answer, or an answer without our body: the form’s own fallback text', () => {
    expect(viewOfFailure(new TypeError('Failed to fetch'), 'Failed.', true)).toEqual({
      kind: 'failure',
      failure: { code: 'failed', message: 'Failed.' },
    })
    expect(viewOfFailure(answered(0, undefined), 'Failed.', true)).toEqual({
      kind: 'failure',
      failure: { code: 'failed', message: 'Failed.' },
    })
    expect(viewOfFailure(answered(502, '<html>'), 'Failed.', true)).toEqual({
      kind: 'failure',
      failure: { code: 'failed', message: 'Failed.' },
    })
  })
})

describe('nextIdempotencyKey (one key per intended change)', () => {
  it('a failure keeps the key for the retry; a success ends it', () => {
    let n = 0
    const fresh = () => `key-${++n}`
    let key = fresh()
    key = nextIdempotencyKey(key, 'failure', fresh)
    key = nextIdempotencyKey(key, 'failure', fresh)
    expect(key).toBe('key-1')
    key = nextIdempotencyKey(key, 'success', fresh)
    expect(key).toBe('key-2')
  })
})

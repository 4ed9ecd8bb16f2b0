import { describe, expect, it } from 'vitest'
import { ApiRequestError } from './api-client'
import { NotFoundError, UnauthorizedError } from './errors'
import { createQueryClient, shouldRetryQuery } from './query-client'

describe('query retries (spec §9 retry statuses)', () => {
  it('retries once on 408, 409, 425, 429, 500, 502, 503, 504', () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
      expect(shouldRetryQuery(0, new ApiRequestError('GET', '/api/x', status, null))).toBe(true)
      expect(shouldRetryQuery(1, new ApiRequestError('GET', '/api/x', status, null))).toBe(false)
    }
  })
  it('never retries 401, 403, 404, other statuses or errors without a status', () => {
    expect(shouldRetryQuery(0, new UnauthorizedError())).toBe(false)
    expect(shouldRetryQuery(0, new ApiRequestError('GET', '/api/x', 403, null))).toBe(false)
    expect(shouldRetryQuery(0, new NotFoundError())).toBe(false)
    expect(shouldRetryQuery(0, new ApiRequestError('GET', '/api/x', 501, null))).toBe(false)
    expect(shouldRetryQuery(0, new Error('boom'))).toBe(false)
  })
  it('is what the app query client actually does', async () => {
    const client = createQueryClient()
    let calls = 0
    await expect(
      client.fetchQuery({
        queryKey: ['missing'],
        queryFn: () => {
          calls++
          throw new NotFoundError()
        },
        retryDelay: 0,
      }),
    ).rejects.toThrow()
    expect(calls).toBe(1)
    calls = 0
    await expect(
      client.fetchQuery({
        queryKey: ['busy'],
        queryFn: () => {
          calls++
          throw new ApiRequestError('GET', '/api/x', 503, null)
        },
        retryDelay: 0,
      }),
    ).rejects.toThrow()
    expect(calls).toBe(2)
  })
})

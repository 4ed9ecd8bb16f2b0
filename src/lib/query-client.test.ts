import { environmentManager } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiRequestError } from './api-client'
import { ConflictError, NotFoundError, UnauthorizedError } from './errors'
import { createQueryClient, shouldRetry } from './query-client'

const failed = (status: number) => new ApiRequestError('GET', '/api/x', status, null)

describe('query retries (spec §9 retry statuses, ADR 016)', () => {
  it('never retries an expected answer', () => {
    expect(shouldRetry(0, notFound())).toBe(false)
    expect(shouldRetry(0, redirect({ href: '/en' }))).toBe(false)
    expect(shouldRetry(0, new NotFoundError())).toBe(false)
    expect(shouldRetry(0, new ConflictError())).toBe(false)
    expect(shouldRetry(0, new UnauthorizedError())).toBe(false)
  })
  it('retries once on 408, 409, 425, 429, 500, 502, 503, 504', () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
      expect(shouldRetry(0, failed(status)), String(status)).toBe(true)
      expect(shouldRetry(1, failed(status)), String(status)).toBe(false)
    }
  })
  it('never retries 401, 403, 404 or other statuses', () => {
    for (const status of [400, 401, 403, 404, 422, 501])
      expect(shouldRetry(0, failed(status)), String(status)).toBe(false)
  })
  it('retries a failure without an answer (network) once', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true)
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(false)
  })

  let calls = 0
  const run = (client: ReturnType<typeof createQueryClient>, error: unknown) =>
    client.fetchQuery({
      queryKey: ['q', calls],
      queryFn: () => {
        calls++
        throw error
      },
      retryDelay: 0,
    })
  afterEach(() => {
    calls = 0
    environmentManager.setIsServer(() => typeof window === 'undefined')
  })

  it('is what the app query client does in the browser', async () => {
    environmentManager.setIsServer(() => false)
    const client = createQueryClient()
    await expect(run(client, failed(404))).rejects.toThrow()
    expect(calls).toBe(1)
    calls = 0
    await expect(run(client, failed(503))).rejects.toThrow()
    expect(calls).toBe(2)
    calls = 0
    await expect(run(client, new TypeError('Failed to fetch'))).rejects.toThrow()
    expect(calls).toBe(2)
  })

  it('never retries during a server render: the failure is the answer, not a lost connection', async () => {
    expect(environmentManager.isServer()).toBe(true)
    const client = createQueryClient()
    await expect(run(client, new Error('loader bug'))).rejects.toThrow('loader bug')
    expect(calls).toBe(1)
    calls = 0
    await expect(run(client, failed(503))).rejects.toThrow()
    expect(calls).toBe(1)
  })
})

import { notFound, redirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { ConflictError, NotFoundError } from './errors'
import { shouldRetry } from './query-client'

describe('query retries', () => {
  it('never retries an expected answer', () => {
    expect(shouldRetry(0, notFound())).toBe(false)
    expect(shouldRetry(0, redirect({ href: '/en' }))).toBe(false)
    expect(shouldRetry(0, new NotFoundError())).toBe(false)
    expect(shouldRetry(0, new ConflictError())).toBe(false)
  })
  it('retries other failures once', () => {
    expect(shouldRetry(0, new Error('network'))).toBe(true)
    expect(shouldRetry(1, new Error('network'))).toBe(false)
  })
})

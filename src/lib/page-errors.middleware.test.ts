import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { ForbiddenError, NotFoundError } from './errors'
import { pageErrorsMiddleware } from './page-errors.middleware'

type Next = () => Promise<unknown>
const run = (next: Next) =>
  (pageErrorsMiddleware.options.server as unknown as (ctx: { next: Next }) => Promise<unknown>)({ next })

describe('pageErrorsMiddleware', () => {
  it("turns a service's NotFoundError into the router's notFound()", async () => {
    const error = await run(() => Promise.reject(new NotFoundError())).catch((e: unknown) => e)
    expect(isNotFound(error)).toBe(true)
  })
  it('passes results and other errors through', async () => {
    expect(await run(() => Promise.resolve('page'))).toBe('page')
    await expect(run(() => Promise.reject(new ForbiddenError()))).rejects.toBeInstanceOf(ForbiddenError)
  })
})

import { notFound, type AnyRoute } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { failedMatch, headsStepAsideOnError } from './route-head'

const ok = { status: 'success' }

describe('failedMatch', () => {
  it('finds an error, a not-found, and a not-found the root caught (status success)', () => {
    const error = { status: 'error', error: new Error('x') }
    expect(failedMatch([ok, error, ok])).toBe(error)
    const missing = { status: 'notFound', error: notFound() }
    expect(failedMatch([ok, missing])).toBe(missing)
    const caught = { status: 'success', error: notFound() }
    expect(failedMatch([caught, ok])).toBe(caught)
    expect(failedMatch([ok, { status: 'pending' }])).toBeUndefined()
  })
})

describe('headsStepAsideOnError', () => {
  type Head = (ctx: { matches: object[] }) => unknown
  function fakeRoute(isRoot: boolean, title: string) {
    const options: { head?: Head } = { head: () => ({ meta: [{ title }] }) }
    const update = (next: typeof options) => Object.assign(options, next)
    return { isRoot, options, update } as unknown as AnyRoute & { options: { head: Head } }
  }

  it("keeps a route's head while nothing failed and steps aside after a failure; the root's is its own", () => {
    const root = fakeRoute(true, 'Something went wrong')
    const trips = fakeRoute(false, 'Small-group trips')
    headsStepAsideOnError([root, trips])
    expect(trips.options.head({ matches: [ok, ok] })).toEqual({ meta: [{ title: 'Small-group trips' }] })
    expect(trips.options.head({ matches: [ok, { status: 'error', error: new Error('x') }] })).toEqual({})
    expect(trips.options.head({ matches: [{ status: 'success', error: notFound() }] })).toEqual({})
    expect(root.options.head({ matches: [ok, { status: 'error' }] })).toEqual({
      meta: [{ title: 'Something went wrong' }],
    })
  })

  it('wraps once however often the router is built (once per request on the server)', () => {
    const trips = fakeRoute(false, 'Small-group trips')
    headsStepAsideOnError([trips])
    const wrapped = trips.options.head
    headsStepAsideOnError([trips])
    expect(trips.options.head).toBe(wrapped)
  })
})

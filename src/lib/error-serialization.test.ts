import { createDefaultSerovalPlugins, makeSerovalPlugin } from '@tanstack/router-core/ssr/client'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { fromCrossJSON, toCrossJSONAsync } from 'seroval'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { unexpectedErrorAdapter } from './error-serialization'
import { NotFoundError } from './errors'

// What the browser receives for a failed server function: Start serializes `{ error }` with the start's adapters
// first, then the router's plugins (which send an error's message), as createServerFnErrorResponse does.
const plugins = [makeSerovalPlugin(unexpectedErrorAdapter), ...createDefaultSerovalPlugins()]
async function overTheWire(error: unknown) {
  const json = JSON.stringify(await toCrossJSONAsync({ error }, { refs: new Map(), plugins }))
  return { json, received: (fromCrossJSON(JSON.parse(json), { refs: new Map(), plugins }) as { error: unknown }).error }
}

describe('errors on their way to the browser', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('send an unexpected error without its message: no SQL, no parameters', async () => {
    vi.stubEnv('DEV', false)
    const failure = new DrizzleQueryError(
      'select "user_id" from "session" where "token" = $1',
      ['tok-secret-123'],
      new Error('canceling statement due to lock timeout'),
    )
    const { json, received } = await overTheWire(failure)
    expect(json).not.toContain('tok-secret-123')
    expect(json).not.toContain('session')
    expect(json).not.toContain('lock timeout')
    expect(received).toBeInstanceOf(Error)
    expect((received as Error).message).toBe('')
  })

  it('keep the message of an error meant for the visitor (it has an HTTP status)', async () => {
    vi.stubEnv('DEV', false)
    const { received } = await overTheWire(new NotFoundError('No such trip'))
    expect((received as Error).message).toBe('No such trip')
  })

  it('keep the whole message in development', async () => {
    vi.stubEnv('DEV', true)
    const { received } = await overTheWire(new Error('loader exploded'))
    expect((received as Error).message).toBe('loader exploded')
  })
})

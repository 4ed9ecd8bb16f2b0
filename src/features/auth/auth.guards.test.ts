import { describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import type { ParsedLocation } from '@tanstack/react-router'
import type { PublicUser } from './auth.schemas'

// The session read is a server function; here it fails, as when the API is down.
vi.mock('./session.functions', () => ({
  getSessionFn: vi.fn(async () => {
    throw new Error('network down')
  }),
  getAuthConfigFn: vi.fn(),
}))

const { guestOnly, userOnly } = await import('./auth.guards')
const { authKeys, sessionQuery } = await import('./auth.queries')

const user: PublicUser = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.test',
  username: 'ada',
  emailVerified: true,
  image: null,
  role: 'member',
  twoFactorEnabled: false,
}
const location = (href: string, search: Record<string, unknown> = {}) =>
  ({ href, pathname: href.split('?')[0], search }) as unknown as ParsedLocation

function clientWith(sessionUser: PublicUser | null) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(authKeys.session, sessionUser)
  return queryClient
}

async function thrown(run: () => Promise<unknown>) {
  try {
    await run()
  } catch (error) {
    return error as { options: { href?: string; to?: string; params?: unknown; search?: unknown } }
  }
  return undefined
}

describe('session state', () => {
  it('a failed session read means anonymous, not an error', async () => {
    const queryClient = new QueryClient()
    await expect(queryClient.fetchQuery(sessionQuery())).resolves.toBeNull()
  })
})

describe('guards', () => {
  it('guest-only lets anonymous visitors through and sends users to the profile', async () => {
    const context = { queryClient: clientWith(null), locale: 'en' as const }
    await expect(guestOnly({ context, location: location('/en/auth/login') })).resolves.toBeUndefined()
    const signedIn = { queryClient: clientWith(user), locale: 'es' as const }
    expect(
      (await thrown(() => guestOnly({ context: signedIn, location: location('/es/auth/login') })))?.options.href,
    ).toBe('/es/profile')
  })

  it('guest-only follows a same-origin redirect and ignores others', async () => {
    const context = { queryClient: clientWith(user), locale: 'en' as const }
    const same = await thrown(() =>
      guestOnly({ context, location: location('/en/auth/login', { redirect: '/en/profile/trips' }) }),
    )
    expect(same?.options.href).toBe('/en/profile/trips')
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const result = await thrown(() => guestOnly({ context, location: location('/en/auth/login', { redirect: bad }) }))
      expect(result?.options.href, bad).toBe('/en/profile')
    }
  })

  it('user-only sends anonymous visitors to login with a redirect back', async () => {
    const context = { queryClient: clientWith(null), locale: 'uk' as const }
    const result = await thrown(() => userOnly({ context, location: location('/uk/profile/trips?page=2') }))
    expect(result?.options.to).toBe('/$lang/auth/login')
    expect(result?.options.params).toEqual({ lang: 'uk' })
    expect(result?.options.search).toEqual({ redirect: '/uk/profile/trips?page=2' })
    const signedIn = { queryClient: clientWith(user), locale: 'uk' as const }
    await expect(userOnly({ context: signedIn, location: location('/uk/profile') })).resolves.toEqual({ user })
  })
})

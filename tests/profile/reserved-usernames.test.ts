// Reserved usernames (ADR 051): names that read as the site or its staff, or as the site's own addresses, are never
// a member's handle: refused on a change with a localized field message, and skipped (numbered) when a sign-up's
// handle is made from the name.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isReservedUsername } from '@/features/auth/reserved-usernames'
import { m } from '@/paraglide/messages'
import type { Database } from '@/server/db/client.server'
import { user } from '@/server/db/schema'
import { createTestDatabase, testEngine } from '../support/db'
import { TestClient, signedUpUser, uniqueEmail } from '../support/auth-client'
import { stubTempDataDir } from '../support/settings'

stubTempDataDir('waypoints-reserved-')
let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

const usernameOf = async (userId: string) =>
  (await database.db.select({ username: user.username }).from(user).where(eq(user.id, userId)))[0]!.username

describe(`reserved usernames on ${testEngine}`, () => {
  it('a member cannot take one (localized field message); a name that only starts like one is fine', async () => {
    const member = new TestClient(undefined, 'uk')
    const { user: account } = await signedUpUser(member)
    const before = await usernameOf(account.id)
    for (const username of ['admin', 'Support', 'moderator', 'mod', 'staff', 'ad-min', 'waypoints', 'users', 'new']) {
      const refused = await member.call('PATCH /api/v1/me', { name: 'Spammer', username })
      expect(refused.status, username).toBe(400)
      expect(refused.body.error.code).toBe('username_reserved')
      expect(refused.body.error.fields.username).toBe(m.limits_username_reserved({}, { locale: 'uk' }))
    }
    expect(await usernameOf(account.id)).toBe(before)
    expect((await member.call('PATCH /api/v1/me', { name: 'Fan', username: 'admin-fan' })).status).toBe(200)
    // An account that held a reserved handle before keeps it when it changes its name.
    await database.db.update(user).set({ username: 'editor' }).where(eq(user.id, account.id))
    const kept = await member.call('PATCH /api/v1/me', { name: 'Old Editor', username: 'editor' })
    expect(kept.status).toBe(200)
    expect(kept.body.user.username).toBe('editor')
  })

  it('a handle made from the name at sign-up never is one: it gets a number', async () => {
    for (const [name, stem] of [
      ['Admin', 'admin'],
      ['Moderator', 'moderator'],
      ['Waypoints', 'waypoints'],
      ['Root', 'root'],
    ]) {
      const email = uniqueEmail()
      const registered = await new TestClient().call('POST /api/auth/register', {
        name,
        email,
        password: 'violet-harbour-tram-42',
      })
      expect(registered.status).toBe(200)
      const [row] = await database.db.select({ username: user.username }).from(user).where(eq(user.email, email))
      expect(row!.username).toMatch(new RegExp(`^${stem}-\\d+$`))
      expect(isReservedUsername(row!.username)).toBe(false)
    }
  })

  it('compares without case, hyphens and underscores', () => {
    expect(['admin', 'ADMIN', 'sys-admin', 'help_desk', 'no-reply', 'blog'].every(isReservedUsername)).toBe(true)
    expect(['admin-1234', 'helpful', 'ada', 'team-rocket'].some(isReservedUsername)).toBe(false)
  })
})

import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deleteMeHandler } from '@/features/auth/account.api.server'
import * as account from '@/features/auth/account.server'
import { cancelAllBookingsOf } from '@/features/bookings/bookings.server'
import { postBookingHandler } from '@/features/bookings/bookings.api.server'
import { cachedTrips } from '@/features/trips/trips.server'
import type { Database } from '@/server/db/client.server'
import { account as accounts, bookings, user } from '@/server/db/schema'
import { createTestDatabase, testEngine } from '../support/db'
import { TestClient, lastMailTo, mailsTo, signedUpUser, uniqueEmail } from '../support/auth-client'
import { cookieHeaders, createTrip, edgeInput, failure, requestEmailChangeAs, rest, seatsLeft, userOf } from './support'

let database: Database
beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'waypoints-account-'))
  database = await createTestDatabase()
})
afterAll(() => database.close())

const me = (client: TestClient) => client.call('GET /api/auth/me')

/** A second device of the same account. */
async function signIn(email: string, password: string) {
  const client = new TestClient()
  const login = await client.call('POST /api/auth/login', { email, password })
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`)
  return client
}

describe(`account management on ${testEngine}`, () => {
  it('shows the account age, whether it has a password and no pending change', async () => {
    const a = new TestClient()
    await signedUpUser(a)
    const { id } = await userOf(a)
    const overview = await account.accountOverview(id)
    expect(overview).toEqual({ hasPassword: true, createdAt: expect.any(String), pendingEmail: null })
    expect(Date.now() - Date.parse(overview.createdAt)).toBeLessThan(10 * 60_000)
    // An account without a password (signed up another way) is told so.
    await database.db.update(accounts).set({ password: null }).where(eq(accounts.userId, id))
    expect((await account.accountOverview(id)).hasPassword).toBe(false)
  })

  it('changes name and username; a taken or malformed username is a field error', async () => {
    const a = new TestClient()
    const b = new TestClient()
    await signedUpUser(a)
    await signedUpUser(b)
    const userA = await userOf(a)
    const userB = await userOf(b)
    const updated = await account.updateProfile(
      userA,
      edgeInput('profile', { name: ' Grace Hopper ', username: 'Grace_H' }, 'en'),
      'en',
    )
    expect(updated).toMatchObject({ name: 'Grace Hopper', username: 'grace_h' })
    expect((await me(a)).body.user.username).toBe('grace_h')

    const taken = await failure(() =>
      account.updateProfile(userB, edgeInput('profile', { name: 'B', username: 'grace_h' }, 'ru'), 'ru'),
    )
    expect(taken).toMatchObject({ status: 400, code: 'username_taken' })
    expect(taken.fields?.username).toMatch(/занято/)
    const malformed = await failure(() =>
      account.updateProfile(userB, edgeInput('profile', { name: '', username: '-x' }, 'en'), 'en'),
    )
    expect(Object.keys(malformed.fields ?? {}).sort()).toEqual(['name', 'username'])
  })

  it('changes the e-mail only through a link sent to the new address, opened by the same user', async () => {
    const a = new TestClient()
    const b = new TestClient()
    const { password } = await signedUpUser(a)
    await signedUpUser(b)
    const userA = await userOf(a)
    const newEmail = uniqueEmail('new')
    expect(await requestEmailChangeAs(userA, { newEmail }, 'uk')).toEqual({ status: 'sent' })
    const mail = lastMailTo(newEmail)
    expect(mail?.subject).toBe('Підтвердьте нову адресу електронної пошти')
    const token = new URL(mail!.link!).searchParams.get('emailChange')!
    expect(mail!.link).toMatch(/\/uk\/profile\/preferences\?emailChange=/)
    expect((await account.accountOverview(userA.id)).pendingEmail).toBe(newEmail)
    // Another member's newer pending change is theirs alone.
    const otherEmail = uniqueEmail('other')
    expect(await requestEmailChangeAs(await userOf(b), { newEmail: otherEmail }, 'en')).toEqual({
      status: 'sent',
    })
    expect((await account.accountOverview(userA.id)).pendingEmail).toBe(newEmail)
    expect((await account.accountOverview((await userOf(b)).id)).pendingEmail).toBe(otherEmail)
    // Not yet changed.
    expect((await me(a)).body.user.email).toBe(userA.email)

    // Someone else cannot use the link.
    const stolen = await failure(async () => account.confirmEmailChange(await userOf(b), token, 'en'))
    expect(stolen).toMatchObject({ status: 400, code: 'token_invalid' })

    const changed = await account.confirmEmailChange(userA, token, 'en')
    expect(changed.email).toBe(newEmail)
    expect((await me(a)).body.user.email).toBe(newEmail)
    // Used once only; the new address signs in.
    expect(await failure(() => account.confirmEmailChange(userA, token, 'en'))).toMatchObject({ code: 'token_invalid' })
    expect((await new TestClient().call('POST /api/auth/login', { email: newEmail, password })).status).toBe(200)

    // An address in use: the same answer (no enumeration) and no change link; its owner is told, with a way to sign in.
    const userB = await userOf(b)
    const before = mailsTo(newEmail).length
    expect(await requestEmailChangeAs(userB, { newEmail }, 'en')).toEqual({ status: 'sent' })
    await expect.poll(() => mailsTo(newEmail).length).toBe(before + 1)
    const notice = lastMailTo(newEmail)!
    expect(notice.subject).toBe('Your address already has a Waypoints account')
    expect(notice.link).toMatch(/\/en\/auth\/login$/)
    expect(notice.link).not.toMatch(/emailChange/)
    expect((await account.accountOverview(userB.id)).pendingEmail).toBe(otherEmail)
    expect(
      await failure(() => requestEmailChangeAs(userB, edgeInput('email', { newEmail: 'nope' }, 'en'), 'en')),
    ).toMatchObject({
      status: 400,
    })
  })

  it('an address held by a sign-up nobody confirmed goes to the member who proves the mailbox is theirs', async () => {
    // A stranger (or the member, long ago) signed up with the address and never confirmed it.
    const address = uniqueEmail('squatted')
    const squatter = await new TestClient().call('POST /api/auth/register', {
      name: 'Someone Else',
      email: address,
      password: 'quiet-meadow-stone-19',
    })
    expect(squatter.status).toBe(200)
    const [held] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, address))
    expect(held).toBeDefined()

    const a = new TestClient()
    const { password } = await signedUpUser(a)
    const member = await userOf(a)
    const before = mailsTo(address).length
    expect(await requestEmailChangeAs(member, { newEmail: address }, 'es')).toEqual({ status: 'sent' })
    await expect.poll(() => mailsTo(address).length).toBe(before + 1)
    const mail = lastMailTo(address)!
    expect(mail.subject).toBe('Confirma tu nueva dirección de correo')
    const token = new URL(mail.link!).searchParams.get('emailChange')!

    expect((await account.confirmEmailChange(member, token, 'es')).email).toBe(address)
    // The unconfirmed sign-up is gone; the address signs in to the member's account.
    expect(await database.db.select().from(user).where(eq(user.id, held!.id))).toEqual([])
    const login = await new TestClient().call('POST /api/auth/login', { email: address, password })
    expect(login.status).toBe(200)
    expect(login.body.user.id).toBe(member.id)
  })

  it('a password change needs the current password and signs out every other device', async () => {
    const a = new TestClient()
    const { email, password } = await signedUpUser(a)
    const phone = await signIn(email, password)
    expect((await me(phone)).status).toBe(200)

    const wrong = await failure(() =>
      account.changePassword(
        cookieHeaders(a),
        { currentPassword: 'not-it-at-all', newPassword: 'amber-canyon-lamp-77' },
        'en',
      ),
    )
    expect(wrong).toMatchObject({ status: 400, code: 'invalid_password' })
    const common = await failure(() =>
      account.changePassword(cookieHeaders(a), { currentPassword: password, newPassword: 'iloveyou' }, 'en'),
    )
    expect(common.fields?.newPassword).toBeTruthy()

    const { cookies, revoked } = await account.changePassword(
      cookieHeaders(a),
      { currentPassword: password, newPassword: 'amber-canyon-lamp-77' },
      'en',
    )
    expect(revoked).toBe(1)
    expect((await me(phone)).status).toBe(401)
    // This device carries on with the fresh cookie it was given.
    for (const line of cookies) {
      const [pair] = line.split(';')
      const [name, ...value] = pair!.split('=')
      a.cookies.set(name!.trim(), value.join('='))
    }
    expect((await me(a)).status).toBe(200)
    expect((await new TestClient().call('POST /api/auth/login', { email, password })).status).toBe(401)
    expect((await signIn(email, 'amber-canyon-lamp-77').then(me)).status).toBe(200)
  })

  it('lists signed-in devices and signs one out', async () => {
    const a = new TestClient()
    const { email, password } = await signedUpUser(a)
    const laptop = await signIn(email, password)
    const userA = await userOf(a)
    const sessions = await account.listSessions(cookieHeaders(a), userA.id)
    expect(sessions).toHaveLength(2)
    expect(sessions[0]!.current).toBe(true)
    expect(JSON.stringify(sessions)).not.toContain(a.sessionToken()!.split('.')[0])
    const laptopSession = sessions.find((s) => !s.current)!
    expect(await account.revokeSession(userA.id, laptopSession.id, 'en')).toEqual({ revoked: true })
    expect((await me(laptop)).status).toBe(401)
    expect((await me(a)).status).toBe(200)
    expect(await failure(() => account.revokeSession(userA.id, laptopSession.id, 'en'))).toMatchObject({ status: 404 })

    await signIn(email, password)
    expect(await account.revokeOtherSessions(cookieHeaders(a), userA.id)).toEqual({ revoked: 1 })
    expect(await account.listSessions(cookieHeaders(a), userA.id)).toHaveLength(1)
  })

  it('deleting the account needs the password, cancels upcoming bookings and frees their seats', async () => {
    const a = new TestClient()
    const { password } = await signedUpUser(a)
    const userA = await userOf(a)
    const trip = await createTrip({ seats: 5 })
    const booked = await rest(postBookingHandler, a, 'POST', '/api/v1/me/bookings', { tripId: trip.id, travellers: 2 })
    expect(await seatsLeft(trip.id)).toBe(3)
    const del = (confirmation: string) =>
      rest(
        (r) => deleteMeHandler(r, async (tx, id) => (await cancelAllBookingsOf(tx, id)).announce),
        a,
        'DELETE',
        '/api/v1/me',
        {
          confirmation,
        },
      )

    const wrong = await del('not-my-password')
    expect(wrong.status).toBe(400)
    expect(wrong.body.error.fields.confirmation).toBeTruthy()
    expect((await me(a)).status).toBe(200)

    const done = await del(password)
    expect(done.status).toBe(200)
    expect(done.body).toEqual({ deleted: true })
    expect(done.headers.get('set-cookie')).toMatch(/Max-Age=0/)
    expect(await seatsLeft(trip.id)).toBe(5)
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, booked.body.booking.id))
    expect(row).toMatchObject({ status: 'cancelled', userId: null })
    expect(await database.db.select().from(user).where(eq(user.id, userA.id))).toEqual([])
    expect((await me(a)).status).toBe(401)
  })

  // PostgreSQL only: PGlite has one connection, so no read can come in while the deletion's transaction is open.
  it.runIf(testEngine === 'postgres')(
    'frees the seats on the cached trip even when a visitor read it while the deletion was committing',
    async () => {
      const a = new TestClient()
      const { password } = await signedUpUser(a)
      const trip = await createTrip({ seats: 5 })
      await rest(postBookingHandler, a, 'POST', '/api/v1/me/bookings', { tripId: trip.id, travellers: 2 })
      expect((await cachedTrips.trip('en', trip.id)).seatsLeft).toBe(3)
      const done = await rest(
        (r) =>
          deleteMeHandler(r, async (tx, id) => {
            const cancelled = await cancelAllBookingsOf(tx, id)
            // A visitor's read on another connection, before the commit: it sees (and keeps) the old seats.
            expect((await cachedTrips.trip('en', trip.id)).seatsLeft).toBe(3)
            return cancelled.announce
          }),
        a,
        'DELETE',
        '/api/v1/me',
        { confirmation: password },
      )
      expect(done.status).toBe(200)
      expect((await cachedTrips.trip('en', trip.id)).seatsLeft).toBe(5)
    },
  )
})

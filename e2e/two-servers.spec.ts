// Scale-out (issue 12): two production servers, on different ports, share one PostgreSQL database and one Redis.
// A session made on one works on the other, sign-in rate limits are counted once for both (in Redis), a
// booking race spread over both servers never sells more seats than the trip has, and page-cache invalidations reach
// both.
import { rmSync } from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'
import { Redis } from 'ioredis'
import { test } from './support/helpers'
import { dropDatabase, freshAddress, freshDatabase, memberAcross, REDIS_URL, waitForHealth } from './support/scale-out'
import { root, startServer, type ServerProcess } from './support/server-process'

const DATABASE = 'hardening_two'
const ports = [Number(process.env.E2E_TWO_PORT_A ?? 3510), Number(process.env.E2E_TWO_PORT_B ?? 3511)] as const
const bases = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string]
const dataDirs = ports.map((port) => path.join(root, `.tmp/two-servers-${port}`))
const servers: ServerProcess[] = []

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  // Needs the machine's PostgreSQL (E2E_PG_ADMIN_URL) and Redis (E2E_REDIS_URL), like the PostgreSQL test runs.
  const databaseUrl = await freshDatabase(DATABASE)
  for (const [index, port] of ports.entries()) {
    rmSync(dataDirs[index]!, { recursive: true, force: true })
    servers.push(
      startServer(port, dataDirs[index]!, {
        DATABASE_URL: databaseUrl,
        REDIS_URL,
        // Each test comes from addresses of its own (X-Forwarded-For), so counters from earlier runs never interfere.
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
      }),
    )
    // One after the other: the first migrates and seeds, the second finds the database ready.
    await waitForHealth(bases[index]!)
  }
})

test.afterAll(async () => {
  for (const server of servers) server.child.kill('SIGTERM')
  await Promise.all(servers.map((server) => server.exited))
  await dropDatabase(DATABASE).catch(() => {})
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
})

test('a session made on one server works on the other, and signing out on one ends it on both', async () => {
  const address = freshAddress()
  // Signed up on A, confirmed (and so signed in) on B.
  const { email, cookie } = await memberAcross(bases[0], dataDirs, bases[1], address)
  for (const base of bases) {
    const me = await fetch(`${base}/api/auth/me`, { headers: { cookie } })
    expect(me.status, base).toBe(200)
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email)
    // The signed-in page too, not only the API.
    const profile = await fetch(`${base}/en/profile`, { headers: { cookie }, redirect: 'manual' })
    expect(profile.status, base).toBe(200)
    expect(await profile.text()).toContain(email)
  }
  const out = await fetch(`${bases[0]}/api/auth/logout`, {
    method: 'POST',
    headers: { cookie, origin: bases[0] },
  })
  expect(out.status).toBe(200)
  expect((await fetch(`${bases[1]}/api/auth/me`, { headers: { cookie } })).status).toBe(401)
})

test('sign-in rate limits are shared: attempts on both servers add up, and the counter is in Redis', async () => {
  const address = freshAddress()
  const email = `limits.${Date.now()}@example.test`
  const statuses: number[] = []
  // Failed sign-ins per account and client address: 10 per 15 minutes (docs/api-auth.md), five on each server.
  for (let attempt = 0; attempt < 11; attempt++) {
    const base = bases[attempt % 2]!
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': address },
      body: JSON.stringify({ email, password: 'wrong-password-123' }),
    })
    statuses.push(response.status)
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
  // The eleventh, on B, sees the ten counted by both.
  expect(statuses[10]).toBe(429)
  const redis = new Redis(REDIS_URL)
  try {
    expect(await redis.keys(`waypoints:rl:login:account-ip:*:${address}`)).toHaveLength(1)
    // The counters name the account by a keyed hash, never by its address (ADR 048).
    expect(await redis.keys(`*${email}*`)).toEqual([])
  } finally {
    redis.disconnect()
  }
})

test('a booking race spread over both servers never oversells', async () => {
  test.setTimeout(120_000)
  const trips = (await (await fetch(`${bases[0]}/api/v1/trips`)).json()) as {
    data: Array<{ id: number; seatsLeft: number }>
  }
  // The trip with the most seats left, so the race sells several bookings before it runs out.
  const trip = trips.data.sort((a, b) => b.seatsLeft - a.seatsLeft)[0]!
  const seats = trip.seatsLeft
  // Enough members that together they ask for more seats than there are; half signed in on each server.
  const perBooking = 2
  const memberCount = Math.ceil(seats / perBooking) + 2
  const address = freshAddress()
  const members = []
  for (let i = 0; i < memberCount; i++) {
    const [a, b] = i % 2 ? [1, 0] : [0, 1]
    members.push(await memberAcross(bases[a]!, dataDirs, bases[b]!, i < 8 ? address : freshAddress()))
  }
  const answers = await Promise.all(
    members.map(async (member, i) => {
      const base = bases[i % 2]!
      const response = await fetch(`${base}/api/v1/me/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie: member.cookie },
        body: JSON.stringify({ tripId: trip.id, travellers: perBooking }),
      })
      return { status: response.status, body: await response.text() }
    }),
  )
  expect(seats).toBeGreaterThanOrEqual(2 * perBooking)
  for (const answer of answers) expect([201, 409], answer.body).toContain(answer.status)
  // Some were refused: together they asked for more than there was.
  expect(answers.some((answer) => answer.status === 409)).toBe(true)
  const sold = answers.filter((answer) => answer.status === 201).length * perBooking
  expect(sold).toBeLessThanOrEqual(seats)
  // Every seat that could be sold in whole bookings was sold: the refusals were real, not errors.
  expect(seats - sold).toBeLessThan(perBooking)
  for (const base of bases) {
    const after = (await (await fetch(`${base}/api/v1/trips/${trip.id}`)).json()) as { data: { seatsLeft: number } }
    expect(after.data.seatsLeft, base).toBe(seats - sold)
  }
})

test('page-cache invalidation reaches both servers: a booking on one drops the trip page on the other', async () => {
  const trips = (await (await fetch(`${bases[0]}/api/v1/trips`)).json()) as {
    data: Array<{ id: number; seatsLeft: number }>
  }
  const [trip, other] = trips.data.filter((t) => t.seatsLeft > 0).sort((a, b) => b.seatsLeft - a.seatsLeft)
  expect(trip && other).toBeTruthy()
  const page = (base: string, id: number) => fetch(`${base}/en/trips/${id}`, { headers: { 'accept-language': 'en' } })
  // Anonymous visits fill both servers' caches.
  for (const base of bases) {
    for (const id of [trip!.id, other!.id]) {
      await page(base, id)
      expect((await page(base, id)).headers.get('x-cache'), `${base} ${id}`).toBe('hit')
    }
  }
  const member = await memberAcross(bases[0], dataDirs, bases[1], freshAddress())
  const booked = await fetch(`${bases[0]}/api/v1/me/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: bases[0], cookie: member.cookie },
    body: JSON.stringify({ tripId: trip!.id, travellers: 1 }),
  })
  expect(booked.status).toBe(201)
  // B hears of it through Redis: its next answer for the booked trip is a fresh render; the other trip stays cached.
  await expect
    .poll(async () => (await page(bases[1], trip!.id)).headers.get('x-cache'), { timeout: 5_000 })
    .not.toBe('hit')
  expect((await page(bases[1], other!.id)).headers.get('x-cache')).toBe('hit')
  expect((await page(bases[0], trip!.id)).headers.get('x-cache')).not.toBe('hit')
})

import { rmSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import pg from 'pg'
import { signUpByApi } from './support/accounts'
import { msg } from './support/helpers'
import { dropDatabase, freshAddress, freshDatabase, memberAcross, waitForHealth } from './support/scale-out'
import { root, startServer, type ServerProcess } from './support/server-process'
import { TRIP, profileSpec, seatsText, standIns } from './support/profile'
import { expectNoAxeViolations } from './support/helpers'

/**
 * Bookings and cancellations that do not go through: a booking whose answer was lost, one refused for want of seats,
 * and (on a server of its own) a cancellation after the trip started and a booking the database refuses.
 */
profileSpec()

test('a booking whose answer was lost books once when it is confirmed again', async ({ page }) => {
  const base = test.info().project.use.baseURL!
  await signUpByApi(page.request, standIns, base, { name: 'Lou Lost' })
  await page.goto(`/en/trips/${TRIP}`)
  await page.getByRole('button', { name: 'Book this trip' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Review booking' }).click()
  // The server books, then the connection drops before its answer reaches the page.
  let dropped = false
  await page.route('**/_serverFn/**', async (route) => {
    if (dropped || !route.request().postData()?.includes('idempotencyKey')) return route.fallback()
    dropped = true
    await route.fetch()
    await route.abort('connectionreset')
  })
  await dialog.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('The booking did not go through. Please try again.')
  expect(dropped).toBe(true)
  await page.unroute('**/_serverFn/**')

  // Another number of travellers now: the page says the booking is already made instead of making a second one.
  await dialog.getByRole('button', { name: 'Back' }).click()
  await dialog.getByLabel('Travellers').selectOption('2')
  await dialog.getByRole('button', { name: 'Review booking' }).click()
  await dialog.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'This booking already went through, with another number of travellers: see My trips.',
  )
  // The same choice again answers the booking the lost answer was about.
  await dialog.getByRole('button', { name: 'Back' }).click()
  await dialog.getByLabel('Travellers').selectOption('1')
  await dialog.getByRole('button', { name: 'Review booking' }).click()
  await dialog.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(dialog).toBeHidden()
  const mine = (await (await page.request.get('/api/v1/me/bookings')).json()) as {
    items: Array<{ id: number; tripId: number; travellers: number; status: string }>
  }
  expect(mine.items.map((b) => [b.tripId, b.travellers, b.status])).toEqual([[TRIP, 1, 'confirmed']])
  await page.request.delete(`/api/v1/me/bookings/${mine.items[0]!.id}`, { headers: { origin: base } })
})

test('a booking refused for want of seats shows the seats left, in the dialog and on the page', async ({
  page,
  browser,
}) => {
  const base = test.info().project.use.baseURL!
  await signUpByApi(page.request, standIns, base, { name: 'Rae Refused' })
  // Another member takes seats while this one's dialog is open (an upcoming trip other than TRIP, with room for two).
  const trips = (await (await page.request.get('/api/v1/trips?limit=50')).json()) as {
    data: Array<{ id: number; seatsLeft: number; startDate: string }>
  }
  const today = new Date().toISOString().slice(0, 10)
  const trip = trips.data
    .filter((t) => t.id !== TRIP && t.startDate > today && t.seatsLeft >= 3)
    .sort((a, b) => a.seatsLeft - b.seatsLeft)[0]!
  const otherContext = await browser.newContext()
  await signUpByApi(otherContext.request, standIns, base, { name: 'Quin Quicker' })
  const taken: number[] = []
  const take = async (travellers: number) => {
    const response = await otherContext.request.post(`${base}/api/v1/me/bookings`, {
      data: { tripId: trip.id, travellers },
      headers: { origin: base },
    })
    expect(response.status()).toBe(201)
    taken.push(((await response.json()) as { booking: { id: number } }).booking.id)
  }

  try {
    await page.goto(`/en/trips/${trip.id}`)
    const book = page.getByRole('button', { name: 'Book this trip' })
    await book.click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Travellers').selectOption('2')
    await dialog.getByRole('button', { name: 'Review booking' }).click()
    for (let left = trip.seatsLeft; left > 1; left -= Math.min(10, left - 1)) await take(Math.min(10, left - 1))

    // Refused: the message says one seat is left, and so do the choice under it and the page behind.
    await dialog.getByRole('button', { name: 'Confirm booking' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Not enough seats: only 1 seat is left.')
    await expect(dialog.getByRole('alert')).toBeFocused()
    await expect(dialog.getByLabel('Travellers').locator('option')).toHaveText(['1 traveller'])
    await expect(dialog.getByText('1 seat left')).toBeVisible()
    await expect.poll(() => seatsText(page)).toBe('1 seat left')

    // The last seat goes too: the page drops its booking step, the message comes as a toast.
    await take(1)
    await dialog.getByRole('button', { name: 'Review booking' }).click()
    await dialog.getByRole('button', { name: 'Confirm booking' }).click()
    await expect(page.getByText('This trip is fully booked: no seats are left.')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(page.locator('aside').getByText('Fully booked')).toBeVisible()
    await expect(book).toHaveCount(0)
  } finally {
    for (const id of taken) {
      await otherContext.request.delete(`${base}/api/v1/me/bookings/${id}`, { headers: { origin: base } })
    }
    await otherContext.close()
  }
})

/**
 * A cancellation the server refuses because the trip started meanwhile, and a booking it refuses because the trip's
 * stored currency fails the database's check. Only the database can make such trips, so this runs a server of its own
 * on PostgreSQL (like e2e/two-servers.spec.ts) and changes the trip there.
 */
test.describe('refusals on a server of its own: a cancellation in My trips, a booking', () => {
  const port = Number(process.env.E2E_REFUSAL_PORT ?? 3523)
  const base = `http://127.0.0.1:${port}`
  const dataDir = path.join(root, `.tmp/profile-refusal-${port}`)
  const DATABASE = `profile_refusal_${port}`
  let databaseUrl = ''
  let server: ServerProcess | undefined

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    databaseUrl = await freshDatabase(DATABASE)
    rmSync(dataDir, { recursive: true, force: true })
    server = startServer(port, dataDir, { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' })
    await waitForHealth(base)
  })
  test.afterAll(async () => {
    server?.child.kill('SIGTERM')
    await server?.exited
    await dropDatabase(DATABASE).catch(() => {})
    rmSync(dataDir, { recursive: true, force: true })
  })

  /** Signs the page in with a member's cookies from `memberAcross`. */
  async function useCookies(page: Page, cookie: string) {
    await page.context().addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=')
        // A production server names its cookies __Secure-… (127.0.0.1 counts as a secure origin).
        return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: '127.0.0.1', path: '/', secure: true }
      }),
    )
  }

  test('the list is read again, the localized message shows, and focus follows the booking', async ({ page }) => {
    test.setTimeout(90_000)
    const { cookie } = await memberAcross(base, dataDir, base, freshAddress())
    const today = new Date().toISOString().slice(0, 10)
    const trips = (await (await fetch(`${base}/api/v1/trips?limit=50`)).json()) as {
      data: Array<{ id: number; seatsLeft: number; startDate: string }>
    }
    const trip = trips.data.find((t) => t.startDate > today && t.seatsLeft >= 1)!
    const booked = await fetch(`${base}/api/v1/me/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify({ tripId: trip.id, travellers: 1 }),
    })
    expect(booked.status).toBe(201)
    const booking = ((await booked.json()) as { booking: { id: number } }).booking
    await useCookies(page, cookie)

    await page.goto(`${base}/uk/profile/trips`)
    const upcoming = page.getByRole('region', { name: /Майбутні/ })
    const past = page.getByRole('region', { name: /Минулі/ })
    const card = page.locator(`#booking-${booking.id}`)
    await expect(upcoming.locator(`#booking-${booking.id}`)).toBeVisible()
    await card.getByRole('button', { name: 'Скасувати бронювання' }).click()
    const dialog = page.getByRole('dialog')
    const confirm = dialog.getByRole('button', { name: 'Так, скасувати' })

    // No answer at all: nothing changed, so the dialog stays and its message takes focus.
    await page.route('**/_serverFn/**', (route) => route.abort())
    await confirm.click()
    await expect(dialog.getByRole('alert')).toHaveText('Не вдалося скасувати бронювання. Спробуйте ще раз.')
    await expect(dialog.getByRole('alert')).toBeFocused()
    await expectNoAxeViolations(page)
    await page.unroute('**/_serverFn/**')

    // Meanwhile the trip started: the server refuses (409 trip_started).
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      // The booked departure (ADR 045): the trip's upcoming ones start yesterday.
      await client.query(
        `update departures set start_date = (now() at time zone 'utc')::date - 1
          where trip_id = $1 and start_date >= (now() at time zone 'utc')::date`,
        [trip.id],
      )
    } finally {
      await client.end()
    }
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/_serverFn/') && r.request().method() === 'POST'),
      confirm.click(),
    ])
    expect(answer.status()).toBe(409)
    // The cancel step is gone: the message comes as a toast, the list is read again, focus follows the booking.
    await expect(
      page.getByText(/почалася .*вже не можна скасувати.*Ваше 1 місце залишається заброньованим/),
    ).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(past.locator(`#booking-${booking.id}`)).toBeVisible()
    await expect(upcoming.locator(`#booking-${booking.id}`)).toHaveCount(0)
    await expect(card.getByRole('button', { name: 'Скасувати бронювання' })).toHaveCount(0)
    await expect(card).toBeFocused()
  })

  test('booking a trip whose stored currency the database refuses says why and keeps the choice', async ({ page }) => {
    test.setTimeout(90_000)
    const { cookie } = await memberAcross(base, dataDir, base, freshAddress())
    const today = new Date().toISOString().slice(0, 10)
    const trips = (await (await fetch(`${base}/api/v1/trips?limit=50`)).json()) as {
      data: Array<{ id: number; seatsLeft: number; startDate: string }>
    }
    const trip = trips.data.find((t) => t.startDate > today && t.seatsLeft >= 2)!
    // A legacy row from before migration 0013: its currency fails the NOT VALID check, so no update of it commits.
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      await client.query('alter table departures drop constraint departures_currency_code')
      await client.query(`update departures set currency = 'EURO' where trip_id = $1`, [trip.id])
      await client.query(
        `alter table departures add constraint departures_currency_code check (currency ~ '^[A-Z]{3}$') not valid`,
      )
    } finally {
      await client.end()
    }
    await useCookies(page, cookie)
    await page.goto(`${base}/ru/trips/${trip.id}`)
    await page.getByRole('button', { name: msg('ru', 'trips_book_cta') }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(msg('ru', 'bookings_travellers_label')).selectOption('2')
    await dialog.getByRole('button', { name: msg('ru', 'bookings_review_action') }).click()
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/_serverFn/') && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: msg('ru', 'bookings_confirm_action') }).click(),
    ])
    expect(answer.status()).toBe(409)
    // The reason in the page's language, focused; the dialog stays on the member's choice of two travellers.
    await expect(dialog.getByRole('alert')).toHaveText(msg('ru', 'bookings_error_trip_not_bookable'))
    await expect(dialog.getByRole('alert')).toBeFocused()
    await expect(dialog.getByTestId('review-travellers')).toHaveText('2')
    // Nothing was taken.
    const check = new pg.Client({ connectionString: databaseUrl })
    await check.connect()
    try {
      const { rows } = await check.query<{ seats_left: number }>(
        'select seats_left from departures where trip_id = $1 and start_date = $2',
        [trip.id, trip.startDate],
      )
      expect(rows[0]?.seats_left).toBe(trip.seatsLeft)
    } finally {
      await check.end()
    }
  })
})

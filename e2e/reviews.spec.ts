import { rmSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import pg from 'pg'
import { signUpByApi } from './support/accounts'
import { expectNoAxeViolations, msg, waitForHydration } from './support/helpers'
import { dropDatabase, freshDatabase, waitForHealth } from './support/scale-out'
import { root, startServer, type ServerProcess } from './support/server-process'
import { startStandIns, stubCaptcha, type StandIns } from './support/stand-ins'

/**
 * Reviews from verified travellers (ADR 057): a member books a departure, the departure's days pass (moved into the
 * past in the database, as time would), the traveller writes a review on the trip page, an editor approves it in the
 * moderation queue, and an anonymous visitor then sees it on the trip page (its cached copy was dropped). Axe checks
 * the new screens in English and Ukrainian; screenshots at 1280 and 360 px go to test-results/reviews/. A server of
 * its own on PostgreSQL, as e2e/admin/departures.spec.ts runs, so the spec can set roles and dates in the database.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 })

const port = Number(process.env.E2E_REVIEWS_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 9)
const base = `http://127.0.0.1:${port}`
const dataDir = path.join(root, `.tmp/reviews-${port}`)
const DATABASE = `reviews_e2e_${port}`
/** Seed trip 10 (Lisbon) has departures with seats left. */
const TRIP = 10
const shots = path.join(root, 'test-results/reviews')
const REVIEW = 'Lisbon in four days was perfect: trams, tiles and the best custard tarts we ever had.'

let databaseUrl = ''
let server: ServerProcess | undefined
let standIns: StandIns
let traveller: BrowserContext
let editor: BrowserContext
let departureId = 0

async function sql<T = unknown>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as T[]
  } finally {
    await client.end()
  }
}

async function account(browser: Browser, name: string, role?: string) {
  const context = await browser.newContext({ baseURL: base })
  await stubCaptcha(context)
  const email = await signUpByApi(context.request, standIns, base, { name })
  if (role) await sql(`update "user" set role = $1, two_factor_enabled = true where email = $2`, [role, email])
  return context
}

const reviewsSection = (page: Page) => page.locator('#reviews')

async function shoot(page: Page, name: string, target = reviewsSection(page)) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 })
    await target.scrollIntoViewIfNeeded()
    await target.screenshot({ path: path.join(shots, `${name}-${width}.png`) })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000)
  standIns = await startStandIns()
  databaseUrl = await freshDatabase(DATABASE)
  rmSync(dataDir, { recursive: true, force: true })
  server = startServer(port, dataDir, {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 3325}`,
    RECAPTCHA_SITE_KEY: 'e2e-site-key',
    RECAPTCHA_SECRET_KEY: 'e2e-secret',
    RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${process.env.E2E_CAPTCHA_PORT ?? 3327}/siteverify`,
  })
  await waitForHealth(base)
  traveller = await account(browser, 'Olena Traveller')
  editor = await account(browser, 'Eddie Editor', 'editor')
  const trip = (await (await fetch(`${base}/api/v1/trips/${TRIP}`)).json()) as {
    data: { departures: Array<{ id: number; seatsLeft: number; status: string }> }
  }
  departureId = trip.data.departures.find((d) => d.status === 'open' && d.seatsLeft > 0)!.id
  const booked = await traveller.request.post(`${base}/api/v1/me/bookings`, {
    data: { departureId, travellers: 1 },
    headers: { origin: base },
  })
  expect(booked.status(), await booked.text()).toBe(201)
})
test.afterAll(async () => {
  await traveller?.close()
  await editor?.close()
  server?.child.kill('SIGTERM')
  await server?.exited
  await dropDatabase(DATABASE).catch(() => {})
  rmSync(dataDir, { recursive: true, force: true })
  await standIns?.close()
})

test('before the departure ends there is nothing to review; the trip page has no reviews yet', async ({ browser }) => {
  const page = await traveller.newPage()
  await page.goto(`/en/trips/${TRIP}/`)
  await waitForHydration(page)
  await expect(reviewsSection(page).getByText(msg('en', 'reviews_none'))).toBeVisible()
  await expect(page.getByRole('button', { name: msg('en', 'reviews_write') })).toHaveCount(0)
  await page.close()
  // An anonymous visitor's copy is cached now: approving a review later must drop it.
  const anonymous = await browser.newContext({ baseURL: base })
  const visitor = await anonymous.newPage()
  await visitor.goto(`/en/trips/${TRIP}/`)
  await expect(reviewsSection(visitor).getByText(msg('en', 'reviews_none'))).toBeVisible()
  await anonymous.close()
})

test('after the departure, the traveller writes a review; it waits for an editor', async () => {
  await sql(`update departures set start_date = current_date - 9, end_date = current_date - 3 where id = $1`, [
    departureId,
  ])
  const page = await traveller.newPage()
  await page.goto(`/en/trips/${TRIP}/`)
  await waitForHydration(page)
  const write = page.getByRole('button', { name: msg('en', 'reviews_write') })
  await expect(write).toBeVisible()
  await expectNoAxeViolations(page)
  await shoot(page, 'trip-reviews-write')
  await write.click()
  const form = page.getByRole('form')
  await expect(page.getByRole('textbox', { name: msg('en', 'reviews_body_label') })).toBeVisible()
  // A too-short text is refused beside its field, in the page's language.
  await page.getByRole('textbox', { name: msg('en', 'reviews_body_label') }).fill('Nice.')
  await page.getByRole('button', { name: msg('en', 'reviews_submit') }).click()
  await expect(page.getByText('Write at least 20 characters.')).toBeVisible()
  await page.getByRole('radio', { name: '4 stars' }).check()
  await page.getByRole('textbox', { name: msg('en', 'reviews_body_label') }).fill(REVIEW)
  await expectNoAxeViolations(page)
  await shoot(page, 'review-form', form.first())
  await page.getByRole('button', { name: msg('en', 'reviews_submit') }).click()
  await expect(page.getByText(msg('en', 'reviews_sent_for_review_toast'))).toBeVisible()
  await expect(reviewsSection(page).getByText(msg('en', 'reviews_status_pending'))).toBeVisible()
  // Not public yet.
  const api = (await (await fetch(`${base}/api/v1/trips/${TRIP}/reviews`)).json()) as { data: { count: number } }
  expect(api.data.count).toBe(0)
  await page.close()
})

test('an editor approves it in the moderation queue; an anonymous visitor then sees it', async ({ browser }) => {
  const page = await editor.newPage()
  await page.goto('/en/admin/moderation/')
  await waitForHydration(page)
  const item = page.getByRole('article').filter({ hasText: REVIEW })
  await expect(item).toBeVisible()
  await expectNoAxeViolations(page)
  await item.getByRole('button', { name: msg('en', 'reviews_approve') }).click()
  await expect(page.getByText(msg('en', 'reviews_approved_toast'))).toBeVisible()
  await page.close()

  const anonymous = await browser.newContext({ baseURL: base })
  try {
    for (const locale of ['en', 'uk'] as const) {
      const visitor = await anonymous.newPage()
      await visitor.goto(`/${locale}/trips/${TRIP}/`)
      await waitForHydration(visitor)
      const section = reviewsSection(visitor)
      await expect(section.getByText(REVIEW)).toBeVisible()
      await expect(section.getByRole('heading', { name: 'Olena Traveller' })).toBeVisible()
      await expect(
        section.getByRole('img', { name: msg(locale, 'reviews_stars_label', { rating: '4' }) }).first(),
      ).toBeVisible()
      // Written in English: the Ukrainian page badges it.
      if (locale === 'uk') await expect(section.locator('abbr', { hasText: 'en' })).toBeVisible()
      await expectNoAxeViolations(visitor)
      await shoot(visitor, `trip-reviews-${locale}`)
      // The trip's JSON-LD carries the rating.
      const ld = await visitor.locator('script[type="application/ld+json"]').first().textContent()
      expect(JSON.parse(ld!)[0]).toMatchObject({
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 },
        review: [{ '@type': 'Review', reviewBody: REVIEW }],
      })
      await visitor.close()
    }
  } finally {
    await anonymous.close()
  }
})

test('My trips offers the review entry and the calendar file', async () => {
  const page = await traveller.newPage()
  await page.goto('/uk/profile/trips/')
  await waitForHydration(page)
  await expect(
    page.getByText(msg('uk', 'reviews_mine_status', { status: msg('uk', 'reviews_status_published') })),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await shoot(page, 'my-trips', page.getByRole('article').first())
  const calendar = await page.request.get(
    await page
      .getByRole('link', { name: /\.ics/ })
      .first()
      .getAttribute('href')
      .then((href) => `${base}${href}`),
  )
  expect(calendar.headers()['content-type']).toContain('text/calendar')
  expect(await calendar.text()).toContain('BEGIN:VEVENT')

  // The review's own part of the trip page in Ukrainian: the published review, then its edit form.
  await page.goto(`/uk/trips/${TRIP}/`)
  await waitForHydration(page)
  await page.getByRole('button', { name: msg('uk', 'reviews_edit') }).click()
  await expect(page.getByRole('textbox', { name: msg('uk', 'reviews_body_label') })).toHaveValue(REVIEW)
  await expectNoAxeViolations(page)
  await shoot(page, 'review-form-uk', page.getByRole('form').first())
  await page.close()
})

test('an editor hides the review on the trip page with a reason; visitors no longer see it', async ({ browser }) => {
  const page = await editor.newPage()
  await page.goto(`/en/trips/${TRIP}/`)
  await waitForHydration(page)
  const review = reviewsSection(page).getByRole('article').filter({ hasText: REVIEW })
  // An editor hides instead of reporting.
  await expect(review.getByRole('button', { name: msg('en', 'reviews_report') })).toHaveCount(0)
  await review.getByRole('button', { name: msg('en', 'reviews_hide') }).click()
  const reason = review.getByRole('textbox')
  await expect(reason).toBeFocused()
  await reason.fill('Names another guest in full.')
  await expectNoAxeViolations(page)
  await shoot(page, 'review-hide-en', review)
  await review.getByRole('button', { name: msg('en', 'reviews_hide') }).click()
  await expect(page.getByText(msg('en', 'reviews_hidden_toast'))).toBeVisible()
  await expect(reviewsSection(page).getByText(REVIEW)).toHaveCount(0)
  await page.close()

  const anonymous = await browser.newContext({ baseURL: base })
  try {
    const visitor = await anonymous.newPage()
    await visitor.goto(`/en/trips/${TRIP}/`)
    await expect(reviewsSection(visitor).getByText(msg('en', 'reviews_none'))).toBeVisible()
    await expect(reviewsSection(visitor).getByText(REVIEW)).toHaveCount(0)
  } finally {
    await anonymous.close()
  }
  const [row] = await sql<{ status: string; moderation_reason: string }>(
    'select status, moderation_reason from reviews order by id desc limit 1',
  )
  expect(row).toEqual({ status: 'hidden', moderation_reason: 'Names another guest in full.' })
})

import { rmSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Browser, type BrowserContext } from '@playwright/test'
import pg from 'pg'
import { signUpByApi } from '../support/accounts'
import { expectNoAxeViolations, msg, waitForHydration } from '../support/helpers'
import { dropDatabase, freshDatabase, waitForHealth } from '../support/scale-out'
import { root, startServer, type ServerProcess } from '../support/server-process'
import { startStandIns, stubCaptcha, type StandIns } from '../support/stand-ins'
import { subjectOf } from '../support/mail'

/**
 * Departures in the back office (ADR 045): a member books the second departure of a trip in the browser, an admin
 * cancels that departure, and the traveller's mail arrives in their language at the SMTP stand-in. Only the database
 * can make an admin until the admin command lands, so this runs a server of its own on PostgreSQL (as
 * e2e/profile-booking-failures.spec.ts does) that sends its mail to the stand-in.
 */
test.describe.configure({ mode: 'serial' })

const port = Number(process.env.E2E_DEPARTURES_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 9)
const base = `http://127.0.0.1:${port}`
const dataDir = path.join(root, `.tmp/departures-${port}`)
const DATABASE = `departures_e2e_${port}`
/** Seed trip 10 (Lisbon) has three departures, the first with seats left. */
const TRIP = 10

let databaseUrl = ''
let server: ServerProcess | undefined
let standIns: StandIns
let member: BrowserContext
let admin: BrowserContext
let memberEmail = ''
let second: { id: number; startDate: string }

async function sql<T = unknown>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as T[]
  } finally {
    await client.end()
  }
}

/** A signed-in browser context on the server of this spec; `role` and `locale` are set in the database. */
async function account(browser: Browser, name: string, options: { role?: string; locale?: string } = {}) {
  const context = await browser.newContext({ baseURL: base })
  await stubCaptcha(context)
  const email = await signUpByApi(context.request, standIns, base, { name })
  // Staff have two-factor sign-in on (ADR 044); this session, made before, then opens the back office.
  if (options.role)
    await sql(`update "user" set role = $1, two_factor_enabled = true where email = $2`, [options.role, email])
  if (options.locale) {
    await sql(
      `insert into user_preferences (user_id, locale) select id, $1 from "user" where email = $2
       on conflict (user_id) do update set locale = excluded.locale`,
      [options.locale, email],
    )
  }
  return { context, email }
}

/** The decoded Subject header of a raw mail (RFC 2047 encoded words). */
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
  ;({ context: member, email: memberEmail } = await account(browser, 'Olena Traveller', { locale: 'uk' }))
  ;({ context: admin } = await account(browser, 'Ada Admin', { role: 'admin' }))
  const trip = (await (await fetch(`${base}/api/v1/trips/${TRIP}`)).json()) as {
    data: { departures: Array<{ id: number; startDate: string; status: string }> }
  }
  expect(trip.data.departures.length).toBeGreaterThanOrEqual(2)
  second = trip.data.departures[1]!
})
test.afterAll(async () => {
  await member?.close()
  await admin?.close()
  server?.child.kill('SIGTERM')
  await server?.exited
  await dropDatabase(DATABASE).catch(() => {})
  rmSync(dataDir, { recursive: true, force: true })
  await standIns?.close()
})

test('the staff pages: sign-in for anonymous visitors, 404 for members', async ({ browser }) => {
  const anonymous = await browser.newContext({ baseURL: base })
  try {
    const page = await anonymous.newPage()
    await page.goto(`/en/admin/trips/${TRIP}/departures/`)
    await expect(page).toHaveURL(/\/en\/auth\/login\/?\?redirect=/)
    await page.goto(`/en/admin/departures/${second.id}/`)
    await expect(page).toHaveURL(/\/en\/auth\/login\/?\?redirect=/)
  } finally {
    await anonymous.close()
  }
  const page = await member.newPage()
  for (const url of [`/en/admin/trips/${TRIP}/departures/`, `/uk/admin/departures/${second.id}/`]) {
    const answer = await page.goto(url)
    expect(answer?.status(), url).toBe(404)
  }
  await page.close()
})

test('a member books the second departure in the browser', async () => {
  const page = await member.newPage()
  await page.goto(`/uk/trips/${TRIP}/`)
  await waitForHydration(page)
  await expect(page.getByTestId('departure-list').getByRole('listitem')).toHaveCount(3)
  await page.getByRole('button', { name: msg('uk', 'trips_book_cta') }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(msg('uk', 'departures_choose_label')).selectOption(String(second.id))
  await dialog.getByLabel(msg('uk', 'bookings_travellers_label')).selectOption('2')
  if (process.env.DEPARTURES_SHOTS) {
    await page.screenshot({ path: path.join(root, '.tmp', 'trip-dialog-uk-1280.png') })
    await page.setViewportSize({ width: 360, height: 800 })
    await page.screenshot({ path: path.join(root, '.tmp', 'trip-dialog-uk-360.png') })
  }
  await dialog.getByRole('button', { name: msg('uk', 'bookings_review_action') }).click()
  await dialog.getByRole('button', { name: msg('uk', 'bookings_confirm_action') }).click()
  await expect(dialog).toBeHidden()
  if (process.env.DEPARTURES_SHOTS) {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: path.join(root, '.tmp', `trip-page-uk-${width}.png`), fullPage: true })
    }
  }
  const [booking] = await sql<{ departure_id: number; travellers: number; status: string }>(
    `select b.departure_id, b.travellers, b.status from bookings b join "user" u on u.id = b.user_id where u.email = $1`,
    [memberEmail],
  )
  expect(booking).toEqual({ departure_id: second.id, travellers: 2, status: 'confirmed' })
  await page.close()
})

test('the admin cancels that departure; the traveller’s mail arrives in Ukrainian', async () => {
  const page = await admin.newPage()
  await page.goto(`/en/admin/trips/${TRIP}/departures/`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Departures')
  await expectNoAxeViolations(page)
  const row = page.locator(`#departure-${second.id}`)
  await expect(row).toContainText('12 / 14')
  await row.getByRole('button', { name: msg('en', 'departures_admin_cancel_action') }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(msg('en', 'departures_admin_cancel_description'))
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: msg('en', 'departures_admin_cancel_action') }).click()
  await expect(dialog).toBeHidden()
  await expect(row).toContainText(msg('en', 'departures_status_cancelled'))
  await expect(row).toBeFocused()

  let subject = ''
  await expect
    .poll(
      () => {
        const raw = standIns.inbox.filter((m) => m.to === memberEmail).map((m) => m.raw)
        subject =
          raw.map(subjectOf).find((s) => s.startsWith(msg('uk', 'departures_mail_departure_subject').split(':')[0]!)) ??
          ''
        return subject
      },
      { timeout: 15_000 },
    )
    .not.toBe('')
  expect(subject).toContain('Лісабон')
  const [booking] = await sql<{ status: string }>(
    `select b.status from bookings b join "user" u on u.id = b.user_id where u.email = $1`,
    [memberEmail],
  )
  expect(booking?.status).toBe('cancelled')
  await page.close()
})

test('the manifest and the departures page pass axe in English and Ukrainian, at 1280 and 360 px', async () => {
  test.slow() // eight full axe scans: 25 s on a busy CI machine
  const page = await admin.newPage()
  for (const locale of ['en', 'uk'] as const) {
    for (const url of [`/${locale}/admin/trips/${TRIP}/departures/`, `/${locale}/admin/departures/${second.id}/`]) {
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(url)
        await waitForHydration(page)
        await expectNoAxeViolations(page)
        if (process.env.DEPARTURES_SHOTS) {
          const name = `${url.split('/')[3]}-${locale}-${width}.png`
          await page.screenshot({ path: path.join(root, '.tmp', name), fullPage: true })
        }
      }
    }
  }
  // The manifest lists the traveller with the cancelled booking; the CSV is a download for this admin only.
  await page.goto(`/en/admin/departures/${second.id}/`)
  await expect(page.getByRole('table')).toContainText('Olena Traveller')
  const csv = await admin.request.get(`/api/v1/admin/departures/${second.id}/manifest.csv`)
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
  expect(await csv.text()).toContain(memberEmail)
  expect((await member.request.get(`/api/v1/admin/departures/${second.id}/manifest.csv`)).status()).toBe(404)
  await page.close()
})

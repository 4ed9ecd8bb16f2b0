/**
 * The back office's trip editor end to end (ADR 046): an admin (made by the admin command, two-factor on) creates a
 * trip in four languages with a cover upload, publishes it, and the public trip page shows it in English and
 * Ukrainian; a member gets the 404 page; axe reports nothing on the editor's pages in en and uk.
 */
import { expect, type Page } from '@playwright/test'
import sharp from 'sharp'
import { signUpByApi } from '../support/accounts'
import { expectNoAxeViolations, msg, test, waitForHydration } from '../support/helpers'
import { subjectOf } from '../support/mail'
import { startSmtpInbox, type SmtpInbox } from '../support/stand-ins'
import { signedInStaff } from '../support/staff'

test.describe.configure({ mode: 'serial' })

let mail: SmtpInbox
test.beforeAll(async () => {
  mail = await startSmtpInbox()
})
test.afterAll(() => mail.close())

/** The trip the first test makes, for the journey after it. */
let tripId = ''

const stamp = Date.now() % 1_000_000
const texts = {
  en: {
    title: `Azores crater walks ${stamp}`,
    place: 'São Miguel',
    summary: 'Lakes in old craters.',
    day: 'Sete Cidades',
  },
  es: {
    title: `Cráteres de las Azores ${stamp}`,
    place: 'San Miguel',
    summary: 'Lagos en cráteres.',
    day: 'Siete Ciudades',
  },
  ru: { title: `Кратеры Азор ${stamp}`, place: 'Сан-Мигел', summary: 'Озёра в кратерах.', day: 'Сети-Сидадиш' },
  uk: { title: `Кратери Азорів ${stamp}`, place: 'Сан-Мігел', summary: 'Озера в кратерах.', day: 'Сете-Сідадеш' },
} as const
type Lang = keyof typeof texts

async function fillLanguage(page: Page, lang: Lang) {
  const t = texts[lang]
  await page.locator(`#trip-title-${lang}`).fill(t.title)
  await page.locator(`#trip-place-${lang}`).fill(t.place)
  await page.locator(`#trip-summary-${lang}`).fill(t.summary)
  await page.locator(`#trip-description-${lang}`).fill(`## ${t.place}\n\n${t.summary}`)
}

test('an admin creates a trip in four languages with a cover, publishes it; en and uk pages show it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000)

  // Anonymous: sign-in first, with the way back.
  await page.goto('/en/admin/trips/new')
  await expect(page).toHaveURL(/\/en\/auth\/login\?redirect=%2Fen%2Fadmin%2Ftrips%2Fnew/)
  // A member: the back office does not exist for them.
  await signUpByApi(page.request, mail, baseURL!)
  for (const path of ['/en/admin/trips', '/en/admin/trips/new', '/uk/admin/trips/1']) {
    expect((await page.goto(path))?.status(), path).toBe(404)
  }

  await page.context().clearCookies()
  await signedInStaff(page, mail, baseURL!)

  await page.goto('/en/admin/trips')
  await expect(page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible()
  await waitForHydration(page)
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'New trip' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New trip' })).toBeVisible()
  await waitForHydration(page)

  // English only at first: the other languages are shown as missing, not filled from English.
  await fillLanguage(page, 'en')
  await page.getByLabel('Country code').fill('pt')
  await expect(page.getByTestId('translation-state-en')).toHaveText('Complete')
  await expect(page.getByTestId('translation-state-uk')).toHaveText('Missing translation')
  await expect(page.locator('#trip-title-uk')).toHaveValue('')
  await page.getByRole('button', { name: 'Add a day' }).click()
  for (const lang of ['en', 'es', 'ru', 'uk'] as const) {
    await page.locator(`[id$="-title-${lang}"][id^="day-"]`).fill(texts[lang].day)
    await page.locator(`[id$="-text-${lang}"][id^="day-"]`).fill(`${texts[lang].day}.`)
  }
  await page.getByRole('button', { name: 'Create draft' }).click()
  await expect(page).toHaveURL(/\/en\/admin\/trips\/\d+$/, { timeout: 15_000 })
  const id = /\/trips\/(\d+)$/.exec(page.url())![1]!
  tripId = id
  await expect(page.getByRole('heading', { level: 1, name: 'Edit trip' })).toBeVisible()
  await waitForHydration(page)

  // Publishing with missing translations and no cover is refused, each gap named at its field.
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'needs every translation' })).toBeVisible()
  await expect(page.locator('#trip-title-uk')).toHaveAttribute('aria-invalid', 'true')

  // The itinerary: a second entry is added, moved up with the keyboard's focus kept on it, and removed again.
  await page.getByRole('button', { name: 'Add a day' }).click()
  await page.getByRole('button', { name: 'Move entry 2 up' }).click()
  await expect(page.getByRole('button', { name: 'Move entry 1 down' })).toBeFocused()
  await expect(page.getByLabel('From day').first()).toHaveValue('2')
  await page.getByRole('button', { name: 'Remove entry 1' }).click()
  await expect(page.getByLabel('From day')).toHaveCount(1)
  await expect(page.getByLabel('From day')).toHaveValue('1')

  for (const lang of ['es', 'ru', 'uk'] as const) await fillLanguage(page, lang)
  await expect(page.getByTestId('missing-summary')).toHaveCount(0)
  const jpeg = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#2a7a5a' } })
    .jpeg()
    .toBuffer()
  await page.getByLabel('Cover image').setInputFiles({ name: 'azores.jpg', mimeType: 'image/jpeg', buffer: jpeg })
  await expect(page.getByAltText('Current cover')).toBeVisible({ timeout: 20_000 })
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Published: the trip is on the site.')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('link', { name: 'View the public page' })).toBeVisible()

  for (const lang of ['en', 'uk'] as const) {
    await page.goto(`/${lang}/trips/${id}`)
    await expect(page.getByRole('heading', { level: 1, name: texts[lang].title })).toBeVisible()
    await expect(page.getByText(texts[lang].day).first()).toBeVisible()
  }
  // The trips list (cached for visitors) shows it too: publishing dropped the cached pages.
  await page.goto('/uk/trips?destination=PT')
  await expect(page.getByText(texts.uk.title)).toBeVisible()

  // The editor and the list in Ukrainian, axe-clean.
  await page.goto(`/uk/admin/trips/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Редагувати подорож' })).toBeVisible()
  await waitForHydration(page)
  await expectNoAxeViolations(page)
  await page.goto('/uk/admin/trips?q=' + encodeURIComponent(texts.uk.title))
  await expect(page.getByRole('cell', { name: texts.uk.title, exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto('/uk/admin/trips/new')
  await waitForHydration(page)
  await expectNoAxeViolations(page)
  // The dark theme too (the site follows the system's scheme by default).
  await page.emulateMedia({ colorScheme: 'dark' })
  for (const path of [`/uk/admin/trips/${id}`, '/en/admin/trips']) {
    await page.goto(path)
    await waitForHydration(page)
    await expectNoAxeViolations(page)
  }
})

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

test('the admin adds two departures; a member books the second; cancelling it mails the traveller', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000)
  expect(tripId, 'the trip of the test before').not.toBe('')
  await signedInStaff(page, mail, baseURL!, 'admin', 'Dara Admin')
  await page.goto(`/en/admin/trips/${tripId}/departures`)
  await waitForHydration(page)
  // Each departure is a list item `#departure-<id>`; the count, not the toast (the first one's is still up when the
  // second is added), says the add has gone through.
  const added = page.locator('li[id^="departure-"]')
  const departures = [
    [inDays(60), inDays(66), '10'],
    [inDays(90), inDays(96), '8'],
  ] as const
  for (const [index, [start, end, seats]] of departures.entries()) {
    const form = page.getByRole('region', { name: msg('en', 'departures_admin_add_title') })
    await form.getByLabel(msg('en', 'departures_field_start')).fill(start)
    await form.getByLabel(msg('en', 'departures_field_end')).fill(end)
    await form.getByLabel(msg('en', 'departures_field_price')).fill('1290.00')
    await form.getByLabel(msg('en', 'departures_field_currency')).fill('EUR')
    await form.getByLabel(msg('en', 'departures_field_seats')).fill(seats)
    await form.getByRole('button', { name: msg('en', 'departures_admin_add_action') }).click()
    await expect(page.getByText(msg('en', 'departures_admin_added_toast')).first()).toBeVisible()
    await expect(added).toHaveCount(index + 1)
  }
  await expectNoAxeViolations(page)
  const trip = (await (await page.request.get(`/api/v1/trips/${tripId}`)).json()) as {
    data: { departures: Array<{ id: number; startDate: string }> }
  }
  expect(trip.data.departures.map((d) => d.startDate)).toEqual([inDays(60), inDays(90)])
  const second = trip.data.departures[1]!

  // A member books the second departure in the browser.
  const member = await browser.newContext({ baseURL })
  try {
    const memberEmail = await signUpByApi(member.request, mail, baseURL!, { name: 'Tomás Traveller' })
    const memberPage = await member.newPage()
    await memberPage.goto(`/en/trips/${tripId}`)
    await waitForHydration(memberPage)
    await memberPage.getByRole('button', { name: msg('en', 'trips_book_cta') }).click()
    const dialog = memberPage.getByRole('dialog')
    await dialog.getByLabel(msg('en', 'departures_choose_label')).selectOption(String(second.id))
    await dialog.getByRole('button', { name: msg('en', 'bookings_review_action') }).click()
    await dialog.getByRole('button', { name: msg('en', 'bookings_confirm_action') }).click()
    await expect(dialog).toBeHidden()

    // The admin cancels that departure; the traveller hears of it.
    await page.goto(`/en/admin/trips/${tripId}/departures`)
    await waitForHydration(page)
    const row = page.locator(`#departure-${second.id}`)
    await row.getByRole('button', { name: msg('en', 'departures_admin_cancel_action') }).click()
    const confirm = page.getByRole('dialog')
    await confirm.getByRole('button', { name: msg('en', 'departures_admin_cancel_action') }).click()
    await expect(row).toContainText(msg('en', 'departures_status_cancelled'))
    const prefix = msg('en', 'departures_mail_departure_subject').split(':')[0]!
    await expect
      .poll(() => mail.inbox.filter((m) => m.to === memberEmail).map((m) => subjectOf(m.raw)), { timeout: 15_000 })
      .toContainEqual(expect.stringContaining(`${prefix}: ${texts.en.title}`))
    // The manifest says so too, axe-clean in both languages.
    for (const locale of ['en', 'uk'] as const) {
      await page.goto(`/${locale}/admin/departures/${second.id}`)
      await waitForHydration(page)
      await expectNoAxeViolations(page)
    }
  } finally {
    await member.close()
  }
})

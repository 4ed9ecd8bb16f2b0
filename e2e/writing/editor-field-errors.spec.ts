// Field errors in the editor: focus on the first to fix, the length limit, a date out of range, the upload limit.
import { expect } from '@playwright/test'
import sharp from 'sharp'
// Fails the test on any Content-Security-Policy violation (image previews and uploaded images included).
import { test } from '../support/helpers'
import { setUpWriting, signUp } from './support'

setUpWriting()

test('publishing with errors moves focus to the first field to fix', async ({ page }) => {
  await signUp(page)
  await page.goto('/en/profile/blog/create')
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled()
  await page.getByLabel('Title', { exact: true }).fill(`Unfinished ${Date.now()}`)
  // No category and no text: the server refuses to publish.
  await page.getByRole('button', { name: 'Publish' }).click()
  const text = page.getByLabel('Text (Markdown)')
  await expect(page.getByLabel('Category')).toHaveAttribute('aria-invalid', 'true')
  await expect(text).toHaveAttribute('aria-invalid', 'true')
  // The text comes first in the form (the settings are below it, ADR 060).
  await expect(text).toBeFocused()
})

test('a text over the length limit is said as it is typed, and the preview says why it stopped', async ({ page }) => {
  await signUp(page)
  await page.goto('/en/profile/blog/create')
  await page.waitForLoadState('networkidle')
  const body = page.getByLabel('Text (Markdown)')
  const preview = page.getByTestId('preview')
  await body.fill('A short *start*.')
  await expect(preview.locator('em')).toHaveText('start')
  await body.fill('x'.repeat(100_001))
  await expect(body).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('At most 100000 characters.', { exact: true })).toBeVisible()
  await expect(preview).toContainText('Too long to preview: at most 100000 characters.')
  await expect(preview.locator('em')).toHaveCount(0)
  // Back under the limit, the preview comes back.
  await body.fill('Back to *normal*.')
  await expect(body).not.toHaveAttribute('aria-invalid', 'true')
  await expect(preview.locator('em')).toHaveText('normal')
})

test('a publish date no Date can hold (a year typed with six digits) is a field error, not a save that never succeeds', async ({
  page,
}) => {
  await signUp(page)
  const created = await page.request.post('/api/v1/me/posts', {
    data: { title: `Dated ${Date.now()}`, lang: 'en', body: 'By the water.' },
    headers: { origin: new URL(page.url()).origin },
  })
  expect(created.status()).toBe(201)
  await page.goto(`/en/profile/blog/${((await created.json()) as { post: { id: number } }).post.id}`)
  await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled()
  // Chrome's year segment takes up to six digits: "20270" for 2027 gives year 202701.
  const date = page.getByLabel('Publish date')
  await date.click()
  await page.keyboard.press('Home')
  await page.keyboard.type('010120270')
  await page.keyboard.type('1230P')
  await expect(date).toHaveValue(/^202701-01-01T/)
  await expect(date).toHaveAttribute('aria-invalid', 'true', { timeout: 15_000 })
  await expect(page.getByText('Enter a valid date and time.')).toBeVisible()
  await expect(page.locator('[data-save-state]')).toHaveText('Not saved: correct the marked fields.')
})

test('over the daily upload limit the editor says so under the cover field', async ({ page }) => {
  test.setTimeout(120_000)
  await signUp(page)
  await page.goto('/en/profile/blog/create')
  await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible()
  // Use up the member's 100 uploads a day (ADR 025) with tiny images, as the editor would send them.
  const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1d6f8a' } })
    .png()
    .toBuffer()
  const origin = new URL(page.url()).origin
  for (let i = 0; i < 100; i++) {
    const res = await page.request.post('/api/v1/me/uploads', {
      headers: { origin },
      multipart: { file: { name: `tiny-${i}.png`, mimeType: 'image/png', buffer: tiny } },
    })
    expect(res.status(), `upload ${i + 1}`).toBe(201)
  }
  await page.getByLabel('Cover image').setInputFiles({ name: 'one-more.png', mimeType: 'image/png', buffer: tiny })
  await expect(
    page.getByRole('alert').filter({ hasText: 'You can upload at most 100 images a day. Try again later.' }),
  ).toBeVisible()
  await expect(page.getByLabel('Cover image')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByAltText('Current cover')).toHaveCount(0)
})

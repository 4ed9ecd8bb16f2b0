/**
 * Writing end to end: a member signs up (mail over a local SMTP server), writes a post with a cover, sees the
 * preview, leaves and comes back to the autosaved draft, publishes, finds it on the blog, edits and unpublishes it.
 */
import { expect } from '@playwright/test'
import sharp from 'sharp'
// Fails the test on any Content-Security-Policy violation (image previews and uploaded images included).
import { expectNoAxeViolations, test } from '../support/helpers'
import { setUpWriting, signUp } from './support'

setUpWriting()

test('write a post with a cover, autosave, publish, find it, edit it, unpublish it', async ({ page }) => {
  test.setTimeout(120_000)
  await signUp(page)

  await page.goto('/en/profile/blog')
  await expect(page.getByText('You have not written anything yet')).toBeVisible()
  await page.getByRole('link', { name: 'Write a post' }).click()
  await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled()

  const title = `Harbour lights ${Date.now()}`
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Category').selectOption('guides')
  // A tag that does not exist yet is typed in and created when the draft saves (ADR 031).
  const newTag = `Night ferries ${Date.now() % 100000}`
  await page.getByLabel('New tag').fill(newTag)
  await page.getByRole('button', { name: 'Add tag' }).click()
  await expect(page.getByRole('checkbox', { name: `Remove tag “${newTag}”` })).toBeChecked()
  await page.getByLabel('Text (Markdown)').fill('## Morning\n\nThe **harbour** wakes before the town.')
  // The preview is the public page's pipeline: real heading and emphasis, sanitised.
  const preview = page.getByTestId('preview')
  await expect(preview.getByRole('heading', { name: 'Morning' })).toBeVisible()
  await expect(preview.locator('strong')).toHaveText('harbour')

  // Autosave gives the draft an address: the editor's URL becomes /profile/blog/{id}.
  await expect(page).toHaveURL(/\/en\/profile\/blog\/\d+$/, { timeout: 15_000 })
  // The saved draft's editor (its own route) replaces the new-post one: the probes below go on its elements.
  await expect(page.getByRole('heading', { name: 'Edit post' })).toBeVisible()
  await expect(page.locator('[data-save-state="saved"]')).toHaveText('All changes saved')
  const editorUrl = new URL(page.url()).pathname

  // Cover image with a progress bar while it uploads, announced: its live region is there, empty, beforehand.
  const uploadStatus = page.getByTestId('cover-upload-status')
  await expect(uploadStatus).toHaveAttribute('role', 'status')
  await expect(uploadStatus).toHaveText('')
  await uploadStatus.evaluate((node) => node.setAttribute('data-probe', 'before'))
  const jpeg = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#1d6f8a' } })
    .jpeg()
    .toBuffer()
  await page.getByLabel('Cover image').setInputFiles({ name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: jpeg })
  await expect(page.getByAltText('Current cover')).toBeVisible({ timeout: 20_000 })
  await expect(page.locator('[data-testid="cover-upload-status"][data-probe="before"]')).toHaveCount(1)
  await expect(page.locator('[data-save-state="saved"]')).toBeVisible({ timeout: 15_000 })

  // A bad file is refused with a message; the post keeps its cover.
  await page
    .getByLabel('Cover image')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') })
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a JPEG, PNG, WebP or AVIF image.' })).toBeVisible()
  // A file over the limit (10 MB): the editor says so under the field, in the page's language, without sending it…
  const huge = Buffer.alloc(24 * 1024 * 1024, 0xff)
  await page.getByLabel('Cover image').setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: huge })
  await expect(page.getByRole('alert').filter({ hasText: 'The file is too large: at most 10 MB.' })).toBeVisible()
  await expect(page.getByAltText('Current cover')).toBeVisible()
  // …and the server, sent one anyway, answers a localized 400 with the field message (not a bare 413).
  const refused = await page.request.post('/api/v1/me/uploads', {
    headers: { origin: new URL(page.url()).origin, 'accept-language': 'uk' },
    multipart: { file: { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: huge } },
  })
  expect(refused.status()).toBe(400)
  expect((await refused.json()).error.fields.file).toBe('Файл завеликий: не більше 10 МБ.')

  // Unsaved edits ask before leaving.
  await page.getByLabel('Excerpt').fill('Lights on the water.')
  page.once('dialog', (dialog) => void dialog.dismiss())
  await page.getByRole('link', { name: 'Back to my posts' }).click()
  await expect(page).toHaveURL(new RegExp(`${editorUrl}$`))
  await expect(page.locator('[data-save-state="saved"]')).toBeVisible({ timeout: 15_000 })

  // Leave and come back: the autosaved draft is there, and nowhere public.
  await page.goto('/en/blog')
  await expect(page.getByText(title)).toHaveCount(0)
  await page.goto('/en/profile/blog')
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row.getByText('Draft')).toBeVisible()
  await row.getByRole('link', { name: `Edit “${title}”` }).click()
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title)
  await expect(page.getByLabel('Excerpt')).toHaveValue('Lights on the water.')
  await expect(page.getByRole('checkbox', { name: newTag, exact: true })).toBeChecked()
  await expect(page.getByAltText('Current cover')).toBeVisible()
  await expectNoAxeViolations(page)

  // The editor in another language is accessible too.
  await page.goto(editorUrl.replace('/en/', '/uk/'))
  await expect(page.getByRole('heading', { name: 'Редагування допису' })).toBeVisible()
  await expectNoAxeViolations(page)

  // Publish, then find it on the blog in its language, with a responsive cover.
  await page.goto(editorUrl)
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('The post is published.')).toBeVisible()
  await page.goto('/en/blog')
  const card = page.getByRole('article').filter({ hasText: title })
  await expect(card).toBeVisible()
  // Its first <source> is AVIF or WebP, whichever this image stores smaller (ADR 079).
  await expect(card.locator('picture source').first()).toHaveAttribute('srcset', / 640w, .* 1280w, .* 1600w$/)
  await card.getByRole('link', { name: title }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Morning' })).toBeVisible()
  await expect(page.getByRole('link', { name: `#${newTag}` })).toBeVisible()
  const postUrl = new URL(page.url()).pathname

  // Edit the published post: changes go live on "Save changes".
  await page.goto(editorUrl)
  await page.getByLabel('Title', { exact: true }).fill(`${title} (updated)`)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.locator('[data-save-state="saved"]')).toBeVisible()
  await page.goto(postUrl)
  await expect(page.getByRole('heading', { level: 1, name: `${title} (updated)` })).toBeVisible()

  // Unpublish: the public page is gone.
  await page.goto(editorUrl)
  await page.getByRole('button', { name: 'Unpublish' }).click()
  await expect(page.getByText('The post is no longer public.')).toBeVisible()
  const gone = await page.request.get(postUrl)
  expect(gone.status()).toBe(404)
})

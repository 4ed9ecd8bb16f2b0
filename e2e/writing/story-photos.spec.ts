/**
 * Photos inside stories (issue 41, ADR 060): a member adds a photo with "Add photos" (alt text required, a caption)
 * and pastes a second into the text; the preview shows them; published, the post page shows both as responsive
 * pictures with alt text, size and the caption. The editor and the post are accessible in en and uk.
 */
import { mkdirSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import sharp from 'sharp'
// Fails the test on any Content-Security-Policy violation (the uploaded images included).
import { expectNoAxeViolations, test } from '../support/helpers'
import { setUpWriting, signUp } from './support'

setUpWriting()

const SHOTS = '.tmp/screens'

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  // A full-page picture shows the images below the fold too (lazy ones load only when scrolled to).
  await page.evaluate(() =>
    document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => (img.loading = 'eager')),
  )
  await page.evaluate(() => Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => {}))))
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const photo = (background: string) =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background } })
    .jpeg()
    .toBuffer()

test('a story with two photos inside the text: editor, preview, published page', async ({ page }) => {
  test.setTimeout(150_000)
  await signUp(page)
  await page.goto('/en/profile/blog/create')
  await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible()
  const title = `Harbour in pictures ${Date.now()}`
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Category').selectOption('guides')
  const body = page.getByLabel('Text (Markdown)')
  await body.fill('We walked along the harbour at dawn.\n\nThen the old town woke up.')
  await expect(page).toHaveURL(/\/en\/profile\/blog\/\d+$/, { timeout: 15_000 })
  const editorUrl = new URL(page.url()).pathname
  // The saved draft's editor (its own route) is the one on the page from here on.
  await expect(page.getByRole('heading', { name: 'Edit post' })).toBeVisible()
  await expect(page.locator('[data-save-state="saved"]')).toBeVisible({ timeout: 15_000 })

  // First photo through the button, the caret after the first paragraph.
  await body.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(36, 36))
  await page
    .getByLabel('Add photos')
    .setInputFiles({ name: 'boats.jpg', mimeType: 'image/jpeg', buffer: await photo('#1d6f8a') })
  const dialog = page.getByRole('dialog', { name: 'Describe your photos' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Insert into the text' })).toBeEnabled({ timeout: 20_000 })
  // Alt text is required before anything is inserted.
  await dialog.getByRole('button', { name: 'Insert into the text' }).click()
  await expect(dialog.getByText('Describe what the photo shows.')).toBeVisible()
  await expect(dialog.getByLabel('Alt text (what the photo shows)')).toBeFocused()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: `${SHOTS}/dialog-1280.png` })
  await page.setViewportSize({ width: 360, height: 740 })
  await page.screenshot({ path: `${SHOTS}/dialog-360.png` })
  await page.setViewportSize({ width: 1280, height: 900 })
  await dialog.getByLabel('Alt text (what the photo shows)').fill('Fishing boats moored in the harbour')
  await dialog.getByLabel('Caption (optional)').fill('Kotor harbour at dawn')
  await dialog.getByRole('button', { name: 'Insert into the text' }).click()
  await expect(dialog).toBeHidden()
  await expect(body).toBeFocused()
  await expect(body).toHaveValue(
    /^We walked along the harbour at dawn\.\n\n!\[Fishing boats moored in the harbour\]\(\/uploads\/[a-z0-9-]+\/1280\.webp#1600x1000 "Kotor harbour at dawn"\)\n\nThen the old town woke up\.$/,
  )

  // Second photo pasted from the clipboard at the end of the text.
  await body.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(el.value.length, el.value.length))
  const pasted = Array.from(await photo('#c2410c'))
  await body.evaluate((el, bytes) => {
    const data = new DataTransfer()
    data.items.add(new File([new Uint8Array(bytes)], 'walls.jpg', { type: 'image/jpeg' }))
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, pasted)
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Alt text (what the photo shows)').fill('Stone walls of the old town above the roofs')
  await expect(dialog.getByRole('button', { name: 'Insert into the text' })).toBeEnabled({ timeout: 20_000 })
  await dialog.getByRole('button', { name: 'Insert into the text' }).click()
  await expect(dialog).toBeHidden()
  await expect(body).toHaveValue(
    /woke up\.\n\n!\[Stone walls of the old town above the roofs\]\(\/uploads\/.+#1600x1000\)\n\n$/,
  )

  // The preview shows both, as the public page will.
  const preview = page.getByTestId('preview')
  await expect(preview.locator('figure img')).toHaveCount(2)
  await expect(preview.getByRole('img', { name: 'Fishing boats moored in the harbour' })).toBeVisible()
  await expect(preview.locator('figcaption')).toHaveText('Kotor harbour at dawn')
  await expect(page.locator('[data-save-state="saved"]')).toBeVisible({ timeout: 15_000 })
  await expectNoAxeViolations(page)
  await shoot(page, 'editor-en')

  await page.goto(editorUrl.replace('/en/', '/uk/'))
  await expect(page.getByRole('heading', { name: 'Редагування допису' })).toBeVisible()
  await expect(page.getByTestId('preview').locator('figure img')).toHaveCount(2)
  await expectNoAxeViolations(page)

  // An image from another host is refused with the body's field message.
  await page.goto(editorUrl)
  const tracker = '![](https://tracker.example/pixel.gif)'
  await body.focus()
  await body.press('Control+End')
  await page.keyboard.insertText(tracker)
  await page.getByRole('button', { name: 'Save now' }).click()
  await expect(page.getByText(/Images from other websites are not shown to readers/)).toBeVisible({ timeout: 15_000 })
  await expect(body).toHaveAttribute('aria-invalid', 'true')
  await body.focus()
  await body.press('Control+End')
  for (let i = 0; i < tracker.length; i++) await body.press('Backspace')
  await expect(body).not.toHaveValue(/tracker/)
  await expect(page.locator('[data-save-state="saved"]')).toBeVisible({ timeout: 15_000 })

  // Published (trusted from the first post in this configuration): the post page.
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('The post is published.')).toBeVisible()
  await page.getByRole('link', { name: 'View on the blog' }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const figures = page.locator('.prose-content figure')
  await expect(figures).toHaveCount(2)
  const first = figures.nth(0)
  const firstImage = first.getByRole('img', { name: 'Fishing boats moored in the harbour' })
  await expect(firstImage).toHaveAttribute('width', '1600')
  await expect(firstImage).toHaveAttribute('height', '1000')
  await expect(firstImage).toHaveAttribute('loading', 'lazy')
  await expect(first.locator('source[type="image/avif"]')).toHaveAttribute('srcset', / 640w, .* 1280w, .* 1600w$/)
  await expect(first.locator('source[type="image/webp"]')).toHaveAttribute('srcset', / 640w, .* 1280w, .* 1600w$/)
  await expect(first.locator('figcaption')).toHaveText('Kotor harbour at dawn')
  const second = figures.nth(1).getByRole('img', { name: 'Stone walls of the old town above the roofs' })
  await expect(second).toHaveAttribute('width', '1600')
  await expect(second).toHaveAttribute('height', '1000')
  // The images load (from this site; the page's policy would report anything else).
  await second.scrollIntoViewIfNeeded()
  await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expectNoAxeViolations(page)
  await shoot(page, 'post-en')

  await page.goto(new URL(page.url()).pathname.replace('/en/', '/uk/'))
  await expect(page.locator('.prose-content figure img')).toHaveCount(2)
  await expectNoAxeViolations(page)
})

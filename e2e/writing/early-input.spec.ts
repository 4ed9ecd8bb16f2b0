/**
 * A story's text typed before the editor hydrates (its scripts start after the first paint, ADR 070): React's
 * hydration of a textarea puts the server's text back and the caret at the start, and the page's keeper gives both
 * back (ADR 074). What was typed is on screen, in the form and saved, and typing goes on where the caret was.
 */
import { expect } from '@playwright/test'
import { holdScripts, test, waitForHydration } from '../support/helpers'
import { setUpWriting, signUp } from './support'

setUpWriting()

test('text typed into a saved story before hydration stays, at the caret, and is saved', async ({ page }) => {
  await signUp(page)
  await page.goto('/en/profile/blog/create')
  await waitForHydration(page)
  await page.getByLabel('Title', { exact: true }).fill(`Early words ${Date.now()}`)
  const body = page.getByLabel('Text (Markdown)')
  await body.fill('We reached the harbour at dawn.')
  await expect(page).toHaveURL(/\/en\/profile\/blog\/\d+$/, { timeout: 15_000 })
  await expect(page.locator('[data-save-state="saved"]')).toBeVisible({ timeout: 15_000 })
  const editor = page.url()

  // Typed at the end before the scripts run, then more after hydration.
  let release = await holdScripts(page)
  await page.goto(editor, { waitUntil: 'domcontentloaded' })
  await body.focus()
  await body.press('Control+End')
  await page.keyboard.type(' The boats were out.')
  await release()
  await page.keyboard.type(' Then it rained.')
  await expect(body).toHaveValue('We reached the harbour at dawn. The boats were out. Then it rained.')
  await page.getByRole('button', { name: 'Save now' }).click()
  await expect(page.locator('[data-save-state="saved"]')).toBeVisible({ timeout: 15_000 })
  await page.reload()
  await expect(body).toHaveValue('We reached the harbour at dawn. The boats were out. Then it rained.')

  // Only the caret moved before hydration: typing after it goes there, not to the start.
  release = await holdScripts(page)
  await page.goto(editor, { waitUntil: 'domcontentloaded' })
  await body.focus()
  await body.press('Control+End')
  await release()
  await page.keyboard.type(' The end.')
  await expect(body).toHaveValue('We reached the harbour at dawn. The boats were out. Then it rained. The end.')
})

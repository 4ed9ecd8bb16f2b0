// The same post open in two tabs: a stale save is refused, its text kept, and the member chooses what to keep.
import { expect } from '@playwright/test'
// Fails the test on any Content-Security-Policy violation (image previews and uploaded images included).
import { expectNoAxeViolations, test, waitForHydration } from '../support/helpers'
import { setUpWriting, signUp } from './support'

setUpWriting()

test('the same post open in two tabs: the second save does not clobber the first, and its text is kept', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signUp(page)
  const origin = new URL(page.url()).origin
  const created = await page.request.post('/api/v1/me/posts', {
    headers: { origin },
    data: { title: `Two tabs ${Date.now()}`, lang: 'en', body: 'First draft.' },
  })
  const id = ((await created.json()) as { post: { id: number } }).post.id
  const stored = async () =>
    ((await (await page.request.get(`/api/v1/me/posts/${id}`)).json()) as { post: { body: string } }).post.body

  // Both tabs open the post as it is now.
  const tabA = page
  const tabB = await page.context().newPage()
  for (const tab of [tabA, tabB]) {
    await tab.goto(`/en/profile/blog/${id}`)
    await expect(tab.getByLabel('Text (Markdown)')).toHaveValue('First draft.')
    // Typed before React takes over the textarea, the text would merge with the server's (seen as a flake).
    await waitForHydration(tab)
  }

  // Tab A autosaves first.
  await tabA.getByLabel('Text (Markdown)').fill('Written in tab A.')
  await expect(tabA.locator('[data-save-state="saved"]')).toBeVisible()
  expect(await stored()).toBe('Written in tab A.')

  // Tab B, still on the first version, autosaves: refused, announced, its text kept, focus left where it types.
  const bodyB = tabB.getByLabel('Text (Markdown)')
  await bodyB.fill('Written in tab B.')
  const panel = tabB.getByRole('region', { name: 'This post was changed somewhere else' })
  await expect(panel).toBeVisible()
  await expect(tabB.getByRole('alert').filter({ hasText: 'This post was changed somewhere else' })).toBeVisible()
  await expect(tabB.locator('[data-save-state="conflict"]')).toHaveText('Not saved: changed elsewhere')
  await expect(bodyB).toHaveValue('Written in tab B.')
  await expect(bodyB).toBeFocused()
  expect(await stored()).toBe('Written in tab A.')
  // Autosave has stopped: more typing is not written over tab A's text either.
  await bodyB.fill('Written in tab B, and more.')
  await tabB.waitForTimeout(2500)
  expect(await stored()).toBe('Written in tab A.')
  await expectNoAxeViolations(tabB)

  // A button pressed while in conflict is refused too, and takes focus to the choices.
  await tabB.getByRole('button', { name: 'Save now' }).click()
  await expect(panel).toBeFocused()
  expect(await stored()).toBe('Written in tab A.')

  // "Keep mine": tab B's text is saved over tab A's, deliberately.
  await panel.getByRole('button', { name: 'Keep mine' }).click()
  await expect(tabB.locator('[data-save-state="saved"]')).toBeVisible()
  await expect(panel).toBeHidden()
  expect(await stored()).toBe('Written in tab B, and more.')

  // Tab A now holds the older version: its next save is refused in turn, and it loads the newer one.
  const bodyA = tabA.getByLabel('Text (Markdown)')
  await bodyA.fill('Tab A again.')
  const panelA = tabA.getByRole('region', { name: 'This post was changed somewhere else' })
  await expect(panelA).toBeVisible()
  expect(await stored()).toBe('Written in tab B, and more.')
  // Dismissing the confirmation keeps tab A's text.
  tabA.once('dialog', (dialog) => void dialog.dismiss())
  await panelA.getByRole('button', { name: 'Load the newer version' }).click()
  await expect(bodyA).toHaveValue('Tab A again.')
  tabA.once('dialog', (dialog) => void dialog.accept())
  await panelA.getByRole('button', { name: 'Load the newer version' }).click()
  await expect(bodyA).toHaveValue('Written in tab B, and more.')
  await expect(panelA).toBeHidden()
  await expect(tabA.getByLabel('Title', { exact: true })).toBeFocused()
  // From there, tab A saves again as usual.
  await bodyA.fill('Tab A, on top of B.')
  await expect(tabA.locator('[data-save-state="saved"]')).toBeVisible()
  expect(await stored()).toBe('Tab A, on top of B.')
  await tabB.close()
})

// My posts: each row's actions named after its post, and keyboard focus kept in the list as rows change.
import { expect } from '@playwright/test'
// Fails the test on any Content-Security-Policy violation (image previews and uploaded images included).
import { test } from '../support/helpers'
import { setUpWriting, signUp } from './support'

setUpWriting()

test('My posts: every action in a row is named after its post, in the page language', async ({ page }) => {
  await signUp(page)
  const headers = { origin: new URL(page.url()).origin }
  const ids: Record<string, number> = {}
  for (const title of ['Alder', 'Birch']) {
    const created = await page.request.post('/api/v1/me/posts', {
      data: { title, lang: 'en', body: `${title} by the water.`, categorySlug: 'guides' },
      headers,
    })
    expect(created.status()).toBe(201)
    ids[title] = ((await created.json()) as { post: { id: number } }).post.id
  }
  const published = await page.request.patch(`/api/v1/me/posts/${ids.Alder}`, {
    data: { status: 'published' },
    headers,
  })
  expect(published.status()).toBe(200)
  await page.goto('/en/profile/blog')
  // A screen reader lists the buttons of the whole table: "Publish" five times told nothing of which post.
  const named = (role: 'button' | 'link', name: string) => page.getByRole(role, { name, exact: true })
  await expect(named('link', 'View on the blog: “Alder”')).toBeVisible()
  await expect(named('button', 'Unpublish “Alder”')).toBeVisible()
  await expect(named('button', 'Delete “Alder”')).toBeVisible()
  await expect(named('button', 'Publish “Birch”')).toBeVisible()
  await expect(named('button', 'Delete “Birch”')).toBeVisible()
  await page.goto('/uk/profile/blog')
  await expect(named('button', 'Опублікувати «Birch»')).toBeVisible()
  await expect(named('button', 'Видалити «Alder»')).toBeVisible()
})

test('My posts: publishing, unpublishing and deleting from the list keep keyboard focus in the list', async ({
  page,
}) => {
  await signUp(page)
  const headers = { origin: new URL(page.url()).origin }
  for (const title of ['Alder', 'Birch', 'Cedar']) {
    const created = await page.request.post('/api/v1/me/posts', {
      data: { title, lang: 'en', body: `${title} by the water.`, categorySlug: 'guides' },
      headers,
    })
    expect(created.status()).toBe(201)
  }
  await page.goto('/en/profile/blog')
  const row = (title: string) => page.getByRole('row').filter({ hasText: title })
  // The pressed button is replaced by its opposite: focus lands on the new one, not on <body>.
  await row('Birch').getByRole('button', { name: 'Publish' }).click()
  await expect(row('Birch').getByRole('button', { name: 'Unpublish' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(row('Birch').getByRole('button', { name: 'Publish' })).toBeFocused()
  // A deleted row goes with its buttons: focus moves to the next post, the previous one for the last row…
  const rows = page.locator('tbody tr')
  const remove = async (index: number) => {
    await rows.nth(index).getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  }
  const edit = async (index: number) => (await rows.nth(index).getByRole('link').first().getAttribute('aria-label'))!
  const nextEdit = await edit(1)
  await remove(0)
  await expect(rows).toHaveCount(2)
  await expect(page.getByRole('link', { name: nextEdit })).toBeFocused()
  const previousEdit = await edit(0)
  await remove(1)
  await expect(rows).toHaveCount(1)
  await expect(page.getByRole('link', { name: previousEdit })).toBeFocused()
  await remove(0)
  // …and to "Write a post" when none is left.
  await expect(page.getByText('You have not written anything yet')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Write a post' })).toBeFocused()
})

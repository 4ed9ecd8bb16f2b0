// Writing limits in the editor (ADR 051): past the posts-a-day limit, Publish says so in the page's language and the
// post stays a draft.
import { expect } from '@playwright/test'
import { test } from '../support/helpers'
import { setUpWriting, signUp } from './support'

setUpWriting()

test('past the daily publishing limit the editor shows the localized message and keeps the draft', async ({ page }) => {
  await signUp(page)
  const headers = { origin: new URL(page.url()).origin }
  // The server's default: 10 posts published a day (POSTS_PUBLISHED_PER_DAY).
  for (let i = 0; i < 10; i++) {
    const res = await page.request.post('/api/v1/me/posts', {
      data: {
        title: `Day ${i} ${Date.now()}`,
        lang: 'en',
        body: 'On the road.',
        categorySlug: 'guides',
        status: 'published',
      },
      headers,
    })
    expect(res.status(), `post ${i + 1}`).toBe(201)
  }
  const draft = await page.request.post('/api/v1/me/posts', {
    data: { title: `Eleventh ${Date.now()}`, lang: 'uk', body: 'Ще один.', categorySlug: 'guides' },
    headers,
  })
  expect(draft.status()).toBe(201)
  const id = ((await draft.json()) as { post: { id: number } }).post.id

  await page.goto(`/uk/profile/blog/${id}`)
  await page.getByRole('button', { name: 'Опублікувати' }).click()
  const message = 'Можна опублікувати не більше 10 дописів на день. Спробуйте пізніше.'
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible()
  await expect(page.locator('[data-save-state="invalid"]')).toHaveText(message)
  const saved = await page.request.get(`/api/v1/me/posts/${id}`)
  expect(((await saved.json()) as { post: { status: string } }).post.status).toBe('draft')
})

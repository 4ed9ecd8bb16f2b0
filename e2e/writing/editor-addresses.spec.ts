// The editor's addresses: its View link follows the saved slug (the old one redirects); others' posts are a 404.
import { expect } from '@playwright/test'
// Fails the test on any Content-Security-Policy violation (image previews and uploaded images included).
import { test, waitForHydration } from '../support/helpers'
import { setUpWriting, signUp } from './support'

setUpWriting()

test("the editor's View link goes to the saved address, not to a slug typed but not saved", async ({
  page,
  request,
}) => {
  await signUp(page)
  const title = `Slug trail ${Date.now()}`
  const created = await page.request.post('/api/v1/me/posts', {
    headers: { origin: new URL(page.url()).origin },
    data: { title, lang: 'en', body: 'Along the quay.', categorySlug: 'guides', status: 'published' },
  })
  expect(created.status()).toBe(201)
  const post = ((await created.json()) as { post: { id: number; slug: string } }).post
  const editor = `/en/profile/blog/${post.id}`
  await page.goto(editor)
  const view = page.getByRole('link', { name: 'View on the blog' })
  await expect(view).toHaveAttribute('href', `/en/blog/posts/${post.slug}`)
  // Typing goes to the form once React handles it: before that it lands in the server's copy of the field.
  await waitForHydration(page)

  // A new slug, not saved yet: View still leads to the post where it is (the typed address is a 404 until saved).
  const moved = `${post.slug}-moved`
  await page.getByLabel('Address (slug)').fill(moved)
  await expect(view).toHaveAttribute('href', `/en/blog/posts/${post.slug}`)
  expect((await page.request.get(`/en/blog/posts/${post.slug}`)).status()).toBe(200)
  expect((await page.request.get(`/en/blog/posts/${moved}`)).status()).toBe(404)
  // A visitor's copy of the page (the page cache keeps it for anonymous visitors).
  expect((await request.get(`/en/blog/posts/${post.slug}`)).status()).toBe(200)

  // Saved: View follows the new address.
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.locator('[data-save-state="saved"]')).toBeVisible()
  await expect(view).toHaveAttribute('href', `/en/blog/posts/${moved}`)
  await view.click()
  await expect(page).toHaveURL(new RegExp(`/en/blog/posts/${moved}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  // The old address, in links and bookmarks already, redirects to the new one for good (301), in the browser too.
  const old = await page.request.get(`/en/blog/posts/${post.slug}`, { maxRedirects: 0 })
  expect(old.status()).toBe(301)
  expect(new URL(old.headers()['location']!, page.url()).pathname).toBe(`/en/blog/posts/${moved}`)
  // Visitors too: the cached page of the old address went with the change.
  expect((await request.get(`/en/blog/posts/${post.slug}`, { maxRedirects: 0 })).status()).toBe(301)
  await page.goto(`/en/blog/posts/${post.slug}`)
  await expect(page).toHaveURL(new RegExp(`/en/blog/posts/${moved}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
})

test("another member's post id and an unknown id show the 404 page", async ({ page }) => {
  await signUp(page)
  const response = await page.goto('/en/profile/blog/1')
  expect(response?.status()).toBe(404)
  const unknown = await page.goto('/en/profile/blog/99999999')
  expect(unknown?.status()).toBe(404)
})

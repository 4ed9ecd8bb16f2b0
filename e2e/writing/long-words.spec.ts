// A member's very long word wraps on a phone: the post, the blog lists and the member's own pages.
import { expect } from '@playwright/test'
import { signUpByApi } from '../support/accounts'
// Fails the test on any Content-Security-Policy violation (image previews and uploaded images included).
import { expectNoHorizontalScroll, test } from '../support/helpers'
import { mail, setUpWriting } from './support'

setUpWriting()

test("a member's word longer than the line wraps: the post, the blog list and the member's pages fit a phone", async ({
  page,
  baseURL,
}) => {
  // One word of 180 letters: a pasted URL or a joke title. Cards share a grid track, so one such title used to widen
  // every card of the list (and the page) to 2,000 px.
  const word = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(4)
  const origin = new URL(baseURL!).origin
  await signUpByApi(page.request, mail, origin, { name: word.slice(0, 80) })
  const headers = { origin }
  const created = await page.request.post('/api/v1/me/posts', {
    data: {
      title: word,
      excerpt: word,
      lang: 'en',
      body: `Intro ${word} and https://example.com/${word}.\n\n\`${word}\`\n\n\`\`\`\n${word} ${word}\n\`\`\`\n\n| a | b |\n|---|---|\n| ${word} | x |`,
      categorySlug: 'guides',
      status: 'published',
    },
    headers,
  })
  expect(created.status(), await created.text()).toBe(201)
  const { post } = (await created.json()) as { post: { slug: string } }
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { username: string } }
  await page.setViewportSize({ width: 360, height: 800 })
  for (const path of [
    `/en/blog/posts/${post.slug}`,
    '/en/blog',
    '/en/blog/categories/guides',
    `/en/blog/users/${session.user.username}`,
    '/en/profile',
    '/en/profile/blog',
  ]) {
    await test.step(path, async () => {
      await page.goto(path)
      await expect(page.locator('main h1').first()).toBeVisible()
      await expectNoHorizontalScroll(page, 360)
    })
  }
})

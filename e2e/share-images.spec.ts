// Sharing (issue 43): a trip's and a post's link preview is a 1200×630 JPEG made from its cover (social sites show no
// SVG or WebP), with its size and alt; other pages get the site's own.
import sharp from 'sharp'
import { expect, test, type Page } from '@playwright/test'

async function previewOf(page: Page) {
  const meta = (key: string) =>
    page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute('content')
  return {
    image: (await meta('og:image'))!,
    width: await meta('og:image:width'),
    height: await meta('og:image:height'),
    alt: await meta('og:image:alt'),
    twitter: await meta('twitter:image'),
  }
}

async function expectJpeg1200x630(page: Page, url: string) {
  const answer = await page.request.get(new URL(url).pathname)
  expect(answer.status(), url).toBe(200)
  expect(answer.headers()['content-type']).toBe('image/jpeg')
  expect(answer.headers()['cache-control']).toContain('immutable')
  expect(await sharp(await answer.body()).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 })
}

test("a trip's and a post's preview is a JPEG of their cover, 1200×630, with its alt", async ({ page }) => {
  const shown = new Set<string>()
  for (const [list, prefix] of [
    ['/en/trips', '/en/trips/'],
    ['/en/blog', '/en/blog/posts/'],
  ]) {
    await page.goto(list!)
    const link = page.locator(`main a[href^="${prefix}"]`).first()
    await page.goto((await link.getAttribute('href'))!)
    const preview = await previewOf(page)
    expect(preview.image).toMatch(/\/share\/v\d+\/(images|uploads)\/.+\.jpg$/)
    expect(preview.twitter).toBe(preview.image)
    expect([preview.width, preview.height]).toEqual(['1200', '630'])
    expect(preview.alt?.length).toBeGreaterThan(2)
    await expectJpeg1200x630(page, preview.image)
    shown.add(preview.image)
  }
  expect(shown.size).toBe(2)
})

test("a page without a cover has the site's preview", async ({ page }) => {
  await page.goto('/en/search?q=lisbon')
  const preview = await previewOf(page)
  expect(preview.image).toMatch(/\/share\/v\d+\/images\/hero-main\.svg\.jpg$/)
  expect(preview.alt).toBe('Waypoints')
  await expectJpeg1200x630(page, preview.image)
})

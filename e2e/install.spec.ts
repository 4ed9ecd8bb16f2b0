// Installable (issue 43): every page names its language's web app manifest, an Apple touch icon and a theme colour
// per colour scheme; the manifest is valid JSON with what browsers need to offer installing, and its icons are PNGs
// of the sizes it states.
import sharp from 'sharp'
import { expect, test } from '@playwright/test'

const locales = ['en', 'es', 'ru', 'uk'] as const

test('each language has its own manifest, linked from its pages, with icons of the stated sizes', async ({
  page,
  request,
}) => {
  const names = new Set<string>()
  for (const lang of locales) {
    await page.goto(`/${lang}`)
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBe(`/${lang}/manifest.webmanifest`)

    const answer = await request.get(href!)
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toContain('application/manifest+json')
    const manifest = JSON.parse(await answer.text())
    expect(manifest).toMatchObject({
      start_url: `/${lang}`,
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    })
    expect(manifest.name).toMatch(/^Waypoints — /)
    expect(manifest.short_name.length).toBeLessThanOrEqual(12)
    expect(manifest.description.length).toBeGreaterThan(20)
    names.add(manifest.name)

    const purposes = new Set<string>()
    for (const icon of manifest.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>) {
      const file = await request.get(icon.src)
      expect(file.status(), icon.src).toBe(200)
      expect(file.headers()['content-type']).toBe('image/png')
      const { width, height, format } = await sharp(await file.body()).metadata()
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes)
      expect(format).toBe('png')
      purposes.add(`${icon.purpose}:${icon.sizes}`)
    }
    expect([...purposes]).toEqual(expect.arrayContaining(['any:192x192', 'any:512x512', 'maskable:512x512']))
  }
  // Localized: four languages, four names.
  expect(names.size).toBe(locales.length)
})

test('an Apple touch icon and a theme colour for light and dark', async ({ page, request }) => {
  await page.goto('/en/trips')
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
  const icon = await request.get(touch!)
  expect(icon.status()).toBe(200)
  expect(await sharp(await icon.body()).metadata()).toMatchObject({ width: 180, height: 180, format: 'png' })
  const themes = await page
    .locator('meta[name="theme-color"]')
    .evaluateAll((metas) => metas.map((meta) => [meta.getAttribute('media'), meta.getAttribute('content')]))
  expect(themes).toEqual([
    ['(prefers-color-scheme: light)', expect.stringMatching(/^#[0-9a-f]{6}$/)],
    ['(prefers-color-scheme: dark)', expect.stringMatching(/^#[0-9a-f]{6}$/)],
  ])
  expect(await request.get('/xx/manifest.webmanifest').then((r) => r.status())).toBe(404)
})

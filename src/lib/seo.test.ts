import { describe, expect, it } from 'vitest'
import { siteConfig } from './config'
import { localizedLinks, pageMeta, swapLocale } from './seo'

describe('swapLocale', () => {
  it('replaces the locale segment and keeps the rest of the path', () => {
    expect(swapLocale('/en/about', 'es')).toBe('/es/about')
    expect(swapLocale('/en/help/faq', 'uk')).toBe('/uk/help/faq')
    expect(swapLocale('/ru', 'en')).toBe('/en')
    expect(swapLocale('/ru/', 'en')).toBe('/en')
  })
})

describe('localizedLinks', () => {
  const links = localizedLinks('/es/blog', '?page=2&utm_source=x')
  it('has one canonical with only whitelisted parameters', () => {
    expect(links.filter((l) => l.rel === 'canonical')).toEqual([
      { rel: 'canonical', href: `${siteConfig.siteUrl}/es/blog?page=2` },
    ])
  })
  it('has an alternate per locale plus x-default (pointing at en)', () => {
    const alternates = Object.fromEntries(links.filter((l) => l.rel === 'alternate').map((l) => [l.hrefLang, l.href]))
    expect(alternates).toEqual({
      'en-US': `${siteConfig.siteUrl}/en/blog?page=2`,
      'es-ES': `${siteConfig.siteUrl}/es/blog?page=2`,
      'ru-RU': `${siteConfig.siteUrl}/ru/blog?page=2`,
      'uk-UA': `${siteConfig.siteUrl}/uk/blog?page=2`,
      'x-default': `${siteConfig.siteUrl}/en/blog?page=2`,
    })
  })
})

describe('localizedLinks of the search page', () => {
  it('keep its filters (type, post language) and the query, not the cursor or unknown parameters', () => {
    const links = localizedLinks('/es/search', '?q=picchu&type=post&lang=uk&cursor=abc&utm_source=x')
    expect(links.find((l) => l.rel === 'canonical')?.href).toBe(
      `${siteConfig.siteUrl}/es/search?lang=uk&q=picchu&type=post`,
    )
    expect(links.find((l) => l.hrefLang === 'ru-RU')?.href).toBe(
      `${siteConfig.siteUrl}/ru/search?lang=uk&q=picchu&type=post`,
    )
    expect(localizedLinks('/en/search', '?q=picchu&type=trip')[0]?.href).toBe(
      `${siteConfig.siteUrl}/en/search?q=picchu&type=trip`,
    )
  })
  it('are the search page’s only: elsewhere `type` and `lang` are dropped', () => {
    expect(localizedLinks('/es/blog', '?type=post&lang=uk&tag=food')[0]?.href).toBe(
      `${siteConfig.siteUrl}/es/blog?tag=food`,
    )
    expect(localizedLinks('/es/blog/posts/search', '?type=post')[0]?.href).toBe(
      `${siteConfig.siteUrl}/es/blog/posts/search`,
    )
  })
})

describe('pageMeta', () => {
  it('appends the site name once and sets og:locale', () => {
    const meta = pageMeta({ title: 'About', description: 'd', locale: 'uk' })
    expect(meta).toContainEqual({ title: 'About · Waypoints' })
    expect(meta).toContainEqual({ property: 'og:locale', content: 'uk_UA' })
    expect(pageMeta({ title: 'Waypoints — home', description: 'd', locale: 'en' })).toContainEqual({
      title: 'Waypoints — home',
    })
  })
  it('makes the image absolute', () => {
    const meta = pageMeta({ title: 'x', description: 'd', locale: 'en', image: '/images/a.jpg' })
    expect(meta).toContainEqual({ property: 'og:image', content: `${siteConfig.siteUrl}/images/a.jpg` })
  })
  it("names a cover's 1200×630 JPEG with its size and alt, and the site's for a page without an image", () => {
    const cover = pageMeta({
      title: 'Amalfi',
      description: 'd',
      locale: 'en',
      image: '/images/trips/amalfi.svg',
      imageWidth: 1600,
      imageHeight: 900,
      imageAlt: 'The Amalfi coast',
    })
    expect(cover).toEqual(
      expect.arrayContaining([
        { property: 'og:image', content: `${siteConfig.siteUrl}/share/v2/images/trips/amalfi.svg.jpg` },
        { property: 'og:image:width', content: '1200' },
        { property: 'og:image:height', content: '630' },
        { property: 'og:image:alt', content: 'The Amalfi coast' },
        { name: 'twitter:card', content: 'summary_large_image' },
      ]),
    )
    expect(pageMeta({ title: 'About', description: 'd', locale: 'en' })).toContainEqual({
      property: 'og:image',
      content: `${siteConfig.siteUrl}/share/v2/images/hero-main.svg.jpg`,
    })
  })
})

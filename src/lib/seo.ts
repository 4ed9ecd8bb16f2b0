import { siteConfig } from './config'
import { localeTags, locales, type Locale } from './i18n/locales'
import { DEFAULT_SHARE_COVER, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath } from './share-image'
import { canonicalUrl, withTrailingSlash } from './urls'

/** Replaces the locale segment of a localized path. */
export function swapLocale(pathname: string, locale: Locale): string {
  const rest = pathname.split('/').slice(2).join('/')
  return withTrailingSlash(`/${locale}${rest ? `/${rest}` : ''}`)
}

/**
 * The search page's filters (type, post language) pick other results, as a list's filters do, so a filtered search
 * is its own page. Only there: elsewhere a `type` or `lang` in the address means nothing and stays out.
 */
const SEARCH_PAGE_PARAMS = [...siteConfig.canonicalQueryWhitelist, 'type', 'lang'] as const
const SEARCH_PAGE = /^\/[^/]+\/search\/?$/

/** Canonical and hreflang alternates (four locales + x-default) for a localized page. */
export function localizedLinks(pathname: string, search: string) {
  const kept = SEARCH_PAGE.test(pathname) ? SEARCH_PAGE_PARAMS : siteConfig.canonicalQueryWhitelist
  const url = (path: string) => canonicalUrl(`${path}${search}`, kept)
  const links: Array<{ rel: string; href: string; hrefLang?: string }> = [{ rel: 'canonical', href: url(pathname) }]
  for (const locale of locales) {
    links.push({ rel: 'alternate', hrefLang: localeTags[locale], href: url(swapLocale(pathname, locale)) })
  }
  links.push({ rel: 'alternate', hrefLang: 'x-default', href: url(swapLocale(pathname, 'en')) })
  return links
}

interface PageMetaInput {
  title: string
  description: string
  keywords?: string
  locale: Locale
  /** Absolute or site-relative image for link previews. */
  image?: string
  imageWidth?: number
  imageHeight?: number
  imageAlt?: string
  /** Open Graph type (default "website"). */
  type?: 'website' | 'article' | 'profile'
  /** Articles: ISO timestamps and section/tags. */
  publishedTime?: string
  modifiedTime?: string
  section?: string
  tags?: string[]
}

export function pageMeta(input: PageMetaInput) {
  const title = input.title.includes(siteConfig.name) ? input.title : `${input.title} · ${siteConfig.name}`
  const meta: Array<Record<string, string>> = [
    { title },
    { name: 'description', content: input.description },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:site_name', content: siteConfig.name },
    { property: 'og:locale', content: localeTags[input.locale].replace('-', '_') },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
  ]
  if (input.keywords) meta.push({ name: 'keywords', content: input.keywords })
  for (const tag of previewImageMeta(input, title)) meta.push(tag)
  if (input.publishedTime) meta.push({ property: 'article:published_time', content: input.publishedTime })
  if (input.modifiedTime) meta.push({ property: 'article:modified_time', content: input.modifiedTime })
  if (input.section) meta.push({ property: 'article:section', content: input.section })
  for (const tag of input.tags ?? []) meta.push({ property: 'article:tag', content: tag })
  return meta
}

/**
 * The link preview: a cover becomes its 1200×630 JPEG (social sites show no SVG or WebP), a page without an image
 * gets the site's; any other image (an avatar) is named as it is.
 */
function previewImageMeta(input: PageMetaInput, title: string): Array<Record<string, string>> {
  const share = shareImagePath(input.image ?? DEFAULT_SHARE_COVER)
  const image = absoluteUrl(share ?? input.image!)
  const [width, height] = share ? [SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT] : [input.imageWidth, input.imageHeight]
  const alt = input.imageAlt || (input.image ? title : siteConfig.name)
  const meta: Array<Record<string, string>> = [
    { property: 'og:image', content: image },
    { name: 'twitter:image', content: image },
  ]
  if (share) meta.push({ property: 'og:image:type', content: 'image/jpeg' })
  if (width && height)
    meta.push(
      { property: 'og:image:width', content: String(width) },
      { property: 'og:image:height', content: String(height) },
    )
  meta.push({ property: 'og:image:alt', content: alt }, { name: 'twitter:image:alt', content: alt })
  return meta
}

/** A site-relative path as an absolute URL on the configured origin. */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteConfig.siteUrl}/`).href
}

/**
 * A JSON-LD head script. `<` is escaped so no string in the data can close the script element
 * (U+2028/2029 too, for old parsers).
 */
export function jsonLdScript(data: Record<string, unknown> | Array<Record<string, unknown>>) {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  return { type: 'application/ld+json', children: json }
}

/** schema.org BreadcrumbList from (name, path) pairs. */
export function breadcrumbJsonLd(items: Array<{ name: string; path: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: canonicalUrl(item.path),
    })),
  }
}

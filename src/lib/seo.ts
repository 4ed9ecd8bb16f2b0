import { siteConfig } from './config'
import { localeTags, locales, type Locale } from './i18n/locales'
import { canonicalUrl, withTrailingSlash } from './urls'

/** Replaces the locale segment of a localized path. */
export function swapLocale(pathname: string, locale: Locale): string {
  const rest = pathname.split('/').slice(2).join('/')
  return withTrailingSlash(`/${locale}${rest ? `/${rest}` : ''}`)
}

/** Canonical and hreflang alternates (four locales + x-default) for a localized page. */
export function localizedLinks(pathname: string, search: string) {
  const links: Array<{ rel: string; href: string; hrefLang?: string }> = [
    { rel: 'canonical', href: canonicalUrl(`${pathname}${search}`) },
  ]
  for (const locale of locales) {
    links.push({ rel: 'alternate', hrefLang: localeTags[locale], href: canonicalUrl(`${swapLocale(pathname, locale)}${search}`) })
  }
  links.push({ rel: 'alternate', hrefLang: 'x-default', href: canonicalUrl(`${swapLocale(pathname, 'en')}${search}`) })
  return links
}

export function pageMeta(input: { title: string; description: string; keywords?: string; locale: Locale; image?: string }) {
  const title = input.title.includes(siteConfig.name) ? input.title : `${input.title} · ${siteConfig.name}`
  const meta: Array<Record<string, string>> = [
    { title },
    { name: 'description', content: input.description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:site_name', content: siteConfig.name },
    { property: 'og:locale', content: localeTags[input.locale].replace('-', '_') },
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
  if (input.keywords) meta.push({ name: 'keywords', content: input.keywords })
  if (input.image) meta.push({ property: 'og:image', content: new URL(input.image, siteConfig.siteUrl).href })
  return meta
}

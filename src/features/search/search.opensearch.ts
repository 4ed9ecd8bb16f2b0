import { siteConfig } from '@/lib/config'
import { localeTags, type Locale } from '@/lib/i18n/locales'
import { xmlEscape } from '@/lib/xml'
import { m } from '@/paraglide/messages'

/** The OpenSearch link every page carries, so browsers can add the site's search in the page's language. */
export function openSearchLink(locale: Locale) {
  return {
    rel: 'search',
    type: 'application/opensearchdescription+xml',
    title: siteConfig.name,
    href: `/opensearch.xml?lang=${locale}`,
  }
}

/**
 * OpenSearch 1.1 description: the search page for browsers, the JSON API for other clients. The API's `lang` keeps
 * only posts written in that language, so the JSON address leaves it out: it finds what the page finds (its texts
 * follow Accept-Language, like every API answer).
 */
export function openSearchDescription(locale: Locale): string {
  const origin = siteConfig.siteUrl
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>${xmlEscape(siteConfig.name)}</ShortName>
  <Description>${xmlEscape(m.search_meta_description({}, { locale }))}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Language>${localeTags[locale]}</Language>
  <Image width="16" height="16" type="image/svg+xml">${xmlEscape(`${origin}/favicon.svg`)}</Image>
  <Url type="text/html" method="get" template="${xmlEscape(`${origin}/${locale}/search?q={searchTerms}`)}"/>
  <Url type="application/json" method="get" template="${xmlEscape(`${origin}/api/v1/search?q={searchTerms}`)}"/>
  <Url type="application/opensearchdescription+xml" rel="self" template="${xmlEscape(`${origin}/opensearch.xml?lang=${locale}`)}"/>
  <moz:SearchForm>${xmlEscape(`${origin}/${locale}/search`)}</moz:SearchForm>
</OpenSearchDescription>
`
}

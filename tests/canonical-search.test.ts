// The canonical and hreflang links of a filtered list must lead back to the same filtered list: the router reads
// `?tag=2025` as the number 2025 (and `true`, `null` as literals), which no slug filter accepts.
import { defaultParseSearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { Route as localeRoute } from '@/routes/$lang/route'
import { blogSearch, searchPageSearch, tripsSearch } from '@/lib/search-params'

type Head = (ctx: unknown) => { links?: Array<{ rel: string; href: string; hrefLang?: string }> }
const head = (localeRoute as unknown as { options: { head: Head } }).options.head

/** The links the locale route puts in the head of a page at `pathname` with this (validated) search. */
function linksOf(pathname: string, search: Record<string, unknown>) {
  return head({ matches: [{ pathname, search, status: 'success' }] }).links ?? []
}

describe('canonical and hreflang links of filtered lists', () => {
  it.each(['2025', '1000', 'true', 'null'])('keep the blog tag filter "%s" a slug the page accepts', (tag) => {
    const links = linksOf('/en/blog', { tag })
    expect(links.length).toBe(6) // canonical, four locales, x-default
    for (const link of links) {
      const url = new URL(link.href)
      // What the page at that URL filters by, read as the router reads it.
      expect(blogSearch(defaultParseSearch(url.search))).toEqual({ tag })
    }
  })

  it('keep ordinary filters readable', () => {
    const [canonical] = linksOf('/es/trips', { destination: 'IT', month: '2026-05', cursor: 'WzAsNSw3XQ' })
    expect(canonical!.rel).toBe('canonical')
    expect(canonical!.href).toMatch(/\/es\/trips\?destination=IT&month=2026-05$/)
    expect(tripsSearch(defaultParseSearch(new URL(canonical!.href).search))).toEqual({
      destination: 'IT',
      month: '2026-05',
    })
  })

  // A filtered search lists other results than the unfiltered one, like a filtered list: its canonical and
  // alternates keep the filters (the cursor, a position in the results, stays out as on lists).
  it('keep the search page’s type and post-language filters', () => {
    const links = linksOf('/en/search', { q: '2024', type: 'post', lang: 'uk', cursor: 'WzAsNSw3XQ' })
    expect(links.length).toBe(6)
    for (const link of links) {
      const url = new URL(link.href)
      expect(url.pathname).toMatch(/^\/(en|es|ru|uk)\/search$/)
      expect(searchPageSearch(defaultParseSearch(url.search))).toEqual({ q: '2024', type: 'post', lang: 'uk' })
    }
  })
})

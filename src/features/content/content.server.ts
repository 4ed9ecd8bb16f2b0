import { NotFoundError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { parseFrontMatter } from '@/lib/front-matter'
import { countWords, renderMarkdown } from '@/lib/markdown.server'
import { contentFrontmatterSchema, type ContentPage } from './content.schemas'

// Bundled at build time: content/pages/{locale}/{slug}.md
const files = import.meta.glob<string>('/content/pages/**/*.md', { query: '?raw', import: 'default', eager: true })

const cache = new Map<string, ContentPage>()

function build(locale: Locale, slug: string): ContentPage | null {
  const raw = files[`/content/pages/${locale}/${slug}.md`]
  if (raw === undefined) return null
  const { data, body: content } = parseFrontMatter(raw)
  const front = contentFrontmatterSchema.parse(data)
  return {
    slug,
    locale,
    title: front.title,
    description: front.description,
    updated: front.updated ? front.updated.toISOString().slice(0, 10) : null,
    html: renderMarkdown(content),
    words: countWords(content),
  }
}

/** A content page; NotFoundError when the locale has no such file. */
export function findContentPage(locale: Locale, slug: string): ContentPage {
  const key = `${locale}/${slug}`
  let page = cache.get(key)
  if (!page) {
    page = build(locale, slug) ?? undefined
    if (!page) throw new NotFoundError()
    cache.set(key, page)
  }
  return page
}

/** Every slug that exists for a locale (sitemaps use it). */
export function listContentSlugs(locale: Locale): string[] {
  const prefix = `/content/pages/${locale}/`
  return Object.keys(files)
    .filter((path) => path.startsWith(prefix))
    .map((path) => path.slice(prefix.length, -'.md'.length))
    .sort()
}

import type { Locale } from '@/lib/i18n/locales'
import { countWords, renderMarkdown } from '@/lib/markdown.server'
import { hasVisibleText } from '@/lib/text-check'
import { m } from '@/paraglide/messages'

// What a published post needs and gets beyond a draft: its rules, its excerpt and its reading time.

const WORDS_PER_MINUTE = 200

export const readingMinutesOf = (body: string) => Math.max(1, Math.round(countWords(body) / WORDS_PER_MINUTE))

const entityText: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" }

/** Plain-text start of the body, for an excerpt the author left empty. */
export function excerptFrom(body: string): string {
  const text = renderMarkdown(body)
    // A photo's caption is not the story's opening words (ADR 060).
    .replace(/<figcaption>[\s\S]*?<\/figcaption>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    // The sanitiser decodes every entity and escapes only &, < and > (and " in attributes) again: undo exactly those,
    // in one pass so a typed "&amp;lt;" stays "&lt;".
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entityText[name] ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?…])/g, '$1')
    .trim()
  return text.length > 200 ? `${text.slice(0, 197).replace(/\s+\S*$/, '')}…` : text
}

/** What publishing requires beyond a valid draft: a category, a body, and a date that is not in the future. */
export function publishProblems(
  post: { categoryId: number | null; body: string; publishedAt: Date | null },
  locale: Locale,
): Record<string, string> {
  const problems: Record<string, string> = {}
  if (post.categoryId === null) problems.categorySlug = m.writing_publish_needs_category({}, { locale })
  if (!hasVisibleText(post.body)) problems.body = m.writing_publish_needs_body({}, { locale })
  if (post.publishedAt && post.publishedAt.getTime() > Date.now() + 60_000)
    problems.publishedAt = m.writing_field_date_future({}, { locale })
  return problems
}

import type { Locale } from '@/lib/i18n/locales'
import { renderMarkdown } from '@/lib/markdown.server'
import { db } from '@/server/db/index.server'
import { reusedQuery } from '@/server/db/reused-query.server'
import { categories, tags } from '@/server/db/schema'
import { env } from '@/server/env.server'
import type { EditorOptions } from './writing.schemas'

// What the post editor offers and shows beside the text.

/** Categories and tags the editor offers, named in the page's language. */
export async function editorOptions(locale: Locale): Promise<EditorOptions> {
  const database = await db()
  const [categoryRows, tagRows] = await Promise.all([
    reusedQuery(database, 'writing.categories', () =>
      database.select().from(categories).orderBy(categories.position, categories.id),
    ).execute(),
    reusedQuery(database, 'writing.tags', () => database.select().from(tags)).execute(),
  ])
  return {
    uploadMaxMb: Math.round((env().UPLOAD_MAX_BYTES / (1024 * 1024)) * 10) / 10,
    categories: categoryRows.map((c) => ({ slug: c.slug, name: c.name[locale] })),
    tags: tagRows
      .map((t) => ({ slug: t.slug, name: t.name[locale] }))
      .sort((a, b) => a.name.localeCompare(b.name, locale)),
  }
}

/** The editor's live preview: the very pipeline of the public post page (Markdown → sanitised HTML). */
export function previewMarkdown(body: string): string {
  return renderMarkdown(body)
}

import { useEffect, useState } from 'react'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { previewMarkdownFn } from '../writing.functions'
import { BODY_MAX } from '../writing.schemas'

const PREVIEW_DELAY = 300

/** The live preview: the server renders it with the public page's sanitising pipeline. */
export function PostPreview({ body, title, lang }: { body: string; title: string; lang: Locale }) {
  const [html, setHtml] = useState('')
  const tooLong = body.length > BODY_MAX
  useEffect(() => {
    if (!body.trim() || tooLong) {
      setHtml('')
      return
    }
    let current = true
    const timer = setTimeout(() => {
      previewMarkdownFn({ data: { body } })
        .then((r) => current && setHtml(r.html))
        .catch(() => {})
    }, PREVIEW_DELAY)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [body, tooLong])
  return (
    <section aria-labelledby="preview-title" className="border-line min-w-0 rounded-lg border p-5">
      <h2 id="preview-title" className="mb-4 text-sm font-semibold tracking-wide text-muted uppercase">
        {m.writing_preview_title()}
      </h2>
      {/* The post's language marks its title and body only: the empty-state line is the interface's. */}
      <article data-testid="preview">
        {title && (
          <p className="text-ink mb-4 text-3xl font-bold" lang={lang}>
            {title}
          </p>
        )}
        {tooLong ? (
          <p className="text-muted">{m.writing_preview_too_long({ count: BODY_MAX })}</p>
        ) : html ? (
          <div className="prose-content" lang={lang} dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className="text-muted">{m.writing_preview_empty()}</p>
        )}
      </article>
    </section>
  )
}

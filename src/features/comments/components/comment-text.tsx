import type { ReactNode } from 'react'

// A comment's text (ADR 059): plain text as typed, line breaks kept, never HTML (React escapes it); web addresses
// become links a search engine does not follow and that get no access to this page.

const ADDRESS = /\bhttps?:\/\/[^\s<>"']+/gi
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]}»”’]+$/

export function linkParts(text: string): Array<{ text: string; href?: string }> {
  const parts: Array<{ text: string; href?: string }> = []
  let last = 0
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index
    const address = match[0].replace(TRAILING, '')
    if (start > last) parts.push({ text: text.slice(last, start) })
    parts.push({ text: address, href: address })
    last = start + address.length
  }
  if (last < text.length) parts.push({ text: text.slice(last) })
  return parts
}

export function CommentText({ text, lang }: { text: string; lang?: string }): ReactNode {
  return (
    <p className="mt-1 whitespace-pre-line wrap-anywhere" lang={lang}>
      {linkParts(text).map((part, i) =>
        part.href ? (
          <a key={i} href={part.href} rel="nofollow ugc noopener" className="underline">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  )
}

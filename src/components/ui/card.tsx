import { createContext, useContext, type ReactNode } from 'react'
import type { ImageView } from '@/lib/images'
import { LazyImage } from './lazy-image'

// The first card of a grid is often above the fold on phones and then the page's largest paint (the heroes' simple
// SVG art counts as low-content for LCP): its cover loads at once, with high priority (ADR 028).
const FirstInGrid = createContext(false)

/** The link in a card's heading: its ::after covers the whole card, so the card is one click target. */
export const cardLinkClass = 'text-ink no-underline after:absolute after:inset-0 hover:underline'

/**
 * The shell of a list card (trips, posts, …): cover image, a small line above the heading, the heading with the
 * card's link, a summary, then the card's own footer (`children`, pushed to the bottom).
 */
export function Card({
  cover,
  meta,
  title,
  summary,
  headingLevel = 2,
  lang,
  children,
}: {
  cover: ImageView
  meta: ReactNode
  /** The heading's content: a link styled with `cardLinkClass`. */
  title: ReactNode
  summary: string
  headingLevel?: 2 | 3
  /** Language of the title and summary when it may differ from the page's. */
  lang?: string
  children: ReactNode
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const first = useContext(FirstInGrid)
  return (
    <article className="border-line bg-page relative flex h-full flex-col overflow-hidden rounded-lg border shadow-sm">
      {/* Decorative: the heading names the card. */}
      <LazyImage
        image={cover}
        decorative
        eager={first}
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
        className="aspect-[2/1] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5 wrap-anywhere">
        <p className="text-muted flex flex-wrap items-center gap-2 text-sm">{meta}</p>
        <Heading className="text-lg font-semibold" lang={lang}>
          {title}
        </Heading>
        <p className="text-muted text-sm" lang={lang}>
          {summary}
        </p>
        {children}
      </div>
    </article>
  )
}

/**
 * Cards in the responsive grid every list uses (one column, two from sm, three from lg). `priority` (the default)
 * loads the first card's cover at once: give `false` to a grid below the page's first screen, where it would only
 * compete with the images above it.
 */
export function CardGrid<T>({
  items,
  keyOf,
  priority = true,
  children,
}: {
  items: readonly T[]
  keyOf: (item: T) => string | number
  priority?: boolean
  children: (item: T) => ReactNode
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <li key={keyOf(item)}>
          <FirstInGrid value={priority && index === 0}>{children(item)}</FirstInGrid>
        </li>
      ))}
    </ul>
  )
}

import type { ReactNode } from 'react'
import { Pager } from './pager'

export interface PagerLink {
  to: string
  params: Record<string, string>
  /** The current search without the cursor. */
  search: Record<string, string | undefined>
}

/**
 * The body of every paginated list page: the list's h2 (visually hidden unless `showHeading`), an optional block
 * above it (filters), the items or the empty message, then the pager.
 */
export function PagedList({
  heading,
  showHeading = false,
  empty,
  emptyMessage,
  link,
  cursor,
  nextCursor,
  labels,
  before,
  children,
}: {
  heading: string
  showHeading?: boolean
  empty: boolean
  emptyMessage: string
  link: PagerLink
  cursor: string | undefined
  nextCursor: string | null
  labels: { pagination: string; next: string; first: string }
  before?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-10 sm:px-6 sm:pt-8">
      {before}
      <h2 className={showHeading ? 'mb-6 text-2xl font-bold' : 'sr-only'}>{heading}</h2>
      {empty ? <p className="text-muted py-10 text-center text-lg">{emptyMessage}</p> : children}
      <Pager
        {...link}
        cursor={cursor}
        nextCursor={nextCursor}
        label={labels.pagination}
        nextLabel={labels.next}
        firstLabel={labels.first}
      />
    </div>
  )
}

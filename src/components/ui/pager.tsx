import { Link } from '@tanstack/react-router'

/**
 * Keyset pagination: "next" carries the cursor of the last item shown; "first page" drops it.
 * `search` is the current search without the cursor.
 */
export function Pager({
  to,
  params,
  search,
  cursor,
  nextCursor,
  label,
  nextLabel,
  firstLabel,
}: {
  to: string
  params: Record<string, string>
  search: Record<string, string | undefined>
  cursor: string | undefined
  nextCursor: string | null
  label: string
  nextLabel: string
  firstLabel: string
}) {
  if (!cursor && !nextCursor) return null
  const button = 'border-line rounded-md border px-4 py-2 font-semibold no-underline hover:bg-surface'
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap justify-between gap-3">
      {cursor ? (
        <Link to={to} params={params} search={{ ...search, cursor: undefined }} className={button}>
          {firstLabel}
        </Link>
      ) : (
        <span />
      )}
      {nextCursor && (
        <Link to={to} params={params} search={{ ...search, cursor: nextCursor }} rel="next" className={button}>
          {nextLabel}
        </Link>
      )}
    </nav>
  )
}

import type { ReactNode } from 'react'

export interface Column {
  label: string
  /** Read by screen readers only (an actions column needs no visible heading). */
  hidden?: boolean
}

/** A table's head row: one `scope="col"` heading per column, each cell styled alike. */
export function TableHeader({
  columns,
  className,
  rowClassName,
  cellClassName,
}: {
  columns: ReadonlyArray<string | Column>
  className?: string
  rowClassName?: string
  cellClassName: string
}): ReactNode {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map((column) => {
          const { label, hidden } = typeof column === 'string' ? { label: column, hidden: false } : column
          return (
            <th key={label} scope="col" className={cellClassName}>
              {hidden ? <span className="sr-only">{label}</span> : label}
            </th>
          )
        })}
      </tr>
    </thead>
  )
}

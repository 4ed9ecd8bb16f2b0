import type { ReactNode } from 'react'

/** A section named by its own h2 (`aria-labelledby` is the heading's `id`, so the two cannot drift apart). */
export function TitledSection({
  id,
  title,
  className,
  titleClassName = 'text-2xl font-bold',
  children,
}: {
  id: string
  title: ReactNode
  className?: string
  titleClassName?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  )
}

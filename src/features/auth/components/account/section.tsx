import type { ReactNode } from 'react'

/** One account card: heading, intro and its form. */
export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string
  title: string
  intro?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="border-line rounded-lg border p-5">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {intro && <p className="text-muted mt-1 text-sm">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  )
}

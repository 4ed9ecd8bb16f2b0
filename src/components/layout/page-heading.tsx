import type { ReactNode } from 'react'

const titleClass = 'text-3xl font-bold tracking-tight'

/**
 * A screen's h1 with its one-line intro and, on the right, its main action (a "New …" link). `id` names the heading
 * for the section that wraps the screen (`aria-labelledby`).
 */
export function PageHeading({
  id,
  title,
  intro,
  action,
}: {
  id?: string
  title: ReactNode
  intro?: ReactNode
  action?: ReactNode
}) {
  const heading = (
    <>
      <h1 id={id} className={titleClass}>
        {title}
      </h1>
      {intro && <p className="text-muted mt-2">{intro}</p>}
    </>
  )
  if (!action) return heading
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>{heading}</div>
      {action}
    </div>
  )
}

/** A back-office or profile screen: its heading, then its content. */
export function PageSection({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageHeading title={title} intro={intro} />
      <div className="mt-6">{children}</div>
    </>
  )
}

/** A list screen named by its h1: the heading (with its main action), then the screen. */
export function HeadedSection({
  id,
  children,
  ...heading
}: {
  id: string
  title: ReactNode
  intro?: ReactNode
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="w-full">
      <PageHeading id={id} {...heading} />
      {children}
    </section>
  )
}

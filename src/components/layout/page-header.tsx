import type { ReactNode } from 'react'
import { HERO_DESCRIPTION_MAX, HERO_TITLE_MAX, truncate } from '@/lib/text'
import { Breadcrumbs, type Crumb } from './breadcrumbs'

export interface PageHeaderProps {
  title: string
  description?: string
  breadcrumbs?: Crumb[]
  /** Shown above the title (a status code, what kind of list this is). */
  eyebrow?: ReactNode
  children?: ReactNode
  /** Language of the title and description when it may differ from the page's. */
  lang?: string
  /** The width of the page's content below, so the two line up: `max-w-6xl` (default) or `max-w-4xl`. */
  width?: 'wide' | 'narrow'
}

/**
 * The compact header of a list page (trips, blog lists, search, 404; ADR 062): breadcrumbs, title and a short intro
 * in ~120–160 px, so the results start on the first screen. Pages that tell a story (home, a trip, a post) keep the
 * large `Hero`.
 */
export function PageHeader({
  title,
  description,
  breadcrumbs = [],
  eyebrow,
  children,
  lang,
  width = 'wide',
}: PageHeaderProps) {
  return (
    <section className="border-line bg-surface border-b">
      <div
        className={`mx-auto w-full px-4 py-4 wrap-anywhere sm:px-6 sm:py-5 ${width === 'wide' ? 'max-w-6xl' : 'max-w-4xl'}`}
      >
        <Breadcrumbs items={breadcrumbs} />
        {eyebrow}
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance sm:text-3xl" lang={lang}>
          {truncate(title, HERO_TITLE_MAX)}
        </h1>
        {description && (
          <p className="text-muted mt-1 max-w-2xl" lang={lang}>
            {truncate(description, HERO_DESCRIPTION_MAX)}
          </p>
        )}
        {children}
      </div>
    </section>
  )
}

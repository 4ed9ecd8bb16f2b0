import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import type { ImageView } from '@/lib/images'
import type { Locale } from '@/lib/i18n/locales'

/**
 * A trip in one of a member's lists (booked, saved): the cover beside the trip's linked title, then what that list
 * says about it. The article is named by its title (`titleId`).
 */
export function TripRow({
  trip,
  locale,
  titleId,
  titleLevel: Title,
  id,
  tabIndex,
  className = 'gap-2',
  children,
}: {
  trip: { id: number; title: string; cover: ImageView }
  locale: Locale
  titleId: string
  titleLevel: 'h2' | 'h3'
  id?: string
  /** -1 where focus is moved to the row (after a change). */
  tabIndex?: number
  /** The column's spacing. */
  className?: string
  children: ReactNode
}) {
  return (
    <article
      id={id}
      tabIndex={tabIndex}
      aria-labelledby={titleId}
      className="border-line bg-page flex flex-col gap-4 rounded-lg border p-4 sm:flex-row"
    >
      <ResponsiveImage
        image={trip.cover}
        sizes="(min-width: 640px) 12rem, 100vw"
        alt=""
        loading="lazy"
        className="aspect-[2/1] h-auto w-full rounded object-cover sm:w-48"
      />
      <div className={`flex flex-1 flex-col ${className}`}>
        <Title id={titleId} className="text-lg font-semibold">
          <Link to="/$lang/trips/$id" params={{ lang: locale, id: String(trip.id) }}>
            {trip.title}
          </Link>
        </Title>
        {children}
      </div>
    </article>
  )
}

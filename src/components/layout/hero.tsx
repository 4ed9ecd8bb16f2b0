import type { ReactNode } from 'react'
import { HERO_DESCRIPTION_MAX, HERO_TITLE_MAX, truncate } from '@/lib/text'
import { Breadcrumbs, type Crumb } from './breadcrumbs'

interface HeroImage {
  src: string
  width: number
  height: number
  alt?: string
  srcSet?: string
  sizes?: string
  /** AVIF/WebP variants of a processed image. */
  sources?: Array<{ type: string; srcset: string }>
}

/** Spec §2 default: the main hero image, 1920x960. */
export const DEFAULT_HERO_IMAGE: HeroImage = { src: '/images/hero-main.svg', width: 1920, height: 960 }

/**
 * <head> preloads for a hero image with variants, usually the page's largest paint (ADR 028), so its request starts
 * with the document. It names the first <source> (what a browser supporting its type picks; others skip a preload
 * whose type they lack). A plain image needs none: React preloads a high-priority <img> outside <picture> itself.
 */
export function heroImagePreloads(image: HeroImage) {
  const first = image.sources?.[0]
  if (!first) return []
  return [
    {
      rel: 'preload',
      as: 'image',
      type: first.type,
      imageSrcSet: first.srcset,
      imageSizes: image.sizes ?? '100vw',
      fetchPriority: 'high',
    } as const,
  ]
}

export interface HeroProps {
  image?: HeroImage
  title: string
  description?: string
  breadcrumbs?: Crumb[]
  /** Eager, high-priority image (default); pass false below the fold. */
  priority?: boolean
  /** Shown above the title (e.g. the error page's status code). */
  eyebrow?: ReactNode
  /** Shown below the description (e.g. calls to action). */
  children?: ReactNode
  /** Language of the title and description when it may differ from the page's (a post in another language). */
  lang?: string
}

export function Hero({
  image = DEFAULT_HERO_IMAGE,
  title,
  description,
  breadcrumbs = [],
  priority = true,
  eyebrow,
  children,
  lang,
}: HeroProps) {
  return (
    <section className="relative isolate flex min-h-[50vh] items-end overflow-hidden bg-neutral-900 text-white">
      {image.sources?.length ? (
        <picture>
          {image.sources.map((s) => (
            <source key={s.type} type={s.type} srcSet={s.srcset} sizes={image.sizes ?? '100vw'} />
          ))}
          <HeroImg image={image} priority={priority} />
        </picture>
      ) : (
        <HeroImg image={image} priority={priority} />
      )}
      <div
        aria-hidden="true"

        className="absolute inset-0 -z-10 bg-gradient-to-t from-black/75 via-black/40 to-black/10"
      />
      <div className="mx-auto w-full max-w-6xl px-4 py-10 wrap-anywhere sm:px-6 sm:py-14">
        <Breadcrumbs items={breadcrumbs} />
        {eyebrow}
        <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl" lang={lang}>
          {truncate(title, HERO_TITLE_MAX)}
        </h1>
        {description && (
          <p className="mt-4 max-w-2xl text-base text-white/90 sm:text-lg" lang={lang}>
            {truncate(description, HERO_DESCRIPTION_MAX)}
          </p>
        )}
        {children}
      </div>
    </section>
  )
}

function HeroImg({ image, priority }: { image: HeroImage; priority: boolean }) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? (image.sizes ?? '100vw') : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      className="absolute inset-0 -z-10 h-full w-full object-cover"
    />
  )
}

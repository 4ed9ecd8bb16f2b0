import type { ImageView } from '@/lib/images'
import { ResponsiveImage } from './responsive-image'

/**
 * An image below the fold (unless `eager`: then loaded at once with high priority): loaded lazily, decoded off the main thread, its box reserved by width/height (no layout
 * shift), with its responsive AVIF/WebP variants when it has them (`sizes` goes only beside their `srcset`).
 * `decorative` drops the alt text where a heading or caption already names the image.
 */
export function LazyImage({
  image,
  sizes,
  className,
  decorative = false,
  eager = false,
}: {
  image: ImageView
  sizes: string
  className: string
  decorative?: boolean
  eager?: boolean
}) {
  return (
    <ResponsiveImage
      image={image}
      sizes={sizes}
      alt={decorative ? '' : image.alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  )
}

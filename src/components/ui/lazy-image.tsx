import type { ImageView } from '@/lib/images'

/**
 * An image below the fold: loaded lazily, decoded off the main thread, its box reserved by width/height (no layout
 * shift). `decorative` drops the alt text where a heading or caption already names the image.
 */
export function LazyImage({
  image,
  sizes,
  className,
  decorative = false,
}: {
  image: ImageView
  sizes: string
  className: string
  decorative?: boolean
}) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      sizes={sizes}
      loading="lazy"
      decoding="async"
      className={className}
    />
  )
}

import type { ImgHTMLAttributes } from 'react'
import type { ImageView } from '@/lib/images'

/** What is read of an image (an upload's preview has no alt of its own). */
type Shown = Pick<ImageView, 'src' | 'width' | 'height'> & {
  alt?: string
  sources?: ReadonlyArray<{ type: string; srcset: string }>
}

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt'>

/**
 * An image with its responsive variants: AVIF and WebP <source>s with `srcset` + `sizes` when the image was processed
 * (uploads, seed covers), a plain <img> otherwise. An image without its own `alt` (an upload's preview) takes `alt`. `sizes` is only ever written beside a `srcset` (HTML requires it).
 */
export function ResponsiveImage({
  image,
  sizes,
  alt,
  ...rest
}: { image: Shown; sizes: string; alt?: string } & ImgProps) {
  const img = <img src={image.src} width={image.width} height={image.height} alt={alt ?? image.alt} {...rest} />
  if (!image.sources?.length) return img
  return (
    <picture>
      {image.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  )
}

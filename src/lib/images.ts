/** An image ready for <img>: the alt text is already in the page's language. */
export interface ImageView {
  src: string
  width: number
  height: number
  alt: string
}

/**
 * Responsive attributes. Seed illustrations are SVG (one file serves every width); a raster source
 * gets `srcset` entries for its generated widths (`name-640.webp`, ...) when `widths` is given.
 */
export function imageAttrs(image: ImageView, sizes: string, widths: readonly number[] = []) {
  const raster = /\.(jpe?g|png|webp|avif)$/i.test(image.src)
  const srcSet = raster && widths.length
    ? widths.map((w) => `${image.src.replace(/\.[a-z]+$/i, `-${w}.webp`)} ${w}w`).join(', ')
    : undefined
  return { src: image.src, srcSet, sizes, width: image.width, height: image.height, alt: image.alt }
}

/**
 * An image ready for <img>: the alt text is already in the page's language. Seed illustrations are SVG
 * (one file serves every width and density), so they need no srcset; width/height always come along so the
 * browser reserves the space (no layout shift).
 */
export interface ImageView {
  src: string
  width: number
  height: number
  alt: string
  /** <source> sets of a processed image (uploads and seed covers), in offering order: AVIF first only where smaller. */
  sources?: Array<{ type: 'image/avif' | 'image/webp'; srcset: string }>
}

export interface ImageSourceView {
  type: 'image/avif' | 'image/webp'
  srcset: string
}

/** An uploaded image (ADR 025) as its uploader sees it: what a form previews and then names by `id`. */
export interface UploadView {
  id: string
  width: number
  height: number
  src: string
  sources: ImageSourceView[]
  variants: Array<{ format: 'avif' | 'webp'; width: number; height: number; url: string }>
}

/** A post's cover until its author picks one: a neutral illustration (ADR 063), shared by the writer and the seed. */
export const POST_PLACEHOLDER_COVER_SRC = '/images/posts/placeholder.svg'

/** Spec §9: the responsive widths every stored image is encoded at (never above the original's width). */
export const IMAGE_WIDTHS = [640, 1280, 1920] as const

/**
 * The widths an upload of the given original width has variants at: the standard widths up to it, plus the original
 * width itself when it falls between two (or below the smallest). The pipeline encodes exactly these, so a page that
 * knows an upload's size can name every variant without asking the database (inline story images, ADR 060).
 */
export function variantWidths(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= width)
  if (widths.length === 0 || (width > widths.at(-1)! && widths.length < IMAGE_WIDTHS.length)) widths.push(width)
  return widths
}

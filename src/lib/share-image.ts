/**
 * Share images (issue 43): social sites show neither SVG nor WebP previews, so each cover gets a 1200×630 JPEG made
 * from it on the server (src/lib/share-image.server.ts). The URL carries the cover's own path and a
 * rendering version: a new cover (an edit uploads a new one) or a new rendering is a new URL, so the file is cached
 * for good. Isomorphic: page heads compute it in the browser too.
 */
// 2: the trips' covers were redrawn under the same paths (ADR 063).
export const SHARE_IMAGE_VERSION = 2
export const SHARE_IMAGE_WIDTH = 1200
export const SHARE_IMAGE_HEIGHT = 630

/** The site's image for pages without a cover of their own. */
export const DEFAULT_SHARE_COVER = '/images/hero-main.svg'

/** Covers a share image is made from: the seed's illustrations and stored uploads (ADR 025). */
const SHAREABLE =
  /^\/(?:images\/(?:trips|posts)\/[a-z0-9-]{1,64}\.svg|images\/hero-main\.svg|uploads\/[a-z0-9-]{8,64}\/[1-9]\d{0,4}\.(?:avif|webp))$/

export const isShareableCover = (src: string) => SHAREABLE.test(src)

/** The share image of a cover, or undefined for one it cannot be made from (another site's URL, say). */
export function shareImagePath(coverSrc: string): string | undefined {
  return isShareableCover(coverSrc) ? `/share/v${SHARE_IMAGE_VERSION}${coverSrc}.jpg` : undefined
}

/** The cover a share image path was made from, or undefined when the path is not one (or of an old version). */
export function coverOfShareImage(splat: string): string | undefined {
  const match = /^v(\d+)(\/.+)\.jpg$/.exec(splat)
  if (!match || Number(match[1]) !== SHARE_IMAGE_VERSION) return undefined
  return isShareableCover(match[2]!) ? match[2] : undefined
}

/** A content page slug: lowercase segments, nested with "/" (e.g. "about", "help/booking"). */
export const CONTENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/
export const CONTENT_SLUG_MAX = 200

export function isContentSlug(value: string): boolean {
  return value.length <= CONTENT_SLUG_MAX && CONTENT_SLUG_PATTERN.test(value)
}

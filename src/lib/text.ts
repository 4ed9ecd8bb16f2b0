/** Cuts text to at most `max` characters (spec: hero title 100, description 255), appending an ellipsis. */
export function truncate(text: string, max: number, ellipsis = '…'): string {
  const chars = Array.from(text)
  if (chars.length <= max) return text
  return `${chars.slice(0, max).join('').trimEnd()}${ellipsis}`
}

export const HERO_TITLE_MAX = 100
export const HERO_DESCRIPTION_MAX = 255

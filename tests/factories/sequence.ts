let last = 0

/** A number unique within the test file (each file runs in its own process), for unique slugs, names and e-mails. */
export function sequence(): number {
  return ++last
}

/** The same text in every locale, tagged with the locale so tests can tell which one was served. */
export function localized(text: string): { en: string; es: string; ru: string; uk: string } {
  return { en: `${text} (en)`, es: `${text} (es)`, ru: `${text} (ru)`, uk: `${text} (uk)` }
}

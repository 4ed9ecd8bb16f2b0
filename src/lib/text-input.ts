import { z } from 'zod'

// The character check lives in a zod-free module: route search params use it in every page's first load.
import { hasForbiddenCharacters } from './text-check'

export { hasForbiddenCharacters } from './text-check'

/** A text value from a URL or form: bounded length, no NUL, valid Unicode. */
export function textParam(maxLength: number) {
  return z
    .string()
    .max(maxLength)
    .refine((value) => !hasForbiddenCharacters(value))
}

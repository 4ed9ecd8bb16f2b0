import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'
import { siteConfig } from '@/lib/config'

// The 10,000 most common passwords: the head of zxcvbn's own list, which is ranked by frequency (most common first)
// and all lower case. Whole passwords only ("passwor" is not "password").
const stored = new Set(dictionary['passwords-common'].slice(0, 10_000))

export const COMMON_PASSWORD_COUNT = stored.size

/** True when the password (case-insensitively) is one of the 10,000 most common. */
export function isCommonPassword(password: string): boolean {
  return stored.has(password.toLowerCase())
}

/** zxcvbn's scale: 0 too guessable … 4 very unguessable. 3 = "safely unguessable" (~10^10 guesses). */
const MIN_PASSWORD_SCORE = 3

// Server-side only: the dictionaries are large and never reach the browser bundle.
let estimator: ZxcvbnFactory | undefined

/**
 * Context-specific words (OWASP ASVS 5.0 6.1.2, 6.2.11): the site's name and what it is about, and the role names.
 * A password built on them ("waypoints2026") is as guessable as one built on the user's name.
 */
export const CONTEXT_WORDS = [siteConfig.name, 'waypoint', 'travel', 'trip', 'journey', 'tour', 'booking', 'admin']

/** zxcvbn's score of the password, with the user's own name and e-mail and the site's words counted as guessable. */
export function passwordScore(password: string, userInputs: string[] = []): number {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs })
  // "Ada Lovelace" / "ada.l@example.test" → their words too, so "adalovelace1" counts as known.
  const words = [...CONTEXT_WORDS, ...userInputs].flatMap((input) => [
    input,
    ...input.toLowerCase().split(/[^\p{L}\p{N}]+/u),
  ])
  return estimator.check(password, [...new Set(words.filter((word) => word.length >= 3))]).score
}

type PasswordProblem = 'common' | 'weak'

/** Why a new password is refused, or null: on the common list, or too easy to guess (e.g. "password2024"). */
export function passwordProblem(password: string, userInputs: string[] = []): PasswordProblem | null {
  if (isCommonPassword(password)) return 'common'
  if (passwordScore(password, userInputs) < MIN_PASSWORD_SCORE) return 'weak'
  return null
}

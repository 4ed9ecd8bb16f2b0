/** Password length bounds (no composition rules; common passwords are refused on the server). */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

/** The signed-in user as every client sees it (never the password hash or tokens). */
export interface PublicUser {
  id: string
  name: string
  email: string
  username: string
  emailVerified: boolean
  image: string | null
}

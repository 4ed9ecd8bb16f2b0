import { env, type Env } from '@/server/env.server'

/**
 * Whether the app's cookies carry `Secure`: one rule for the session cookie (Better Auth's `useSecureCookies`) and
 * the cookies we set ourselves (locale). Not the request's scheme: behind a TLS-terminating proxy (TRUST_PROXY) the
 * request reaches the app over http while the visitor's browser is on https.
 */
export function secureCookies(config: Pick<Env, 'NODE_ENV'> = env()): boolean {
  return config.NODE_ENV === 'production'
}

/** Better Auth's cookie prefix for this app (`<prefix>.session_token`). */
export const AUTH_COOKIE_PREFIX = 'waypoints'

/** The session cookie's name as the server sets and reads it: `__Secure-` wherever cookies are Secure. */
export function sessionCookieName(config: Pick<Env, 'NODE_ENV'> = env()): string {
  return `${secureCookies(config) ? '__Secure-' : ''}${AUTH_COOKIE_PREFIX}.session_token`
}

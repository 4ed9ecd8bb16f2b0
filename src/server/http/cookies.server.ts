import { env, type Env } from '@/server/env.server'

/**
 * Whether the app's cookies carry `Secure`: one rule for the session cookie (Better Auth's `useSecureCookies`) and
 * the cookies we set ourselves (locale). Not the request's scheme: behind a TLS-terminating proxy (TRUST_PROXY) the
 * request reaches the app over http while the visitor's browser is on https.
 */
export function secureCookies(config: Pick<Env, 'NODE_ENV'> = env()): boolean {
  return config.NODE_ENV === 'production'
}

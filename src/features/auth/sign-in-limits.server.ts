import { RateLimitedError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { env } from '@/server/env.server'
import { hit, peek, take, type Limit } from '@/server/rate-limit/rate-limit.server'
import { addressKey } from './better-auth.server'

// Sign-in and account-mail limits that slow a guesser down without letting a stranger lock the owner out (ADR 048).
// Counters are per client address, per account and client address together, and per account; only failures count,
// and an account's own cap never refuses a client address that signed in to it recently.

const WINDOW = 15 * 60
const KNOWN_FOR = 30 * 24 * 60 * 60

/** Per 15 minutes. */
export const SIGN_IN_LIMITS = {
  /** Failed sign-ins from one client address, whatever the account. */
  failuresPerClient: 30,
  /** Failed sign-ins to one account from one client address. */
  failuresPerAccountAndClient: 10,
  /** Failed sign-ins to one account from everywhere: past it, only client addresses it signed in from get through. */
  failuresPerAccount: 100,
  /** Reset and confirmation mails asked from one client address. */
  mailsPerClient: 10,
  /** Mails asked for one account from one client address. */
  mailsPerAccountAndClient: 5,
  /** Mails one mailbox receives from everywhere (known client addresses excepted). */
  mailsPerAccount: 20,
} as const

const limit = (key: string, max: number): Limit => ({
  key,
  max: Math.max(1, Math.round(max * env().AUTH_RATE_LIMIT_SCALE)),
  windowSeconds: WINDOW,
})

/** Who is trying: the client address, and the account's keyed address (never the address itself). */
interface Attempt {
  ip: string
  email: string
  locale: Locale
}

function limitsOf(kind: 'login' | 'reset' | 'resend', { ip, email }: Attempt) {
  const account = addressKey(email)
  const login = kind === 'login'
  return {
    client: limit(`${kind}:ip:${ip}`, login ? SIGN_IN_LIMITS.failuresPerClient : SIGN_IN_LIMITS.mailsPerClient),
    pair: limit(
      `${kind}:account-ip:${account}:${ip}`,
      login ? SIGN_IN_LIMITS.failuresPerAccountAndClient : SIGN_IN_LIMITS.mailsPerAccountAndClient,
    ),
    account: limit(
      `${kind}:account:${account}`,
      login ? SIGN_IN_LIMITS.failuresPerAccount : SIGN_IN_LIMITS.mailsPerAccount,
    ),
    // A mark, not a limit: set once by a successful sign-in, read by `accountWait`.
    known: { key: `login:known:${account}:${ip}`, max: 1_000_000, windowSeconds: KNOWN_FOR },
  }
}

const refused = (waits: number[], locale: Locale) =>
  new RateLimitedError(Math.max(...waits), m.auth_error_rate_limited({}, { locale }))

/** The account's own cap, for a client address it has not seen: its wait, or null when it lets this client through. */
async function accountWait(limits: ReturnType<typeof limitsOf>): Promise<number | null> {
  const account = await peek(limits.account)
  if (account.allowed || (await peek(limits.known)).count > 0) return null
  return account.retryAfterSeconds
}

/** What becomes of a sign-in attempt once the password was checked. */
export interface SignInAttempt {
  /** Signed in: the attempt is given back (a success never counts) and this client becomes known to the account. */
  succeeded(): Promise<void>
  /** Wrong password or no such account: the attempt stays counted, and counts for the account too. */
  failed(): Promise<void>
}

/**
 * Before checking a password: 429 while this client, or this client for this account, has failed too often, or the
 * account has and this client is not one it signed in from. The attempt is counted at once (so parallel guesses
 * cannot all slip through before the first failure is recorded) and given back if it succeeds.
 */
export async function startSignIn(attempt: Attempt): Promise<SignInAttempt> {
  const limits = limitsOf('login', attempt)
  const [client, pair] = await Promise.all([take(limits.client, 1), take(limits.pair, 1)])
  const giveBack = () => Promise.all([client, pair].map((t) => (t.allowed ? t.giveBack() : undefined)))
  const waits = [client, pair].flatMap((t) => (t.allowed ? [] : [t.retryAfterSeconds]))
  const account = await accountWait(limits)
  if (account !== null) waits.push(account)
  if (waits.length) {
    await giveBack()
    throw refused(waits, attempt.locale)
  }
  return {
    async succeeded() {
      await giveBack()
      if ((await peek(limits.known)).count === 0) await hit(limits.known)
    },
    async failed() {
      await hit(limits.account)
    },
  }
}

/**
 * A reset or confirmation mail asked for: counted whether or not a mail goes out (an unknown address answers the
 * same). The mailbox's own cap protects it from a flood, but never refuses a client address that signed in to it.
 */
export async function checkMailRequest(scope: 'reset' | 'resend', attempt: Attempt): Promise<void> {
  const limits = limitsOf(scope, attempt)
  const [client, pair] = await Promise.all([take(limits.client, 1), take(limits.pair, 1)])
  const waits = [client, pair].flatMap((t) => (t.allowed ? [] : [t.retryAfterSeconds]))
  const account = await accountWait(limits)
  if (account !== null) waits.push(account)
  if (waits.length) {
    await Promise.all([client, pair].map((t) => (t.allowed ? t.giveBack() : undefined)))
    throw refused(waits, attempt.locale)
  }
  await hit(limits.account)
}

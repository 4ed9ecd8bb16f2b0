import { z } from 'zod'
import { authSchemas, googleSignInQuerySchema, registerQuerySchema, roles } from '@/features/auth/auth.schemas'
import { twoFactorSchemas } from '@/features/auth/two-factor.schemas'
import { defineTaggedOperations } from '@/server/http/openapi.server'

/** The account bodies, with English messages (the description's language). */
export const schemas = authSchemas('en')
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  username: z.string().describe('Lowercase, unique'),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  role: z.enum(roles).describe('member, editor or admin: what the account may do in the back office'),
  twoFactorEnabled: z.boolean().describe('Sign-in asks for a code from an authenticator app (required for staff)'),
})
const signedIn = z.object({ user: userSchema })
export const badBody = { description: 'Malformed JSON or invalid fields', codes: ['invalid_json', 'invalid_input'] }
export const crossSite = { description: 'A cross-site call', codes: ['forbidden_origin'] }
export const limited = {
  description: 'Too many attempts',
  codes: ['rate_limited'],
  headers: { 'Retry-After': 'Seconds to wait' },
}

/** The answer of a mail request that says nothing of whether the address has an account. */
export const mailRequestResponses = {
  200: { description: 'Sent (or nothing to send)', schema: z.object({ status: z.literal('sent') }) },
  400: badBody,
  403: crossSite,
  429: limited,
}

export const operations = defineTaggedOperations('Account', {
  'GET /api/auth/session': {
    summary: 'The current user, if any',
    description: 'Never an error for anonymous callers (also not for a stale or revoked cookie).',
    auth: 'optional',
    responses: { 200: { description: 'The user or null', schema: z.object({ user: userSchema.nullable() }) } },
    examples: [{ summary: 'Anonymous', status: 200 }],
  },
  'POST /api/auth/secure-account': {
    summary: 'Secure the account from a security notice',
    description:
      'The link in the mail that tells an address its account changed (e-mail address or password). Works once, ' +
      'for a week: every session of the account ends, pending e-mail changes and reset links are void, the notified ' +
      'address is the account’s again (unless another account has it now), and a reset link is mailed there.',
    body: schemas.token,
    responses: {
      200: {
        description: 'Secured; the reset link went to `email`',
        schema: z.object({ status: z.literal('secured'), email: z.string() }),
      },
      400: { description: 'Bad body or token', codes: ['invalid_json', 'invalid_input', 'token_invalid'] },
      403: crossSite,
      429: limited,
    },
    examples: [{ summary: 'A made-up token', body: { token: 'made-up' }, status: 400 }],
  },
  'GET /api/auth/me': {
    summary: 'The signed-in user',
    auth: 'session',
    responses: {
      200: { description: 'The user', schema: signedIn },
      401: { description: 'Not signed in', codes: ['unauthorized'] },
    },
    examples: [{ summary: 'Anonymous', status: 401 }],
  },
  'POST /api/auth/login': {
    summary: 'Sign in with e-mail and password',
    description:
      'Sets a new session cookie on success. For an account with two-factor sign-in on, a correct password answers ' +
      '`{ user: null, twoFactorRequired: true }` and sets a short-lived challenge cookie instead: send the code to ' +
      '`POST /api/auth/two-factor` with that cookie within 10 minutes.',
    body: schemas.login,
    headers: [{ name: 'X-Captcha-Token', description: 'reCAPTCHA v3 token (action `login`) when the bot check is on' }],
    responses: {
      200: {
        description: 'Signed in, or the second step is needed',
        schema: z.union([signedIn, z.object({ user: z.null(), twoFactorRequired: z.literal(true) })]),
        headers: { 'Set-Cookie': 'The session cookie, or the two-factor challenge cookie' },
      },
      400: badBody,
      401: {
        description: 'Wrong e-mail or password (one answer whether the address exists or not)',
        codes: ['invalid_credentials'],
      },
      403: {
        description: 'Bot check failed, address not confirmed, account suspended, or a cross-site call',
        codes: [
          'captcha_failed',
          'captcha_unavailable',
          'email_not_confirmed',
          'account_suspended',
          'forbidden_origin',
        ],
      },
      429: limited,
    },
    examples: [
      { summary: 'Wrong password', body: { email: 'nobody@example.com', password: 'not-the-password' }, status: 401 },
      { summary: 'Invalid e-mail', body: { email: 'not-an-address', password: 'x' }, status: 400 },
    ],
  },
  'POST /api/auth/two-factor': {
    rules: { code: 'exactly one of `code` and `recoveryCode`' },
    summary: 'Second sign-in step: a code from the authenticator app or a recovery code',
    description:
      'After `POST /api/auth/login` answered `twoFactorRequired`, with its challenge cookie. Send `code` (6 digits, ' +
      'TOTP, 30-second steps) or `recoveryCode` (`xxxxx-xxxxx`, each works once). Five wrong codes end the challenge ' +
      '(sign in again); ten in a row lock the second step for 15 minutes.',
    body: twoFactorSchemas('en').signIn,
    responses: {
      200: { description: 'Signed in', schema: signedIn, headers: { 'Set-Cookie': 'The session cookie' } },
      400: badBody,
      401: {
        description: 'Wrong code, or no valid challenge (none, expired or used up: sign in again)',
        codes: ['two_factor_invalid_code', 'two_factor_expired'],
      },
      403: crossSite,
      429: { ...limited, codes: ['rate_limited'] },
    },
    examples: [{ summary: 'No challenge cookie', body: { code: '123456' }, status: 401 }],
  },
  'POST /api/auth/logout': {
    summary: 'Sign out',
    description: 'Deletes the session and clears the cookie. Idempotent.',
    auth: 'optional',
    responses: { 200: { description: 'Signed out', schema: z.object({ user: z.null() }) }, 403: crossSite },
    examples: [{ summary: 'Sign out (also when signed out)', status: 200 }],
  },
  'POST /api/auth/refresh': {
    summary: 'Extend the session',
    description: 'Extends the session to 30 days from now and re-sends its cookie.',
    auth: 'session',
    responses: {
      200: { description: 'The user', schema: signedIn, headers: { 'Set-Cookie': 'The session cookie' } },
      401: { description: 'No valid session', codes: ['unauthorized'] },
      403: crossSite,
    },
    examples: [{ summary: 'Anonymous', status: 401 }],
  },
  'POST /api/auth/register': {
    rules: { password: 'not a common or easily guessed password (checked against a list)' },
    summary: 'Create an account',
    description:
      'The same answer for a new address and one that already has an account (no enumeration). Common and ' +
      'easily guessed passwords are refused with `fields.password`. `?redirect=/path` is carried into the mail link.',
    query: registerQuerySchema.extend({
      redirect: registerQuerySchema.shape.redirect.describe('A same-origin path to return to after confirming'),
    }),
    body: schemas.register,
    responses: {
      200: { description: 'Confirmation mail sent', schema: z.object({ status: z.literal('confirmation_sent') }) },
      400: badBody,
      403: crossSite,
      429: limited,
    },
    examples: [
      {
        summary: 'A weak password',
        body: { name: 'Ada', email: 'ada@example.com', password: 'password123' },
        status: 400,
      },
    ],
  },
  'GET /api/auth/google': {
    summary: 'Start Google sign-in',
    query: googleSignInQuerySchema.extend({
      redirect: googleSignInQuerySchema.shape.redirect.describe(
        'A path on this site to return to; any other target is ignored',
      ),
      lang: googleSignInQuerySchema.shape.lang.describe('The language of the pages the flow returns to'),
    }),
    responses: {
      302: { description: 'To the provider’s consent page', headers: { Location: 'The provider’s URL' } },
      400: { description: 'A parameter given twice, an unknown language or too long a path', codes: ['invalid_input'] },
      404: { description: 'Google sign-in is not configured', codes: ['not_configured'] },
    },
    examples: [{ summary: 'An unsupported language', query: { lang: 'fr' }, status: 400 }],
  },
  'POST /api/auth/telegram': {
    summary: 'Sign in with Telegram',
    description: 'The Telegram Login Widget fields as received; verified with the bot token.',
    body: z.object({
      id: z.number().int(),
      first_name: z.string().optional(),
      last_name: z.string().optional(),
      username: z.string().optional(),
      photo_url: z.string().optional(),
      auth_date: z.number().int(),
      hash: z.string(),
    }),
    responses: {
      200: { description: 'Signed in', schema: signedIn, headers: { 'Set-Cookie': 'The session cookie' } },
      400: badBody,
      401: { description: 'Bad hash or stale data', codes: ['telegram_invalid', 'telegram_expired'] },
      403: crossSite,
      404: { description: 'Telegram sign-in is not configured', codes: ['not_configured'] },
      429: limited,
    },
  },
})

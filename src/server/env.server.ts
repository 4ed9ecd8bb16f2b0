import { z } from 'zod'
// With its extension: the host loads this file with plain Node before anything is built (scripts/serve.ts).
import { withRenamedVariables } from './env-file.server.ts'
import { trustProxySetting } from './http/trusted-proxies.server.ts'

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined))

/** An http(s) URL; `null`, a bare host or a typo stops the server here, naming the variable and the value. */
const httpUrl = optional.superRefine((v, ctx) => {
  if (v !== undefined && !isHttpUrl(v)) ctx.addIssue({ code: 'custom', message: `must be an http(s) URL, got "${v}"` })
})

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/**
 * Comma-separated origins (`scheme://host[:port]`), each normalized (`HTTPS://Example.com:443/` →
 * `https://example.com`) so it compares equal to a browser's Origin header. Anything else (`null`, a path, a
 * wildcard, another scheme) would widen or silently break the origin check, so it stops the server.
 */
const origins = optional.transform((v, ctx) => {
  const list: string[] = []
  for (const entry of (v ?? '').split(',').map((s) => s.trim())) {
    if (!entry) continue
    const origin = httpOrigin(entry)
    if (origin) list.push(origin)
    else ctx.addIssue({ code: 'custom', message: `"${entry}" is not an http(s) origin like https://host[:port]` })
  }
  return list
})

function httpOrigin(value: string): string | undefined {
  if (!isHttpUrl(value)) return undefined
  const url = new URL(value)
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
  // `new URL` also accepts `https:host` and `https:/host`; an origin is written out in full.
  return bare && /^https?:\/\//i.test(value) ? url.origin : undefined
}

/** `true`/`false` in the environment, as a boolean. */
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true')

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Prepare statements under a name on each PostgreSQL connection (ADR 033); off behind a pooler that can't. */
  DATABASE_PREPARED_STATEMENTS: flag(true),
  /**
   * Search's own connections to PostgreSQL, started with `enable_seqscan=off` (ADR 019); off behind a pooler that
   * refuses startup options (PgBouncer by default): search then sets the option in a transaction.
   */
  DATABASE_SEARCH_POOL: flag(true),
  /** Connections per server process to PostgreSQL (docs/deploy.md: sizing). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().min(1).default('.data'),
  /** Where uploaded images and their variants live (default DATA_DIR/uploads; ADR 025). */
  UPLOADS_DIR: optional,
  /** Largest accepted upload in bytes (default 10 MB). */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  // Per-member writing limits (ADR 051, docs/limits.md), counted from the posts and uploads tables; 0 turns one off.
  // Editors and admins have none.
  /** Posts a member may publish in any 24 hours. */
  POSTS_PUBLISHED_PER_DAY: z.coerce.number().int().min(0).default(10),
  /** Reviews of trips a member may write in any 24 hours (ADR 057). */
  REVIEWS_PER_DAY: z.coerce.number().int().min(0).default(5),
  /** Posts (drafts included) a member may create in any hour. */
  POSTS_CREATED_PER_HOUR: z.coerce.number().int().min(0).default(20),
  /** Bytes of stored image variants a member may upload in any 24 hours (default 50 MB). */
  UPLOAD_BYTES_PER_DAY: z.coerce
    .number()
    .int()
    .min(0)
    .default(50 * 1024 * 1024),
  /** Bytes of stored image variants a member may keep in all (default 500 MB). */
  UPLOAD_BYTES_TOTAL: z.coerce
    .number()
    .int()
    .min(0)
    .default(500 * 1024 * 1024),
  /** Hours an upload no post, trip or profile uses is kept before it is removed. */
  UNUSED_UPLOAD_GRACE_HOURS: z.coerce.number().min(1).default(24),
  SEED_ON_START: flag(true),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /** `json` forces one JSON object per line in development too (production always logs JSON). */
  LOG_FORMAT: optional,
  /** Access-log lines for the hashed files under /assets/ too (off: they are many and never change). */
  LOG_ASSET_REQUESTS: flag(false),
  /**
   * Multiplies every account rate limit (sign-in, sign-up, mails per 15 minutes). 1 in production; a shared test
   * server that signs up many accounts from one address raises it.
   */
  AUTH_RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
  /**
   * The proxies whose X-Forwarded-For/-Proto/-Host count: `false`, `true` (this machine and private networks), or a
   * comma-separated list of addresses and CIDR ranges (docs/deploy.md).
   */
  TRUST_PROXY: trustProxySetting,
  /** Public origin of the app; links in mails and the auth origin check use it. */
  AUTH_BASE_URL: httpUrl,
  VITE_SITE_URL: httpUrl,
  /** Extra origins allowed to POST to /api/auth/* and to write (comma separated, each `scheme://host[:port]`). */
  AUTH_TRUSTED_ORIGINS: origins,
  BETTER_AUTH_SECRET: optional,
  /**
   * The first admins (ADR 043): comma-separated addresses; a confirmed account with one of them is an admin whatever
   * its stored role. Lowercased; an entry that is not an address stops the server.
   */
  ADMIN_EMAILS: optional.transform((v, ctx) => {
    const list = (v ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean)
    for (const entry of list)
      if (!z.email().safeParse(entry).success)
        ctx.addIssue({ code: 'custom', message: `"${entry}" is not an e-mail address` })
    return list
  }),
  /**
   * Moderation (ADR 052): a member with this many published posts publishes directly; before that, publishing puts
   * a post in the editors' review queue. 0 lets every member publish directly. Staff always publish directly.
   */
  MODERATION_TRUSTED_AFTER: z.coerce.number().int().min(0).default(2),
  // Comments (ADR 059, docs/limits.md): minutes an author may edit their comment, and comments a member may post an
  // hour and a day (0: no limit; editors and admins have none).
  COMMENT_EDIT_MINUTES: z.coerce.number().int().min(0).default(15),
  COMMENTS_PER_HOUR: z.coerce.number().int().min(0).default(20),
  COMMENTS_PER_DAY: z.coerce.number().int().min(0).default(100),
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Waypoints <no-reply@waypoints.local>'),
  /** When the newsletter digest goes out (cron, UTC; ADR 058). Weekly on Monday 08:00 by default. */
  NEWSLETTER_CRON: z.string().trim().min(9).default('0 8 * * 1'),
  /** Newsletter mails queued per batch job, and how many per minute at most across the batches (ADR 058). */
  NEWSLETTER_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(50),
  NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(100),
  /**
   * Run the job queue's workers (mail, scheduled clean-ups) inside the web server (ADR 053). Turn off where
   * `npm run worker` processes do the work (several web servers on PostgreSQL); the server then only enqueues.
   */
  JOBS_IN_SERVER: flag(true),
  REDIS_URL: optional,
  /** Memory for the anonymous page cache (ADR 026); 0 turns it off (every page is rendered). Default 64 MB. */
  PAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(64 * 1024 * 1024),
  /** Memory for cached read results such as searches (ADR 037); 0 turns it off. Default 16 MB. */
  RESULT_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(16 * 1024 * 1024),
  /** After SIGTERM/SIGINT: how long in-flight requests and answers may take before they are cut (the host, ADR 004). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** Longest a client may take to send a request's headers: a slow client holds a connection no longer (ms). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(15_000),
  /**
   * Longest a client may take to send a whole request, body included (ms); past it the answer is 408 and the
   * connection closes. Long enough for an upload of UPLOAD_MAX_BYTES over a slow mobile link.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  /** After SIGTERM/SIGINT: how long the host keeps serving once quiet (readiness is already 503). */
  SHUTDOWN_QUIET_MS: z.coerce.number().int().min(0).default(500),
  /** Longest a cached page or result is served without a write invalidating it (seconds; never past midnight UTC). */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).default(300),
  RECAPTCHA_SITE_KEY: optional,
  RECAPTCHA_SECRET_KEY: optional,
  RECAPTCHA_VERIFY_URL: z.string().default('https://www.recaptcha.net/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  /** OpenID Connect issuer for Google sign-in (tests point it at a local mock). */
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  TELEGRAM_BOT_TOKEN: optional,
  TELEGRAM_BOT_NAME: optional,
  /**
   * Google Analytics after consent (ADR 013), read at run time: checked here, at start, so a bad value stops the
   * server instead of failing every page's render. The old names VITE_GA_* still work (env-file.server.ts).
   */
  GA_MEASUREMENT_ID: z
    .string()
    .trim()
    .regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXXXXX')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  GA_SCRIPT_URL: httpUrl,
  /** Server error reporting (off when unset); the sample rate is checked where monitoring starts (parseSampleRate). */
  SENTRY_DSN: optional,
  SENTRY_TRACES_SAMPLE_RATE: optional,
})

export type Env = z.infer<typeof schema> & {
  /** AUTH_BASE_URL, else VITE_SITE_URL, else http://localhost:PORT (no trailing slash). */
  baseURL: string
  /** The base URL's origin plus AUTH_TRUSTED_ORIGINS. */
  trustedOrigins: string[]
}

let cached: Env | undefined

/**
 * process.env, validated once (the server calls it at start-up); a bad value stops the server with a readable
 * message. Later changes to process.env are not seen: tests set variables before the first call.
 */
export function env(): Env {
  if (cached) return cached
  // A deprecated name is warned about once per process: the result is kept.
  const parsed = schema.safeParse(withRenamedVariables(process.env, (message) => console.warn(message)))
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  const data = parsed.data
  const baseURL = (data.AUTH_BASE_URL ?? data.VITE_SITE_URL ?? `http://localhost:${data.PORT}`).replace(/\/+$/, '')
  const trustedOrigins = [...new Set([new URL(baseURL).origin, ...data.AUTH_TRUSTED_ORIGINS])]
  cached = { ...data, baseURL, trustedOrigins }
  return cached
}

const loggingSchema = z.object({
  NODE_ENV: schema.shape.NODE_ENV.catch('development'),
  LOG_LEVEL: schema.shape.LOG_LEVEL.catch('info'),
  LOG_FORMAT: schema.shape.LOG_FORMAT,
})

/**
 * The logger's settings, read on their own from the same schema: the host logs before env() runs (and logs why env()
 * refused the environment), so a bad value here falls back to its default and env() then names it.
 */
export function loggingEnv(): z.infer<typeof loggingSchema> {
  return loggingSchema.parse(process.env)
}

/**
 * What a production deployment must configure (checked by `npm start` when NODE_ENV=production is set): the secret
 * that signs sessions, and the public origin used in links, mails and the origin check. Development needs none.
 */
export function productionProblems(source: Record<string, string | undefined> = process.env): string[] {
  const problems: string[] = []
  const secret = source.BETTER_AUTH_SECRET?.trim() ?? ''
  if (secret.length < 32) {
    problems.push(
      secret
        ? 'BETTER_AUTH_SECRET: must be at least 32 characters (e.g. `openssl rand -base64 32`)'
        : 'BETTER_AUTH_SECRET: required (e.g. `openssl rand -base64 32`)',
    )
  }
  const origin = source.AUTH_BASE_URL?.trim()
  if (!origin) problems.push('AUTH_BASE_URL: required, the public origin of the site (e.g. https://waypoints.example)')
  else if (!/^https?:\/\/[^/]+\/?$/.test(origin)) problems.push('AUTH_BASE_URL: must be an origin like https://host')
  return problems
}

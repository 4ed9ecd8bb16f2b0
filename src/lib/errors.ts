/** Spec §8: error page groups. Any other code uses the default group; a missing code is 500. */
export const errorGroups = ['400', '401', '403', '404', '408', '409', 'default'] as const
export type ErrorGroup = (typeof errorGroups)[number]

export function normalizeStatus(status: unknown): number {
  return typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500
}

export function errorGroup(status: unknown): ErrorGroup {
  const code = String(normalizeStatus(status))
  return (errorGroups as readonly string[]).includes(code) ? (code as ErrorGroup) : 'default'
}

/** Spec §8: page errors with status 300–499 are expected and are not reported as captured. */
export function isReportable(status: unknown): boolean {
  const code = normalizeStatus(status)
  return code < 300 || code > 499
}

/** Spec §2: no error page for these user agents; the error is only logged. */
const BOT_PATTERN = /bot|lighthouse|facebookexternalhit|google/i
export function isBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_PATTERN.test(userAgent)
}

/**
 * The one error convention (ADR "error convention"): services throw these typed errors; REST maps them to the JSON
 * error body (`errorResponse` in src/server/http), routes to `notFound()` / the error page, forms to field messages.
 * `message` is already localized when the thrower knows the locale; otherwise the mapper fills in the default text.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message?: string,
    readonly fields?: Record<string, string>,
    /** Seconds, for 429 answers (Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message ?? `HTTP ${status} ${code}`)
    this.name = 'AppError'
    this.localized = message !== undefined
  }
  /** False when the thrower gave no message: the mapper then uses the default text for the code. */
  readonly localized: boolean
}

export class InvalidInputError extends AppError {
  constructor(fields: Record<string, string>, message?: string, code = 'invalid_input') {
    super(400, code, message, fields)
    this.name = 'InvalidInputError'
  }
}
/** A status error whose only parts are a message and a code (the default code names the status). */
function statusError(status: number, defaultCode: string, name: string) {
  return class extends AppError {
    constructor(message?: string, code = defaultCode) {
      super(status, code, message)
      this.name = name
    }
  }
}
export class UnauthorizedError extends statusError(401, 'unauthorized', 'UnauthorizedError') {}
export class ForbiddenError extends statusError(403, 'forbidden', 'ForbiddenError') {}
export class NotFoundError extends statusError(404, 'not_found', 'NotFoundError') {}
export class ConflictError extends statusError(409, 'conflict', 'ConflictError') {}
export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number, message?: string) {
    super(429, 'rate_limited', message, undefined, retryAfterSeconds)
    this.name = 'RateLimitedError'
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError

export function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object') {
    const candidate =
      (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode
    if (typeof candidate === 'number') return candidate
  }
  return undefined
}

/** The API's error body (ARCHITECTURE.md): `{ error: { code, message, fields } }`. */
export interface ApiError {
  error: { code: string; message: string; fields?: Record<string, string> }
}

/** Data carried by `notFound()` so the page can tell the two spec messages apart. */
interface NotFoundData {
  kind: 'route' | 'path'
  path?: string
}

export function readNotFoundData(data: unknown): NotFoundData {
  const d = (data ?? {}) as Partial<NotFoundData>
  return {
    kind: d.kind === 'route' ? 'route' : 'path',
    path: typeof d.path === 'string' && d.path ? d.path : undefined,
  }
}

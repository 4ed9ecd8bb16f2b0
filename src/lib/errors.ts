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

/** An expected failure with an HTTP status, thrown by loaders and server functions. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message = `HTTP ${status}`,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

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
export interface NotFoundData {
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

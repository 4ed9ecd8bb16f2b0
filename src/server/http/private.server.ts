/** Answers that depend on the signed-in user: never stored by shared caches, and keyed by the cookie. */
export const privateHeaders = { 'cache-control': 'private, no-store', vary: 'Cookie' } as const

export function privateJson(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: privateHeaders })
}

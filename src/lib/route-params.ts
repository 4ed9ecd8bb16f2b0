import { notFound } from '@tanstack/react-router'

/**
 * A path parameter that fails its schema names nothing: the page's 404 (ADR 008), never an error page. Spec §5/§8:
 * a failed route validation reads 'Page Not Found: {fullPath}' (RouteNotFound adds the query string).
 */
export function paramOrNotFound<T>(
  schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } },
  value: string,
): T {
  const result = schema.safeParse(value)
  if (!result.success) throw notFound({ data: { kind: 'route' } })
  return result.data
}

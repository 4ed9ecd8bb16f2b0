import { notFound } from '@tanstack/react-router'

/**
 * Spec §5/§8: a route whose validation fails (bad language, malformed id or slug) is a 404 with
 * 'Page Not Found: {fullPath}', the full path keeping its query string.
 */
export function routeValidationFailed(location: { href: string }) {
  return notFound({ data: { kind: 'route', path: original(location.href) } })
}

/** A well-formed address with nothing behind it: 'Page not found: {path}'. */
export function pageNotFound(location: { pathname: string }) {
  return notFound({ data: { kind: 'path', path: original(location.pathname) } })
}

/** The server escapes the `%` of a malformed percent-encoding (src/server.ts); show the address as it was asked. */
const original = (path: string) => path.replace(/%25/g, '%')

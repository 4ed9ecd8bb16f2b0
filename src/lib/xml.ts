/** Escapes text for XML element content and attribute values. */
export function xmlEscape(value: string): string {
  return (
    value
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
      .replaceAll("'", '&apos;')
      // Characters XML 1.0 does not allow at all.
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
  )
}

export function xmlResponse(body: string, contentType = 'application/xml; charset=utf-8', maxAge = 3600) {
  return new Response(body, { headers: { 'content-type': contentType, 'cache-control': `public, max-age=${maxAge}` } })
}

import type { OpenApiDocument } from './openapi.server'

/**
 * The API reference as server-rendered, script-free HTML (ADR 020): a table of contents, then each operation with its
 * parameters, body, responses and error codes. /api/docs shows it to visitors without JavaScript.
 */

const esc = (value: unknown) =>
  String(value).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/** Inline code spans (`x`) in descriptions, the rest escaped. */
const prose = (text: string) => esc(text).replace(/`([^`]+)`/g, (_, code: string) => `<code>${code}</code>`)

type Json = Record<string, unknown>

function resolve(document: OpenApiDocument, node: Json): Json {
  const ref = node.$ref
  if (typeof ref !== 'string') return node
  let target: unknown = document
  for (const part of ref.replace(/^#\//, '').split('/')) target = (target as Json)[part]
  return target as Json
}

const anchor = (method: string, path: string) =>
  `${method}-${path}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

function schemaBlock(label: string, schema: unknown) {
  return `<details><summary>${esc(label)}</summary><pre><code>${esc(JSON.stringify(schema, null, 2))}</code></pre></details>`
}

function operationHtml(document: OpenApiDocument, path: string, method: string, op: Json) {
  const params = ((op.parameters as Json[]) ?? []).map((p) => resolve(document, p))
  const rows = params
    .map(
      (p) =>
        `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td>` +
        `<td>${esc(JSON.stringify(p.schema ?? {}))}</td><td>${prose(String(p.description ?? ''))}</td></tr>`,
    )
    .join('')
  const body = (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined
  const responses = Object.entries((op.responses as Record<string, Json>) ?? {})
    .map(([status, response]) => {
      const content = response.content as Record<string, Json> | undefined
      const media = content ? Object.entries(content)[0] : undefined
      return (
        `<li><strong>${esc(status)}</strong> ${prose(String(response.description ?? ''))}` +
        (media?.[1]?.schema ? schemaBlock(`${media[0]} schema`, media[1].schema) : '') +
        '</li>'
      )
    })
    .join('')
  const security = (op.security as Json[] | undefined)?.some((s) => 'sessionCookie' in s)
  const optional = (op.security as Json[] | undefined)?.some((s) => Object.keys(s).length === 0)
  const examples = (op['x-examples'] as Json[] | undefined) ?? []
  return `<section class="op" aria-labelledby="${anchor(method, path)}">
<h3 id="${anchor(method, path)}"><span class="method">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3>
<p>${prose(String(op.summary ?? ''))}</p>
${op.description ? `<p>${prose(String(op.description))}</p>` : ''}
${security ? `<p><strong>Session cookie</strong> ${optional ? 'used when present' : 'required'}.</p>` : ''}
${rows ? `<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Schema</th><th scope="col">Description</th></tr></thead><tbody>${rows}</tbody></table>` : ''}
${body ? schemaBlock('Request body (application/json)', body['application/json']?.schema) : ''}
<h4>Responses</h4><ul>${responses}</ul>
${examples.length ? `<h4>Examples</h4><ul>${examples.map((e) => `<li>${esc(e.summary)} → ${esc(e.status)}<pre><code>${esc(JSON.stringify({ ...e, summary: undefined }, null, 1))}</code></pre></li>`).join('')}</ul>` : ''}
</section>`
}

export function openApiReferenceHtml(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>()
  const toc = new Map<string, string[]>()
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = ((op.tags as string[]) ?? ['Other'])[0]!
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(document, path, method, op)])
      toc.set(tag, [
        ...(toc.get(tag) ?? []),
        `<li><a href="#${anchor(method, path)}">${esc(method.toUpperCase())} ${esc(path)}</a></li>`,
      ])
    }
  }
  const tags = [...byTag.keys()].sort()
  return `<style>
.reference{font:16px/1.5 system-ui,sans-serif;color:#1e293b;background:#fff}
.reference header,.reference nav,.reference .ops{max-width:60rem;margin:0 auto;padding:0 1rem}
.reference a{color:#15603a}.reference code,.reference pre{font-family:ui-monospace,monospace;font-size:.9em}
.reference pre{background:#f1f5f9;padding:.75rem;overflow:auto;border-radius:.25rem}
.reference table{border-collapse:collapse;width:100%;margin:.5rem 0}.reference th,.reference td{border:1px solid #cbd5e1;padding:.25rem .5rem;text-align:left;vertical-align:top}
.reference caption{text-align:left;font-weight:600}.reference .op{border-top:1px solid #cbd5e1;padding:.5rem 0 1rem}
.reference .method{display:inline-block;min-width:3.5rem;font-weight:700;color:#0f3f25}
</style>
<div class="reference">
<header><h1>${esc(document.info.title)} <small>${esc(document.info.version)}</small></h1>
<p>${prose(document.info.description)}</p>
<p>OpenAPI ${esc(document.openapi)} document: <a href="/api/openapi.json">/api/openapi.json</a>.</p></header>
<nav aria-label="Endpoints">${tags.map((tag) => `<h2>${esc(tag)}</h2><ul>${toc.get(tag)!.join('')}</ul>`).join('')}</nav>
<div class="ops">${tags.map((tag) => `<section aria-labelledby="tag-${anchor(tag, '')}"><h2 id="tag-${anchor(tag, '')}">${esc(tag)}</h2>${byTag.get(tag)!.join('\n')}</section>`).join('\n')}</div>
</div>`
}

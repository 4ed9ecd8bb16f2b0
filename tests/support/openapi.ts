import { z } from 'zod'
import { httpMethods, type HttpMethod } from '@/server/http/openapi.server'

type Json = Record<string, unknown>
interface RouteModule {
  Route: { options: { server?: { handlers?: Partial<Record<HttpMethod, unknown>> } } }
}

/** Every API route file and the methods it serves, as "METHOD /api/path/{param}" keys. */
export async function routeOperations(): Promise<Map<string, string>> {
  const files = import.meta.glob<RouteModule>(['/src/routes/api/**/*.ts', '!/src/routes/api/**/-*.ts'])
  const out = new Map<string, string>()
  for (const [file, load] of Object.entries(files)) {
    const path =
      '/' +
      file
        .replace(/^\/src\/routes\//, '')
        .replace(/\.ts$/, '')
        .replace(/\[\.\]/g, '.')
        .split('/')
        .filter((segment, i, all) => !(segment === 'index' && i === all.length - 1))
        .map((segment) => (segment === '$' ? '{path}' : segment.startsWith('$') ? `{${segment.slice(1)}}` : segment))
        .join('/')
    const handlers = (await load()).Route.options.server?.handlers ?? {}
    for (const method of httpMethods) if (handlers[method]) out.set(`${method} ${path}`, file)
  }
  return out
}

/** Follows a local `#/...` reference. */
export function resolveRef(document: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`not a local reference: ${ref}`)
  let node: unknown = document
  for (const raw of ref.slice(2).split('/')) {
    const part = raw.replaceAll('~1', '/').replaceAll('~0', '~')
    if (node === null || typeof node !== 'object' || !(part in node)) throw new Error(`unresolved reference: ${ref}`)
    node = (node as Json)[part]
  }
  return node
}

/** Every `$ref` anywhere in the document. */
export function allRefs(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => allRefs(n, found))
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value)
      else allRefs(value, found)
    }
  }
  return found
}

/** The schema with every reference replaced by its target (the document's schemas are not recursive). */
export function dereference(document: Json, node: unknown): unknown {
  if (Array.isArray(node)) return node.map((n) => dereference(document, n))
  if (node && typeof node === 'object') {
    const ref = (node as Json).$ref
    if (typeof ref === 'string') return dereference(document, resolveRef(document, ref))
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, dereference(document, v)]))
  }
  return node
}

/** A validator for a schema of the document (JSON Schema 2020-12 → zod). */
export function validatorFor(document: Json, schema: unknown) {
  return z.fromJSONSchema(dereference(document, schema) as Parameters<typeof z.fromJSONSchema>[0])
}

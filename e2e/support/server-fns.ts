// The production build's server functions, for specs that call them over HTTP as the browser does
// (`/_serverFn/<id>`, the payload serialized with seroval like the client's fetcher).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import { toJSON } from 'seroval'
import { root } from './server-process'

export interface ServerFn {
  id: string
  name: string
  file: string
  method: 'GET' | 'POST'
}

/** Every `export const x = createServerFn({ method })` in a `*.functions.ts` file under src/. */
export function declaredServerFns(): Array<{ name: string; file: string; method: 'GET' | 'POST' }> {
  const files = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.functions.ts'))
    .map((file) => `src/${file.split(path.sep).join('/')}`)
  return files.flatMap((file) => {
    const source = readFileSync(path.join(root, file), 'utf8')
    return [...source.matchAll(/export const (\w+) = createServerFn\(\{ method: '(GET|POST)' \}\)/g)].map((match) => ({
      name: match[1]!,
      file,
      method: match[2] as 'GET' | 'POST',
    }))
  })
}

/** The ids the production build gave them (its server bundle registers each with `createServerRpc`). */
export function builtServerFns(): ServerFn[] {
  const assets = path.join(root, 'dist/server/assets')
  const declared = declaredServerFns()
  const found: ServerFn[] = []
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const source = readFileSync(path.join(assets, file), 'utf8')
    for (const match of source.matchAll(
      /createServerRpc\(\{\s*id: "([0-9a-f]+)",\s*name: "(\w+)",\s*filename: "([^"]+)"/g,
    )) {
      const source = declared.find((fn) => fn.name === match[2] && fn.file === match[3])
      if (source) found.push({ id: match[1]!, ...source })
    }
  }
  return found
}

/** Sends a raw payload text to a server function (GET: `?payload=`, POST: the JSON body). */
export function callServerFnRaw(api: APIRequestContext, baseURL: string, fn: ServerFn, raw: string) {
  const url = `${baseURL}/_serverFn/${fn.id}`
  const headers = { origin: baseURL, 'x-tsr-serverfn': 'true' }
  return fn.method === 'GET'
    ? api.get(`${url}?payload=${encodeURIComponent(raw)}`, { headers })
    : api.post(url, { headers: { ...headers, 'content-type': 'application/json' }, data: raw })
}

/** Calls the server function `name` with `data`, as the app's client would. */
export function callServerFn(api: APIRequestContext, baseURL: string, name: string, data: unknown) {
  const fn = builtServerFns().find((candidate) => candidate.name === name)
  if (!fn) throw new Error(`no server function ${name} in the build`)
  return callServerFnRaw(api, baseURL, fn, JSON.stringify(toJSON({ data })))
}

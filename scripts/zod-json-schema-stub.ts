// The browser build's zod without its JSON Schema generator (ADR 077). zod classic wires the generator into every
// schema (`.toJSONSchema()`, `~standard.jsonSchema`), so no bundler can drop it: ~14 KB raw, ~5 KB gzip of every
// page with a form. Only the server makes JSON Schema (the OpenAPI document, ADR 050). In the client build the two
// modules are replaced by stand-ins with the same exports that throw when used.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'

/** zod's generator modules, by the end of their resolved path. */
const stubbed = ['zod/v4/core/to-json-schema.js', 'zod/v4/core/json-schema-processors.js']
const PREFIX = '\0waypoints-zod-stub:'

const endsWithStubbed = (id: string) => stubbed.find((end) => id.split(path.sep).join('/').endsWith(`/${end}`))

/**
 * A stand-in exporting what the real module exports. The `create…Method` factories run when a schema's
 * `~standard` is read (every form validation), so they return a function that throws; everything else throws.
 */
export async function stubSource(realFile: string): Promise<string> {
  const names = Object.keys(await import(pathToFileURL(realFile).href))
  const lines = [
    `const unavailable = () => { throw new Error('zod JSON Schema is made on the server only (ADR 077)') }`,
    ...names.map((name) =>
      name.startsWith('create') && name.endsWith('Method')
        ? `export const ${name} = () => unavailable`
        : `export const ${name} = unavailable`,
    ),
  ]
  return lines.join('\n')
}

export function zodWithoutJsonSchemaInTheBrowser(): Plugin {
  const found = new Set<string>()
  return {
    name: 'waypoints:zod-json-schema-stub',
    // The dev server pre-bundles zod whole, so there the plugin would have nothing to replace.
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async resolveId(source, importer, options) {
      if (!importer || !/json-schema/.test(source)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || !endsWithStubbed(resolved.id)) return null
      return PREFIX + resolved.id
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null
      const realFile = id.slice(PREFIX.length)
      found.add(endsWithStubbed(realFile)!)
      return stubSource(realFile)
    },
    buildEnd() {
      // A zod that moved its files would silently ship the generator again: a production build says so instead.
      const zodBundled = [...this.getModuleIds()].some((id) => id.split(path.sep).join('/').includes('/zod/v4/core/'))
      if (zodBundled && found.size < stubbed.length)
        this.error(
          `zod's JSON Schema modules moved: stubbed ${[...found].join(', ') || 'none'} of ${stubbed.join(', ')}`,
        )
    },
  }
}

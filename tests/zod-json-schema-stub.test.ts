import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { stubSource } from '../scripts/zod-json-schema-stub.ts'

// The installed zod's files that the browser build replaces (ADR 077).
const zodRoot = path.dirname(createRequire(import.meta.url).resolve('zod/package.json'))
const real = (file: string) => path.join(zodRoot, 'v4/core', file)
const load = async (source: string) =>
  (await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)) as Record<string, unknown>

describe("the browser's stand-ins for zod's JSON Schema modules", () => {
  it.each(['to-json-schema.js', 'json-schema-processors.js'])(
    '%s: the same exports, each refusing to work',
    async (file) => {
      const original = await import(real(file))
      const stub = await load(await stubSource(real(file)))
      expect(Object.keys(stub).sort()).toEqual(Object.keys(original).sort())
      for (const [name, value] of Object.entries(stub)) {
        expect(typeof value, name).toBe('function')
        const fn = value as () => unknown
        // The factories run whenever a schema's `~standard` is read: they must hand back a function, not throw.
        const used = name.startsWith('create') && name.endsWith('Method') ? (fn() as () => unknown) : fn
        expect(used, name).toThrow(/server only/)
      }
    },
  )
})

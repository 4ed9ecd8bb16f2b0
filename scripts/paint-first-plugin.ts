// Vite plugin (ADR 070): the server build's Start manifest goes through paintFirst, so every page starts its entry
// script after the first paint (src/server/http/paint-first.server.ts). Only the build: the dev server keeps Start's
// own script tags.
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const manifestModule = 'tanstack-start-manifest:v'
const exported = 'export const tsrStartManifest = '
const paintFirstModule = fileURLToPath(new URL('../src/server/http/paint-first.server.ts', import.meta.url))

/** Wraps the manifest module (`export const tsrStartManifest = () => ({…})`) in paintFirst. */
export function paintFirstPlugin(): Plugin {
  return {
    name: 'waypoints:paint-first',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    transform(code, id) {
      if (!id.includes(manifestModule)) return null
      // Start generates this module; a change in its shape must stop the build, not ship Start's tags unnoticed.
      if (!code.includes(exported)) throw new Error(`${manifestModule} no longer reads "${exported}…"`)
      return [
        `import { paintFirst } from ${JSON.stringify(paintFirstModule)}`,
        code.replace(exported, 'const builtManifest = '),
        'export const tsrStartManifest = () => paintFirst(builtManifest())',
      ].join('\n')
    },
  }
}

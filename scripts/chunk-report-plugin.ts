// Vite plugin: what each browser chunk holds, for bench/bundle.ts to say why a page loads what it loads (issue "a
// phone's first visit"). Written beside the build (dist/chunk-report.json), not into dist/client: the site does not
// publish its source layout. Only the client build.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/** One chunk: its file under the client folder, and what its modules render to, by source (see `sourceOf`). */
export interface ChunkReportEntry {
  file: string
  isEntry: boolean
  /** Rendered (tree-shaken, not yet minified) length per source. */
  sources: Record<string, number>
}

export const CHUNK_REPORT = 'chunk-report.json'

/**
 * What a module id counts as: its package (`react-dom`, `@tanstack/router-core`), a message (`message:site_tagline`),
 * or a project file (`src/routes/$lang/auth/login.tsx`), without query suffixes.
 */
export function sourceOf(id: string, root: string): string {
  const clean = id.split('?')[0]!.split(path.sep).join('/')
  // Rolldown's runtime and other virtual modules have no file of their own.
  if (!path.posix.isAbsolute(clean)) return '(generated)'
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(clean)
  if (pkg) return pkg[1]!
  const message = /\/src\/paraglide\/messages\/([\w-]+)\.js$/.exec(clean)
  if (message) return `message:${message[1]}`
  return path.posix.relative(root.split(path.sep).join('/'), clean)
}

export function chunkReportPlugin(): Plugin {
  return {
    name: 'waypoints:chunk-report',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle(_options, bundle) {
      const root = this.environment.config.root
      const chunks: ChunkReportEntry[] = []
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const sources: Record<string, number> = {}
        for (const [id, module] of Object.entries(output.modules)) {
          if (!module.renderedLength) continue
          const source = sourceOf(id, root)
          sources[source] = (sources[source] ?? 0) + module.renderedLength
        }
        chunks.push({ file: output.fileName, isEntry: output.isEntry, sources })
      }
      const outDir = path.resolve(root, this.environment.config.build.outDir)
      mkdirSync(path.dirname(outDir), { recursive: true })
      writeFileSync(path.join(path.dirname(outDir), CHUNK_REPORT), `${JSON.stringify(chunks)}\n`)
    },
  }
}

// Vite plugin: gives every build an id (VITE_BUILD_ID in the app) and writes the files the version check and the
// build manifest readers use: dist/client/builds/latest.json and dist/client/builds/meta/{buildId}.json.
import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { ROUTE_RULES } from '../src/lib/route-rules.ts'

export interface BuildManifest {
  id: string
  builtAt: string
  /** Pages written as static HTML at build time (none: see the ADR on prerendering). */
  prerendered: string[]
  routeRules: typeof ROUTE_RULES
}

export function newBuildId(now = new Date()): string {
  return `${now
    .toISOString()
    .replace(/[-:.TZ]/g, '')
    .slice(0, 14)}-${randomBytes(4).toString('hex')}`
}

export function buildManifestPlugin(options: { buildId?: string } = {}): Plugin {
  const buildId = options.buildId ?? process.env.BUILD_ID ?? newBuildId()
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(buildId)) throw new Error(`Invalid BUILD_ID: ${JSON.stringify(buildId)}`)
  return {
    name: 'waypoints:build-manifest',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) } }),
    writeBundle(output) {
      if (this.environment.name !== 'client' || !output.dir) return
      const dir = path.join(output.dir, 'builds')
      mkdirSync(path.join(dir, 'meta'), { recursive: true })
      const manifest: BuildManifest = {
        id: buildId,
        builtAt: new Date().toISOString(),
        prerendered: [],
        routeRules: ROUTE_RULES,
      }
      writeFileSync(path.join(dir, 'meta', `${buildId}.json`), `${JSON.stringify(manifest, null, 2)}\n`)
      writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify({ id: buildId })}\n`)
    },
  }
}

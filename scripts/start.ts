// `npm start`, first step: build when the sources are newer than the last build. The second step serves the build
// (dist/host/serve.js) under its supervisor (dist/host/supervise.js, ADR 023), processes that run no TypeScript
// (ADR 035).
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { buildSettingsFile, buildSettingsKey, loadEnvFile } from '../src/server/env-file.server.ts'
import { buildSummary } from './build-summary.ts'

// `.env` in the working directory under the environment (ADR 055): the build below and its staleness check see it.
loadEnvFile()

const root = path.resolve(import.meta.dirname, '..')
const built = path.join(root, 'dist/host/serve.js')
const supervisor = path.join(root, 'dist/host/supervise.js')
const inputs = [
  'src',
  'messages',
  'content',
  'public',
  'drizzle',
  'project.inlang',
  'package-lock.json',
  'vite.config.ts',
  // Vite's own mode files (the build reads them beside .env, whose values are compared below).
  '.env.local',
  '.env.production',
  '.env.production.local',
  'scripts/serve.ts',
  'scripts/supervise.ts',
  'scripts/build-host.ts',
]

function newest(p: string): number {
  if (!existsSync(p)) return 0
  const stat = statSync(p)
  if (!stat.isDirectory()) return stat.mtimeMs
  let max = 0
  for (const name of readdirSync(p)) {
    if (name === 'paraglide' || name === 'routeTree.gen.ts') continue
    max = Math.max(max, newest(path.join(p, name)))
  }
  return max
}

const builtAt = existsSync(built) && existsSync(supervisor) ? statSync(built).mtimeMs : 0
const changedAt = Math.max(...inputs.map((i) => newest(path.join(root, i))))
const settingsFile = path.join(root, buildSettingsFile)
const builtSettings = existsSync(settingsFile) ? readFileSync(settingsFile, 'utf8').trim() : undefined
const reason = !builtAt
  ? 'No build yet'
  : builtAt < changedAt
    ? 'Sources changed since the last build'
    : builtSettings !== buildSettingsKey()
      ? 'Build-time settings (VITE_*, BUILD_ID) changed since the last build'
      : undefined
if (reason) {
  console.log(`${reason}: building (a minute or two)…`)
  const startedAt = performance.now()
  // The build's ~400 lines are kept back: a summary when it works, all of them when it fails.
  const result = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
  if (result.status !== 0) {
    process.stderr.write(output)
    console.error(`The build failed (exit ${result.status ?? result.signal}); its output is above.`)
    process.exit(result.status ?? 1)
  }
  console.log(buildSummary(output, performance.now() - startedAt))
}

// `npm start`, first step: build when the sources are newer than the last build. The second step serves the build
// (dist/host/serve.js) under its supervisor (dist/host/supervise.js, ADR 023), processes that run no TypeScript
// (ADR 035).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

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
if (builtAt < changedAt) {
  console.log(builtAt ? 'Sources changed since the last build: building…' : 'No build yet: building…')
  const result = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

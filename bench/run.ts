// `npm run bench [name…]`: runs the benchmark scripts in bench/ (all by default) and prints their numbers; lib.ts and
// signed-in.ts are their shared parts.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

const dir = import.meta.dirname
const all = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !['run.ts', 'lib.ts', 'signed-in.ts'].includes(f))
  .map((f) => f.slice(0, -3))
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : all
if (!existsSync(path.join(dir, '../dist/server/server.js')))
  spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' })
for (const name of chosen) {
  console.log(`\n# bench/${name}.ts`)
  // tsx: scripts may import app modules that use the '@/' alias.
  spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, `${name}.ts`)], { stdio: 'inherit' })
}

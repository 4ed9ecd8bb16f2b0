// The checkout's `.data/` is the developer's own (their database, uploads, outbox): the suite runs in a data folder of
// its own (vitest.config.ts) and this check fails the run when `.data/` changed anyway, naming what changed.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const watched = path.join(root, '.data')

/** Every file under `dir` with its size and modification time. */
export function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>()
  if (!existsSync(dir)) return files
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    const stat = statSync(file, { throwIfNoEntry: false })
    if (stat) files.set(path.relative(dir, file), `${stat.size}:${stat.mtimeMs}`)
  }
  return files
}

/** What differs between two snapshots: files added, removed or rewritten. */
export function changes(before: Map<string, string>, after: Map<string, string>): string[] {
  const changed: string[] = []
  for (const [file, mark] of after)
    if (before.get(file) !== mark) changed.push(before.has(file) ? `~ ${file}` : `+ ${file}`)
  for (const file of before.keys()) if (!after.has(file)) changed.push(`- ${file}`)
  return changed.sort()
}

export default function setup() {
  const before = snapshot(watched)
  const existed = existsSync(watched)
  return () => {
    // The suite's own folder (vitest.config.ts) goes with the run; nothing else is ever removed here.
    const own = process.env.WAYPOINTS_TEST_DATA_DIR
    if (own && path.dirname(own) === tmpdir() && path.basename(own).startsWith('waypoints-vitest-'))
      rmSync(own, { recursive: true, force: true })
    const changed = changes(before, snapshot(watched))
    if (!existed && existsSync(watched)) changed.unshift('+ .data/ (created)')
    if (changed.length)
      throw new Error(
        `The tests changed the checkout's .data/ (use the suite's DATA_DIR):\n${changed.slice(0, 20).join('\n')}`,
      )
  }
}

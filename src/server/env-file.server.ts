// Settings from a `.env` file at run time (ADR 055). Loaded by plain Node (scripts/start.ts, the host, the
// supervisor, the build's second step) and by vite.config.ts for `npm run dev`: no imports beyond Node's own.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseEnv } from 'node:util'

type Source = Record<string, string | undefined>

/** Settings read at run time that lost the `VITE_` prefix: the old name still works, with a warning. */
export const renamedVariables: Readonly<Record<string, string>> = {
  VITE_GA_MEASUREMENT_ID: 'GA_MEASUREMENT_ID',
  VITE_GA_SCRIPT_URL: 'GA_SCRIPT_URL',
}

/** The file to read: ENV_FILE (from the working directory), else `.env`; `ENV_FILE=off` reads none. */
export function envFilePath(source: Source = process.env, cwd = process.cwd()): string | undefined {
  const chosen = source.ENV_FILE?.trim()
  if (chosen === 'off') return undefined
  return path.resolve(cwd, chosen || '.env')
}

/**
 * Copies the file's variables into `target` where `target` has none under either name (new or old): the
 * environment always wins over the file. A file's old name counts as its new name, with a warning when it is the one
 * used (a process started by one that loaded the file already has it: no second warning). Returns the names it set.
 */
export function loadEnvFile(
  file: string | undefined = envFilePath(),
  target: Source = process.env,
  warn: (message: string) => void = (message) => console.warn(message),
): string[] {
  if (!file || !existsSync(file)) return []
  const values: Source = parseEnv(readFileSync(file, 'utf8'))
  const oldNames = new Map<string, string>()
  for (const [old, renamed] of Object.entries(renamedVariables)) {
    if (values[old] !== undefined && values[renamed] === undefined) {
      values[renamed] = values[old]
      oldNames.set(renamed, old)
    }
    delete values[old]
  }
  const oldNameOf = Object.fromEntries(Object.entries(renamedVariables).map(([old, renamed]) => [renamed, old]))
  const set: string[] = []
  for (const [name, value] of Object.entries(values)) {
    const old = oldNameOf[name]
    if (target[name] !== undefined || (old && target[old] !== undefined)) continue
    target[name] = value
    set.push(name)
    const used = oldNames.get(name)
    if (used)
      warn(`${used} in ${path.basename(file)} is deprecated: name it ${name} (the old name still works for now)`)
  }
  return set
}

/** A copy of `source` with each old name's value under its new name (the new name wins when both are set). */
export function withRenamedVariables(source: Source, warn: (message: string) => void = () => {}): Source {
  const result = { ...source }
  for (const [old, renamed] of Object.entries(renamedVariables)) {
    if (source[old] === undefined) continue
    result[renamed] ??= source[old]
    warn(`${old} is deprecated: name it ${renamed} (the old name still works for now)`)
  }
  return result
}

/**
 * What a build bakes in from the environment: every VITE_* value and BUILD_ID, as one line. `npm start` rebuilds
 * when it differs from the last build's (dist/host/build-settings.json), not only when a file changed.
 */
export function buildSettingsKey(source: Source = process.env): string {
  const baked = Object.entries(source)
    .filter(([name, value]) => value !== undefined && (name.startsWith('VITE_') || name === 'BUILD_ID'))
    .sort(([a], [b]) => (a < b ? -1 : 1))
  return JSON.stringify(Object.fromEntries(baked))
}

/** Where the build records its buildSettingsKey. */
export const buildSettingsFile = 'dist/host/build-settings.json'

// The end-to-end step of `npm test`, split into shards that run side by side (ADR 068). One run leaves a core idle
// much of the time (it waits on pages, mail and servers); two runs on two cores took 30 minutes where one took 40.
// Each shard is a whole Playwright run of its own: its own production server, data dir, stand-in ports and
// results folder, so nothing is shared but the build. Spec files go to shards by their last measured durations
// (e2e/durations.json), longest first, each to the shard with the least work so far.
import { spawn } from 'node:child_process'
import { existsSync, globSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'

const root = path.resolve(import.meta.dirname, '..')
const durationsFile = path.join(root, 'e2e/durations.json')
/** A spec not yet measured counts as this many seconds. */
const UNMEASURED = 30

export interface Shard {
  index: number
  files: string[]
  seconds: number
  env: Record<string, string>
  report: string
}

/** Seconds per spec file (relative to the checkout), as last recorded. */
function durations(): Record<string, number> {
  return existsSync(durationsFile) ? (JSON.parse(readFileSync(durationsFile, 'utf8')) as Record<string, number>) : {}
}

/** Ports and folders of shard `index`; shard 0 keeps the defaults, so a lone run is the usual `playwright test`. */
function shardEnv(index: number): Record<string, string> {
  if (index === 0) return {}
  const offset = 1000 * index
  const port = (name: string, fallback: number) => String(Number(process.env[name] ?? fallback) + offset)
  return {
    E2E_PORT: port('E2E_PORT', 3100),
    E2E_SMTP_PORT: port('E2E_SMTP_PORT', 3325),
    E2E_OIDC_PORT: port('E2E_OIDC_PORT', 3326),
    E2E_CAPTCHA_PORT: port('E2E_CAPTCHA_PORT', 3327),
    E2E_ANALYTICS_PORT: port('E2E_ANALYTICS_PORT', 3328),
    E2E_DATA_DIR: `${process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'}-${index + 1}`,
  }
}

/** The spec files split into `count` shards of about equal measured time. */
export function planShards(count: number, reports: string): Shard[] {
  const known = durations()
  const files = globSync('e2e/**/*.spec.ts', { cwd: root }).sort()
  const shards: Shard[] = Array.from({ length: count }, (_, index) => ({
    index,
    files: [],
    seconds: 0,
    env: shardEnv(index),
    report: path.join(reports, `playwright-${index + 1}.json`),
  }))
  const weighed = files.map((file) => ({ file, seconds: known[file] ?? UNMEASURED }))
  for (const { file, seconds } of weighed.sort((a, b) => b.seconds - a.seconds)) {
    const lightest = shards.reduce((a, b) => (b.seconds < a.seconds ? b : a))
    lightest.files.push(file)
    lightest.seconds += seconds
  }
  return shards.filter((shard) => shard.files.length > 0)
}

/** Runs one shard; its output lines are prefixed with the shard's number. Resolves to its exit code. */
function runShard(shard: Shard, count: number): Promise<number> {
  // Playwright reads each argument as a regular expression over the file's path: dots escaped and the end anchored,
  // each names its one file.
  const filters = shard.files.map((file) => `${file.replaceAll('.', '\\.')}$`)
  const args = ['playwright', 'test', '--output', `.tmp/e2e-results-${shard.index + 1}`, ...filters]
  const child = spawn('npx', args, {
    cwd: root,
    env: { ...process.env, ...shard.env, PLAYWRIGHT_JSON_OUTPUT_NAME: shard.report, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const prefix = count > 1 ? `[${shard.index + 1}/${count}] ` : ''
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => console.log(prefix + line))
  }
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`${prefix}${error.message}`)
      resolve(1)
    })
    child.on('close', (code) => resolve(code ?? 1))
  })
}

/** Runs every shard at once; true when all passed. With E2E_RECORD_DURATIONS=1, writes their times to durations.json. */
export async function runE2eShards(count: number, reports: string): Promise<{ ok: boolean; reports: string[] }> {
  const shards = planShards(count, reports)
  for (const shard of shards)
    console.log(`shard ${shard.index + 1}: ${shard.files.length} spec files, ~${Math.round(shard.seconds)} s measured`)
  const codes = await Promise.all(shards.map((shard) => runShard(shard, shards.length)))
  if (process.env.E2E_RECORD_DURATIONS === '1') recordDurations(shards.map((shard) => shard.report))
  return { ok: codes.every((code) => code === 0), reports: shards.map((shard) => shard.report) }
}

interface ReportSuite {
  file?: string
  suites?: ReportSuite[]
  specs?: Array<{ tests: Array<{ results: Array<{ duration: number }> }> }>
}

/** Sums each spec file's test durations from Playwright's JSON reports into e2e/durations.json. */
export function recordDurations(reports: string[]) {
  const seconds: Record<string, number> = {}
  const visit = (suite: ReportSuite, file: string) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) seconds[file] = (seconds[file] ?? 0) + result.duration / 1000
    for (const child of suite.suites ?? []) visit(child, file)
  }
  for (const report of reports.filter((file) => existsSync(file))) {
    const { suites } = JSON.parse(readFileSync(report, 'utf8')) as { suites: ReportSuite[] }
    for (const suite of suites) visit(suite, `e2e/${suite.file}`)
  }
  const sorted = Object.fromEntries(
    Object.entries(seconds)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, value]) => [file, Math.round(value)]),
  )
  writeFileSync(durationsFile, `${JSON.stringify(sorted, null, 2)}\n`)
}

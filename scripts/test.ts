// `npm test`: everything a change must pass — messages, types, lint, format, unit + integration, build, end-to-end.
// Prints one closing line "tests: N passed, N failed" and exits non-zero on any failure.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { runE2eShards } from './e2e-shards.ts'

const root = path.resolve(import.meta.dirname, '..')
const reports = path.join(root, '.tmp/reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const only = process.argv.slice(2) // e.g. `npm test -- unit e2e`
const wanted = (step: string) => only.length === 0 || only.includes(step)

let passed = 0
let failed = 0
const failures: string[] = []

function run(step: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n▶ ${step}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const ok = result.status === 0
  console.log(`${ok ? '✔' : '✘'} ${step} (${seconds} s)`)
  if (!ok) failures.push(step)
  return ok
}

function countVitest(file: string) {
  if (!existsSync(file)) return
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number }
  passed += report.numPassedTests
  failed += report.numFailedTests
}

function countPlaywright(file: string) {
  if (!existsSync(file)) return
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number }
  }
  passed += report.stats.expected + report.stats.flaky
  failed += report.stats.unexpected
}

run('messages', 'npm', ['run', '-s', 'gen'])
const toolsReady = run('system tools', process.execPath, ['scripts/ensure-tools.ts'])
if (wanted('static')) {
  run('typecheck', 'npx', ['tsc', '--noEmit'])
  run('lint', 'npx', ['eslint', '.'])
  run('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.'])
}
if (wanted('unit')) {
  const out = path.join(reports, 'vitest.json')
  run('unit + integration', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ])
  countVitest(out)
}
if (wanted('e2e')) {
  if (toolsReady && run('build', 'npm', ['run', '-s', 'build'])) {
    // Shards side by side (ADR 068): two on two cores or more, E2E_SHARDS to choose.
    const shards = Math.max(1, Math.trunc(Number(process.env.E2E_SHARDS ?? Math.min(2, availableParallelism()))) || 1)
    console.log(`\n▶ end-to-end: ${shards} Playwright run(s) side by side`)
    const started = Date.now()
    const result = await runE2eShards(shards, reports)
    console.log(`${result.ok ? '✔' : '✘'} end-to-end (${((Date.now() - started) / 1000).toFixed(1)} s)`)
    if (!result.ok) failures.push('end-to-end')
    for (const report of result.reports) countPlaywright(report)
  }
}

console.log('')
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`)
console.log(`tests: ${passed} passed, ${failed} failed`)
process.exit(failures.length || failed ? 1 : 0)

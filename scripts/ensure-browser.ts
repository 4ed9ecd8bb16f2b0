// Makes sure the end-to-end tests have a Chromium: CHROMIUM_PATH or Debian's /usr/bin/chromium.
// Installs it with apt-get when running as root; otherwise says what to install. Exit 0 = ready.
import { spawnSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'

const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function usable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

function hasCommand(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0
}

if (usable(browser)) {
  console.log(`browser: ${browser}`)
  process.exit(0)
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
if (!process.env.CHROMIUM_PATH && isRoot && hasCommand('apt-get')) {
  console.log(`browser: ${browser} not found, installing Debian's chromium…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env })
  const install =
    update.status === 0 ? spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env }) : update
  if (install.status === 0 && usable(browser)) {
    console.log(`browser: ${browser}`)
    process.exit(0)
  }
  console.error('browser: apt-get could not install chromium.')
}

console.error(
  [
    `browser: no Chromium at ${browser}.`,
    'The end-to-end tests drive a system Chromium (never `npx playwright install`). Install it with:',
    '  sudo apt-get update && sudo apt-get install -y chromium',
    'or point CHROMIUM_PATH at an existing Chromium/Chrome binary.',
  ].join('\n'),
)
process.exit(1)

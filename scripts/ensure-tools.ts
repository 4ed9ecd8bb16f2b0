// Makes sure the system tools the tests drive are present: Chromium (CHROMIUM_PATH or Debian's /usr/bin/chromium)
// for end-to-end tests and xmllint (libxml2-utils) for the sitemap schema tests. Installs missing ones with apt-get
// when running as root; otherwise says what to install. Exit 0 = ready.
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

const tools = [
  {
    name: 'browser',
    pkg: 'chromium',
    ready: () => usable(browser),
    where: browser,
    custom: !!process.env.CHROMIUM_PATH,
  },
  { name: 'xmllint', pkg: 'libxml2-utils', ready: () => hasCommand('xmllint'), where: 'xmllint', custom: false },
]

const missing = tools.filter((t) => !t.ready())
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const installable = missing.filter((t) => !t.custom)
if (installable.length && isRoot && hasCommand('apt-get')) {
  const packages = installable.map((t) => t.pkg)
  console.log(`tools: installing Debian packages ${packages.join(', ')}…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env })
  if (update.status === 0) spawnSync('apt-get', ['install', '-y', ...packages], { stdio: 'inherit', env })
}

const still = tools.filter((t) => !t.ready())
for (const t of tools) if (!still.includes(t)) console.log(`${t.name}: ${t.where}`)
if (still.length === 0) process.exit(0)

console.error(
  [
    `Missing: ${still.map((t) => `${t.name} (${t.where})`).join(', ')}.`,
    'The tests drive system tools (never `npx playwright install`). Install them with:',
    `  sudo apt-get update && sudo apt-get install -y ${still.map((t) => t.pkg).join(' ')}`,
    ...(still.some((t) => t.name === 'browser')
      ? ['or point CHROMIUM_PATH at an existing Chromium/Chrome binary.']
      : []),
  ].join('\n'),
)
process.exit(1)

// Lighthouse on a phone (issue 42): the mobile preset with simulated throttling, against the built production server,
// with Debian's Chromium (CHROME_PATH). Each page twice: a first visitor (no consent cookie: the cookie bar shows) and
// after consent; the median of LH_RUNS runs (default 3) of performance, LCP, TBT and CLS, and the JavaScript the page
// transferred (bytes on the wire and script requests, exact). Prints numbers; asserts nothing.
// `node --import tsx bench/lighthouse.ts [path…]`, or `npm run bench lighthouse`. DIST_DIR measures another build.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { requireBuild, startServer } from './lib.ts'

const RUNS = Number(process.env.LH_RUNS ?? 3)
/** LH_SAVE=dir keeps each run's report (JSON) there, to read its LCP element, phases and request chain. */
const SAVE = process.env.LH_SAVE
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
/** The cookies a visitor who chose "necessary only" has (playwright.config.ts gives every spec the same). */
const CONSENTED = 'ncc_c=true; ncc_e=session|locale|consent|functional'

async function defaultPages(url: string): Promise<Array<[string, string]>> {
  const first = async (page: string, re: RegExp) => (await (await fetch(`${url}${page}`)).text()).match(re)?.[1]
  const post = await first('/en/blog', /href="(\/en\/blog\/posts\/[^"?#]+)"/)
  const trip = await first('/en/trips', /href="(\/en\/trips\/\d+)"/)
  return [
    ['home', '/en'],
    ['blog list', '/en/blog'],
    ...(post ? [['post', post] as [string, string]] : []),
    ...(trip ? [['trip', trip] as [string, string]] : []),
    ['search', '/en/search?q=alps'],
    ['sign-in', '/en/auth/login'],
  ]
}

interface Run {
  perf: number
  lcp: number
  tbt: number
  cls: number
  jsBytes: number
  scripts: number
}

/** The median of the runs that measured it (a run Lighthouse could not finish gives NaN; `failed` says how many). */
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : Number.NaN
}

async function measure(port: number, url: string, cookie: string | null): Promise<Run> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    },
    // The default config is the mobile preset (Moto G Power, slow 4G, simulated throttling).
    undefined,
  )
  if (!result) throw new Error(`no Lighthouse result for ${url}`)
  const { lhr } = result
  if (SAVE) {
    mkdirSync(SAVE, { recursive: true })
    const name = `${new URL(url).pathname.replaceAll('/', '_') || 'root'}-${cookie ? 'consent' : 'first'}-${Date.now()}.json`
    writeFileSync(path.join(SAVE, name), JSON.stringify(lhr))
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const requests = ((lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items ??
    []) as Array<{ resourceType?: string; transferSize?: number }>
  const scripts = requests.filter((r) => r.resourceType === 'Script')
  return {
    perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scripts: scripts.length,
  }
}

requireBuild()
const server = await startServer(Number(process.env.BENCH_PORT ?? 3191))
const chrome = await launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
try {
  const pages = process.argv.slice(2).length
    ? process.argv.slice(2).map((p) => [p, p] as [string, string])
    : await defaultPages(server.url)
  console.log(`Lighthouse mobile, simulated throttling, median of ${RUNS} (JS: transferred bytes, script requests)`)
  console.log(['page'.padEnd(12), 'visit'.padEnd(8), 'perf', 'LCP s', 'TBT ms', 'CLS', 'JS KB', 'scripts'].join('\t'))
  for (const [name, path] of pages) {
    for (const [visit, cookie] of [
      ['first', null],
      ['consent', CONSENTED],
    ] as const) {
      const runs: Run[] = []
      for (let i = 0; i < RUNS; i++) runs.push(await measure(chrome.port, `${server.url}${path}`, cookie))
      const pick = (key: keyof Run) => median(runs.map((r) => r[key]))
      console.log(
        [
          name.padEnd(12),
          visit.padEnd(8),
          pick('perf'),
          (pick('lcp') / 1000).toFixed(2),
          Math.round(pick('tbt')),
          pick('cls').toFixed(3),
          (pick('jsBytes') / 1024).toFixed(1),
          pick('scripts'),
          ...(runs.some((r) => !Number.isFinite(r.lcp))
            ? [`(${runs.filter((r) => !Number.isFinite(r.lcp)).length} failed)`]
            : []),
        ].join('\t'),
      )
    }
  }
} finally {
  chrome.kill()
  await server.stop()
}

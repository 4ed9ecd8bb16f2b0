// Lighthouse (mobile emulation, the tool's default) against the built production server, with Debian's Chromium.
// Fetches Lighthouse from the npm registry on first use (npx) so it is not an install-time dependency.
// Default pages: home, blog, the first post, trips, the first trip, a content page. `DIST_DIR` measures another build.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { requireBuild, startServer } from './lib.ts'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const flags =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync'

async function defaultPages(url: string): Promise<string[]> {
  const first = async (page: string, re: RegExp) => (await (await fetch(`${url}${page}`)).text()).match(re)?.[1]
  const post = await first('/en/blog', /href="(\/en\/blog\/posts\/[^"?#]+)"/)
  const trip = await first('/en/trips', /href="(\/en\/trips\/\d+)"/)
  return ['/en', '/en/blog', ...(post ? [post] : []), '/en/trips', ...(trip ? [trip] : []), '/ru/about']
}

requireBuild()
const server = await startServer(Number(process.env.BENCH_PORT ?? 3191))
const out = mkdtempSync(path.join(tmpdir(), 'lighthouse-'))
try {
  const pages = process.argv.slice(2).length ? process.argv.slice(2) : await defaultPages(server.url)
  console.log(['page'.padEnd(16), 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'SI'].join('\t'))
  for (const page of pages) {
    const file = path.join(out, `${page.replaceAll('/', '_')}.json`)
    const run = spawnSync(
      'npx',
      [
        '-y',
        'lighthouse@12',
        `${server.url}${page}`,
        '--quiet',
        `--chrome-flags=${flags}`,
        '--output=json',
        `--output-path=${file}`,
        '--only-categories=performance,accessibility,best-practices,seo',
      ],
      { env: { ...process.env, CHROME_PATH: chromium }, stdio: ['ignore', 'ignore', 'inherit'] },
    )
    if (run.status !== 0) {
      console.log(`${page}\tlighthouse failed (exit ${run.status})`)
      continue
    }
    const report = JSON.parse(readFileSync(file, 'utf8'))
    const score = (id: string) => Math.round(report.categories[id].score * 100)
    const metric = (id: string) => report.audits[id].displayValue
    console.log(
      [
        page.padEnd(16),
        score('performance'),
        score('accessibility'),
        score('best-practices'),
        score('seo'),
        metric('first-contentful-paint'),
        metric('largest-contentful-paint'),
        metric('total-blocking-time'),
        metric('cumulative-layout-shift'),
        metric('speed-index'),
      ].join('\t'),
    )
  }
} finally {
  await server.stop()
}

// The browser's main-thread work while a public page loads and hydrates, in Debian's Chromium with the CPU slowed
// down like a mid-range phone (BENCH_CPU_SLOWDOWN, 4). Lighthouse on this shared machine swings by hundreds of ms
// between runs; this reads the browser's own long tasks, several runs per page, and prints medians:
// FCP, LCP, blocking time (the part of each long task over 50 ms, after FCP, as TBT counts it), all long-task time,
// and how many Intl formatters the page built (ADR 038). `DIST_DIR` measures another build; BENCH_RUNS (5).
import { chromium } from '@playwright/test'
import { requireBuild, startServer } from './lib.ts'

const runs = Number(process.env.BENCH_RUNS ?? 5)
const slowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4)

async function defaultPages(url: string): Promise<string[]> {
  const first = async (page: string, re: RegExp) => (await (await fetch(`${url}${page}`)).text()).match(re)?.[1]
  const post = await first('/en/blog', /href="(\/en\/blog\/posts\/[^"?#]+)"/)
  const trip = await first('/en/trips', /href="(\/en\/trips\/\d+)"/)
  return ['/en', '/en/blog', ...(post ? [post] : []), '/en/trips', ...(trip ? [trip] : []), '/ru/about']
}

interface Sample {
  fcp: number
  lcp: number
  blocking: number
  longTasks: number
  formatters: number
}

// A string, not a function: tsx would add its own helpers to a function's source, which the page lacks.
const observe = `
  const state = { lcp: 0, tasks: [], formatters: 0 }
  window.__bench = state
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.tasks.push([entry.startTime, entry.duration])
  }).observe({ type: 'longtask', buffered: true })
  for (const kind of ['DateTimeFormat', 'NumberFormat', 'DisplayNames', 'PluralRules']) {
    const Original = Intl[kind]
    const Counting = function (...args) {
      state.formatters++
      return new Original(...args)
    }
    Counting.prototype = Original.prototype
    Counting.supportedLocalesOf = Original.supportedLocalesOf
    Object.defineProperty(Intl, kind, { value: Counting, configurable: true, writable: true })
  }
`

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

requireBuild()
const server = await startServer(Number(process.env.BENCH_PORT ?? 3193))
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
try {
  const pages = process.argv.slice(2).length ? process.argv.slice(2) : await defaultPages(server.url)
  console.log(`Chromium, CPU ${slowdown}× slower, 412×823, ${runs} runs per page, medians in ms`)
  console.log(['page'.padEnd(40), 'FCP', 'LCP', 'blocking', 'long tasks', 'Intl built'].join('\t'))
  for (const path of pages) {
    const samples: Sample[] = []
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
      await page.addInitScript(observe)
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' })
      await page.waitForTimeout(3000) // hydration, idle-time work
      samples.push(
        await page.evaluate(() => {
          const state = (
            window as unknown as { __bench: { lcp: number; tasks: [number, number][]; formatters: number } }
          ).__bench
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
          return {
            fcp,
            lcp: state.lcp,
            blocking: state.tasks
              .filter(([start]) => start >= fcp)
              .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
            longTasks: state.tasks.reduce((sum, [, duration]) => sum + duration, 0),
            formatters: state.formatters,
          }
        }),
      )
      await context.close()
    }
    const column = (key: keyof Sample) => String(Math.round(median(samples.map((s) => s[key]))))
    console.log(
      [
        path.padEnd(40),
        column('fcp'),
        column('lcp'),
        column('blocking'),
        column('longTasks'),
        column('formatters'),
      ].join('\t'),
    )
  }
} finally {
  await browser.close()
  await server.stop()
}

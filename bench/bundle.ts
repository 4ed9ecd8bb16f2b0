// First-load JavaScript per page: every module script and modulepreload the server-rendered HTML asks for,
// raw and gzip bytes. Budget for public pages: 100 KB gzip.
import { firstLoadJs, requireBuild, startServer } from './lib.ts'

const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/en', '/en/about', '/ru/privacy', '/en/does-not-exist']
const BUDGET_GZIP = 100 * 1024

requireBuild()
const server = await startServer(Number(process.env.BENCH_PORT ?? 3190))
const rows: Array<{ page: string; files: number; raw: number; gzip: number }> = []
try {
  for (const page of pages) {
    const html = await (await fetch(`${server.url}${page}`)).text()
    rows.push({ page, ...firstLoadJs(html) })
  }
} finally {
  await server.stop()
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
console.log('First-load JS per page (server-rendered HTML → module scripts + modulepreloads)')
console.log(['page'.padEnd(28), 'files', 'raw'.padStart(10), 'gzip'.padStart(10), 'budget'].join('  '))
for (const r of rows) {
  console.log(
    [
      r.page.padEnd(28),
      String(r.files).padStart(5),
      kb(r.raw).padStart(10),
      kb(r.gzip).padStart(10),
      r.gzip <= BUDGET_GZIP ? 'ok' : 'over',
    ].join('  '),
  )
}

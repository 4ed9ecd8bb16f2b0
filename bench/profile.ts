// CPU profile of uncached page renders: starts the production build with the inspector, warms the page up, records a
// V8 CPU profile while N requests go to one page (C at a time), and prints where the server's main thread spent its
// time: top functions and top modules by self time, plus the requests' latency while profiled (profiling slows them).
// Startup, migrations and the warm-up stay out of the profile. Reports numbers; asserts nothing.
//
//   npm run build && node bench/profile.ts [page…]       pages: home blog post trips trip content profile editor,
//                                                        'public' (the first six, default), 'all', or a path (/en/x)
//   PROFILE_REQUESTS=300 PROFILE_CONCURRENCY=10 PROFILE_TOP=25 PROFILE_SAVE=1 (keeps .tmp/profiles/*.cpuprofile,
//   which Chrome DevTools opens), DATABASE_URL=postgres://… to profile on PostgreSQL instead of the embedded PGlite.
//   PROFILE_COMPARE=1 adds, without the profiler, the page's req/s and p99 next to the same HTML as a static file
//   served by the same server (the uncached-render ratio), at the same concurrency.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { hostEntry, requireBuild, root, uncachedEnv } from './lib.ts'

const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 200)
const CONCURRENCY = Number(process.env.PROFILE_CONCURRENCY ?? 10)
const WARMUP = Number(process.env.PROFILE_WARMUP ?? 50)
const TOP = Number(process.env.PROFILE_TOP ?? 20)
const SAMPLING_US = Number(process.env.PROFILE_SAMPLING_US ?? 200)
const PORT = Number(process.env.BENCH_PORT ?? 3480)

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number }
type ProfileNode = { id: number; callFrame: CallFrame; hitCount?: number; children?: number[] }
export type CpuProfile = {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

// ---- The server, with the inspector on a free port ------------------------------------------------------------------

async function startProfiledServer() {
  const dataDir = path.join(root, `.tmp/profile-data-${PORT}`)
  rmSync(dataDir, { recursive: true, force: true })
  const child = spawn(process.execPath, ['--inspect=127.0.0.1:0', hostEntry], {
    cwd: root,
    // The page cache off: every request renders (a cached page would profile the cache, not the render); the result
    // cache too unless BENCH_RESULT_CACHE=1.
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...uncachedEnv,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const wsUrl = await new Promise<string>((resolve, reject) => {
    let seen = ''
    child.stderr!.on('data', (chunk: Buffer) => {
      const text = chunk.toString()
      seen += text
      const match = /Debugger listening on (ws:\/\/\S+)/.exec(seen)
      if (match) resolve(match[1]!)
      else if (!/Debugger|inspector|For help/i.test(text)) process.stderr.write(text)
    })
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before the inspector was up:\n${seen}`)))
  })
  const url = `http://127.0.0.1:${PORT}`
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      /* not up yet */
    }
    if (i > 300) throw new Error('server did not become healthy in 60 s')
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    dataDir,
    wsUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** A minimal Chrome DevTools Protocol client over the inspector's WebSocket (Node's global WebSocket). */
async function inspector(wsUrl: string) {
  const socket = new WebSocket(wsUrl)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', reject, { once: true })
  })
  let nextId = 1
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>()
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } }
    if (message.id === undefined) return
    const waiting = pending.get(message.id)
    pending.delete(message.id)
    if (message.error) waiting?.reject(new Error(message.error.message))
    else waiting?.resolve(message.result)
  })
  return {
    send<T = unknown>(method: string, params: Record<string, unknown> = {}): Promise<T> {
      const id = nextId++
      socket.send(JSON.stringify({ id, method, params }))
      return new Promise<T>((resolve, reject) => pending.set(id, { resolve: resolve as (v: unknown) => void, reject }))
    },
    /** CPU time (user + system, µs) the server process has used so far: unlike the profile's sample times, it does
     *  not grow while other processes hold the CPU. */
    async cpuMicros(): Promise<number> {
      const { result } = await this.send<{ result: { value: number } }>('Runtime.evaluate', {
        expression: '(() => { const u = process.cpuUsage(); return u.user + u.system })()',
        returnByValue: true,
      })
      return result.value
    },
    close: () => socket.close(),
  }
}

// ---- Pages ----------------------------------------------------------------------------------------------------------

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { 'accept-language': 'en' } })
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return (await response.json()) as T
}

/** A confirmed member's session cookie: register, take the token from the development outbox, confirm. */
async function signIn(url: string, dataDir: string): Promise<string> {
  const email = `profile-${Date.now()}@example.com`
  const headers = { 'content-type': 'application/json', origin: url }
  const registered = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Profile Bench', email, password: 'violet-harbour-tram-42' }),
  })
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`)
  const outbox = path.join(dataDir, 'outbox')
  let token: string | undefined
  for (let i = 0; i < 50 && !token; i++) {
    const files = existsSync(outbox) ? readdirSync(outbox, { withFileTypes: true }) : []
    for (const file of files.filter((f) => f.name.endsWith('.json'))) {
      token = /[?&]token=([^&\s"<>\\]+)/.exec(readFileSync(path.join(outbox, file.name), 'utf8'))?.[1]
    }
    if (!token) await new Promise((r) => setTimeout(r, 100))
  }
  if (!token) throw new Error('no confirmation mail in the outbox')
  const confirmed = await fetch(`${url}/api/auth/email/confirm`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ token: decodeURIComponent(token) }),
  })
  if (!confirmed.ok) throw new Error(`confirm: ${confirmed.status} ${await confirmed.text()}`)
  return confirmed.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

const PUBLIC = ['home', 'blog', 'post', 'trips', 'trip', 'content']
const SIGNED_IN = ['profile', 'editor']

async function resolvePages(url: string, names: string[]): Promise<Array<{ name: string; path: string }>> {
  const wanted = names.flatMap((n) => (n === 'all' ? [...PUBLIC, ...SIGNED_IN] : n === 'public' ? PUBLIC : [n]))
  const pages: Array<{ name: string; path: string }> = []
  for (const name of wanted) {
    if (name.startsWith('/')) pages.push({ name, path: name })
    else if (name === 'home') pages.push({ name, path: '/en' })
    else if (name === 'blog') pages.push({ name, path: '/en/blog' })
    else if (name === 'trips') pages.push({ name, path: '/en/trips' })
    else if (name === 'content') pages.push({ name, path: '/en/about' })
    else if (name === 'profile') pages.push({ name, path: '/en/profile' })
    else if (name === 'editor') pages.push({ name, path: '/en/profile/blog/create' })
    else if (name === 'post') {
      const { data } = await json<{ data: Array<{ slug: string }> }>(`${url}/api/v1/posts?limit=1`)
      pages.push({ name, path: `/en/blog/posts/${data[0]!.slug}` })
    } else if (name === 'trip') {
      const { data } = await json<{ data: Array<{ id: number }> }>(`${url}/api/v1/trips?limit=1`)
      pages.push({ name, path: `/en/trips/${data[0]!.id}` })
    } else throw new Error(`unknown page "${name}"`)
  }
  return pages
}

/** `count` GETs, `concurrency` at a time; latency of each in ms. Any answer but 200 stops the run. */
async function fire(target: string, count: number, concurrency: number, cookie: string | undefined) {
  const latencies: number[] = []
  let bytes = 0
  let issued = 0
  const worker = async () => {
    while (issued < count) {
      issued++
      const started = performance.now()
      const response = await fetch(target, {
        headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
        redirect: 'manual',
      })
      const body = await response.arrayBuffer()
      latencies.push(performance.now() - started)
      if (response.status !== 200) throw new Error(`${target}: ${response.status}`)
      bytes = body.byteLength
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!
  return { rps: count / seconds, p50: at(0.5), p99: at(0.99), bytes }
}

// ---- Reading a .cpuprofile ------------------------------------------------------------------------------------------

/** Where a frame's code lives: a package name, an app chunk ("app:<chunk>"), a node: builtin, or a V8 category. */
export function moduleOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)'
  if (url.startsWith('node:')) return url
  const file = url.replace(/^file:\/\//, '')
  const inModules = file.lastIndexOf('/node_modules/')
  if (inModules >= 0) {
    const parts = file.slice(inModules + '/node_modules/'.length).split('/')
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!
  }
  // Built app chunks are named after their first module: dist/server/assets/format-AbC123.js → app:format
  const chunk = /\/dist\/server\/(?:assets\/)?([^/]+?)(?:-[\w-]{8})?\.js$/.exec(file)
  if (chunk) return `app:${chunk[1]}`
  return path.relative(root, file)
}

export function summarize(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const selfUs = new Map<number, number>()
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i]!
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0))
  }
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0)
  const functions = new Map<string, { name: string; module: string; where: string; us: number }>()
  const modules = new Map<string, number>()
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame
    const module = moduleOf(url, functionName)
    const name = functionName || '(anonymous)'
    const where = url ? `${path.basename(url)}:${lineNumber + 1}` : ''
    const key = `${name}|${url}|${lineNumber}`
    const entry = functions.get(key) ?? { name, module, where, us: 0 }
    entry.us += us
    functions.set(key, entry)
    modules.set(module, (modules.get(module) ?? 0) + us)
  }
  const idle = modules.get('(idle)') ?? 0
  return {
    totalUs: total,
    busyUs: total - idle,
    functions: [...functions.values()].sort((a, b) => b.us - a.us),
    modules: [...modules.entries()].map(([module, us]) => ({ module, us })).sort((a, b) => b.us - a.us),
  }
}

/** Self time of the functions named `name`, by the chain of callers above them (innermost first, 8 deep). */
export function callers(profile: CpuProfile, name: string) {
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const selfUs = new Map<number, number>()
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)))
  const stacks = new Map<string, number>()
  for (const [id, us] of selfUs) {
    if (byId.get(id)!.callFrame.functionName !== name) continue
    const chain: string[] = []
    for (let at = parent.get(id); at !== undefined && chain.length < 8; at = parent.get(at)) {
      const { functionName, url, lineNumber } = byId.get(at)!.callFrame
      chain.push(`${functionName || '(anonymous)'}@${moduleOf(url, functionName)}:${lineNumber + 1}`)
    }
    const key = chain.join(' < ')
    stacks.set(key, (stacks.get(key) ?? 0) + us)
  }
  return [...stacks.entries()].map(([stack, us]) => ({ stack, us })).sort((a, b) => b.us - a.us)
}

// ---- Main -----------------------------------------------------------------------------------------------------------

if (import.meta.main) {
  requireBuild()
  const server = await startProfiledServer()
  const cdp = await inspector(server.wsUrl)
  const saveDir = path.join(root, '.tmp/profiles')
  const staticDir = path.resolve(root, process.env.DIST_DIR ?? 'dist', 'client/bench-static-profile')
  try {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US })
    const args = process.argv.slice(2)
    const pages = await resolvePages(server.url, args.length ? args : ['public'])
    const cookie = pages.some((p) => p.path.includes('/profile')) ? await signIn(server.url, server.dataDir) : undefined
    console.log(
      `${REQUESTS} requests per page, ${CONCURRENCY} at a time, after ${WARMUP} warm-up requests; ` +
        `sampling every ${SAMPLING_US} µs; database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
    )
    for (const page of pages) {
      const target = `${server.url}${page.path}`
      const needsCookie = page.path.includes('/profile') ? cookie : undefined
      await fire(target, WARMUP, CONCURRENCY, needsCookie)
      const cpuBefore = await cdp.cpuMicros()
      await cdp.send('Profiler.start')
      const run = await fire(target, REQUESTS, CONCURRENCY, needsCookie)
      const { profile } = await cdp.send<{ profile: CpuProfile }>('Profiler.stop')
      const cpuMs = ((await cdp.cpuMicros()) - cpuBefore) / 1000
      const summary = summarize(profile)
      if (process.env.PROFILE_SAVE) {
        mkdirSync(saveDir, { recursive: true })
        writeFileSync(path.join(saveDir, `${page.name.replace(/\W+/g, '_')}.cpuprofile`), JSON.stringify(profile))
      }
      let compared = ''
      if (process.env.PROFILE_COMPARE) {
        const html = await (await fetch(target, { headers: needsCookie ? { cookie: needsCookie } : {} })).text()
        mkdirSync(staticDir, { recursive: true })
        writeFileSync(path.join(staticDir, 'page.html'), html)
        const plain = await fire(target, REQUESTS, CONCURRENCY, needsCookie)
        const fixed = await fire(`${server.url}/bench-static-profile/page.html`, REQUESTS, CONCURRENCY, undefined)
        compared =
          `\nunprofiled: ${plain.rps.toFixed(0)} req/s, p50 ${plain.p50.toFixed(1)} ms, p99 ${plain.p99.toFixed(1)} ms; ` +
          `same HTML as a static file: ${fixed.rps.toFixed(0)} req/s, p99 ${fixed.p99.toFixed(1)} ms; ` +
          `ratio ${(plain.rps / fixed.rps).toFixed(2)}`
      }
      const ms = (us: number) => (us / 1000).toFixed(1)
      const pct = (us: number) => `${((us / summary.busyUs) * 100).toFixed(1)}%`.padStart(6)
      console.log(
        `\n## ${page.name} ${page.path}  (${(run.bytes / 1024).toFixed(1)} KB HTML)\n` +
          `profiled: ${run.rps.toFixed(0)} req/s, p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms; ` +
          `server CPU ${(cpuMs / REQUESTS).toFixed(2)} ms per request (all threads, user + system); ` +
          `main thread not idle ${ms(summary.busyUs)} of ${ms(summary.totalUs)} ms${compared}`,
      )
      console.log('top modules by self time (share of busy time):')
      for (const m of summary.modules.filter((m) => m.module !== '(idle)').slice(0, TOP))
        console.log(`  ${pct(m.us)} ${ms(m.us).padStart(8)} ms  ${m.module}`)
      console.log('top functions by self time:')
      for (const f of summary.functions.filter((f) => f.module !== '(idle)').slice(0, TOP))
        console.log(
          `  ${pct(f.us)} ${ms(f.us).padStart(8)} ms  ${f.name.slice(0, 40).padEnd(40)} ${f.module}  ${f.where}`,
        )
      if (process.env.PROFILE_CALLERS) {
        console.log(`who calls ${process.env.PROFILE_CALLERS} (self time by call stack):`)
        for (const c of callers(profile, process.env.PROFILE_CALLERS).slice(0, 5))
          console.log(`  ${ms(c.us).padStart(8)} ms  ${c.stack}`)
      }
    }
  } finally {
    cdp.close()
    rmSync(staticDir, { recursive: true, force: true })
    await server.stop()
    rmSync(server.dataDir, { recursive: true, force: true })
  }
}

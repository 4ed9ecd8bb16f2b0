import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import {
  firstLoadAssets,
  firstLoadEntry,
  paintFirst,
  preloadScript,
  starterScript,
  type ManifestRoute,
} from './paint-first.server'

/** The shape Start's build writes: the entry's async module script on the root, each route's chunks as preloads. */
function builtManifest(): { routes: Record<string, ManifestRoute> } {
  return {
    routes: {
      __root__: {
        preloads: ['/assets/index-a.js'],
        scripts: [{ attrs: { type: 'module', async: true, src: '/assets/index-a.js' } }],
        css: ['/assets/index-a.css'],
      },
      '/$lang': { preloads: ['/assets/shared-b.js'] },
      '/$lang/trips/$id': { preloads: [{ href: '/assets/_id-c.js' }, '/assets/trips_title-d.js'] },
      '/$lang/about': { css: ['/assets/about.css'] },
    },
  }
}

interface Page {
  visibilityState: 'visible' | 'hidden'
  images: Array<{ decode: () => Promise<void> }>
  /** A browser that reports paints: the stand-in observer, called back by the test. */
  paints?: { report: (() => void) | null }
}

/** A PerformanceObserver that reports the first contentful paint when the test says it happened. */
function paintObserver(paints: NonNullable<Page['paints']>) {
  return class {
    static supportedEntryTypes = ['paint']
    constructor(private callback: (list: unknown, observer: { disconnect: () => void }) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true })
      paints.report = () =>
        this.callback(
          { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) },
          {
            disconnect: () => (paints.report = null),
          },
        )
    }
  }
}

/** Runs the starter and the routes' lists in a stand-in page; what it imported and preloaded, in order. */
function runStarter(scripts: string[], page: Page) {
  const imported: string[] = []
  const preloaded: string[] = []
  const timers: Array<{ fn: () => void; ms: number }> = []
  const frames: Array<() => void> = []
  const context = {
    self: {} as Record<string, unknown>,
    document: {
      visibilityState: page.visibilityState,
      currentScript: { nonce: 'n0nce' },
      querySelectorAll: (selector: string) => (selector === 'img[fetchpriority="high"]' ? page.images : []),
      createElement: () => ({}) as Record<string, string>,
      head: { appendChild: (link: { rel: string; href: string; nonce: string }) => preloaded.push(link.href) },
    },
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms = 0) => timers.push({ fn, ms }),
    import: (src: string) => imported.push(src),
    Promise,
    ...(page.paints ? { PerformanceObserver: paintObserver(page.paints) } : {}),
  }
  context.self = context as unknown as Record<string, unknown>
  // `import(...)` is syntax: the stand-in page's loader is a function of that name.
  for (const script of scripts) runInNewContext(script.replaceAll('import(', 'globalThis.import('), context)
  const next = {
    timer: (ms: number) =>
      timers
        .splice(
          timers.findIndex((t) => t.ms === ms),
          1,
        )[0]!
        .fn(),
    frame: () => frames.shift()!(),
  }
  return { imported, preloaded, timers, frames, next }
}

describe('paintFirst', () => {
  it("replaces the entry's script and the head's preloads with the starter and each route's list", () => {
    const manifest = paintFirst(builtManifest())
    expect(manifest.routes.__root__).toEqual({
      scripts: [{ children: starterScript('/assets/index-a.js', []) }],
      css: ['/assets/index-a.css'],
    })
    expect(manifest.routes['/$lang']).toEqual({ scripts: [{ children: preloadScript(['/assets/shared-b.js']) }] })
    expect(manifest.routes['/$lang/trips/$id']).toEqual({
      scripts: [{ children: preloadScript(['/assets/_id-c.js', '/assets/trips_title-d.js']) }],
    })
    expect(manifest.routes['/$lang/about']).toEqual({ css: ['/assets/about.css'] })
  })

  it('leaves scripts that are not the async module entry as they are', () => {
    const other = { attrs: { src: '/assets/legacy.js' } }
    const manifest = paintFirst({ routes: { __root__: { scripts: [other] } } })
    expect(manifest.routes.__root__!.scripts).toEqual([other])
  })
})

describe('the starter in the browser', () => {
  const scripts = () => {
    const { routes } = paintFirst(builtManifest())
    return ['__root__', '/$lang', '/$lang/trips/$id'].map((id) => routes[id]!.scripts![0]!.children!)
  }
  const allChunks = ['/assets/shared-b.js', '/assets/_id-c.js', '/assets/trips_title-d.js']

  it('fetches nothing until the first-screen images are decoded and a frame is painted', async () => {
    let decoded!: () => void
    const image = { decode: () => new Promise<void>((resolve) => (decoded = resolve)) }
    const page = runStarter(scripts(), { visibilityState: 'visible', images: [image] })
    await Promise.resolve()
    expect(page.frames).toHaveLength(0)
    decoded()
    await new Promise((resolve) => setImmediate(resolve))
    expect(page.imported).toEqual([])
    page.next.frame()
    page.next.frame()
    expect(page.imported).toEqual([])
    page.next.timer(0)
    expect(page.imported).toEqual(['/assets/index-a.js'])
    expect(page.preloaded).toEqual(allChunks)
  })

  it('waits for the first contentful paint where the browser reports paints', async () => {
    const paints: NonNullable<Page['paints']> = { report: null }
    const page = runStarter(scripts(), { visibilityState: 'visible', images: [], paints })
    await new Promise((resolve) => setImmediate(resolve))
    expect(page.frames).toHaveLength(0)
    paints.report!()
    expect(paints.report).toBeNull()
    await new Promise((resolve) => setImmediate(resolve))
    page.next.frame()
    page.next.frame()
    page.next.timer(0)
    expect(page.imported).toEqual(['/assets/index-a.js'])
  })

  it('starts after the cap when an image never arrives, and only once', async () => {
    const page = runStarter(scripts(), {
      visibilityState: 'visible',
      images: [{ decode: () => new Promise(() => {}) }],
    })
    page.next.timer(2000)
    expect(page.imported).toEqual(['/assets/index-a.js'])
    // A broken image rejects its decode: the wait ends as if it were drawn, and the entry is not imported twice.
    const broken = runStarter(scripts(), {
      visibilityState: 'visible',
      images: [{ decode: () => Promise.reject(new Error('x')) }],
    })
    await new Promise((resolve) => setImmediate(resolve))
    broken.next.frame()
    broken.next.frame()
    broken.next.timer(0)
    broken.next.timer(2000)
    expect(broken.imported).toEqual(['/assets/index-a.js'])
    expect(broken.preloaded).toEqual(allChunks)
  })

  it('starts on the next task in a hidden or prerendered page, which paints no frame', () => {
    const page = runStarter(scripts(), { visibilityState: 'hidden', images: [] })
    expect(page.frames).toHaveLength(0)
    page.next.timer(0)
    expect(page.imported).toEqual(['/assets/index-a.js'])
    expect(page.preloaded).toEqual(allChunks)
  })

  it('runs once: the copies the router adds after hydration do nothing', () => {
    const page = runStarter([...scripts(), scripts()[0]!], { visibilityState: 'hidden', images: [] })
    expect(page.timers).toHaveLength(1)
  })
})

describe('firstLoadAssets', () => {
  it("reads the starter's and the routes' lists, and Start's own tags where the dev server keeps them", () => {
    const { routes } = paintFirst(builtManifest())
    const [starter, lang] = [routes.__root__!.scripts![0], routes['/$lang']!.scripts![0]]
    const html = [
      `<script nonce="x">${starter!.children}</script>`,
      `<script nonce="x">${lang!.children}</script>`,
      '<link rel="modulepreload" href="/assets/dev-e.js"/>',
      '<script type="module" async="" src="/assets/dev-f.js"></script>',
      // The serialized manifest for the router names them again, escaped: no asset twice.
      `<script>$_TSR.router={scripts:[{children:"${lang!.children!.replaceAll('"', '\\"')}"}]}</script>`,
    ].join('')
    expect(firstLoadAssets(html)).toEqual([
      '/assets/index-a.js',
      '/assets/shared-b.js',
      '/assets/dev-e.js',
      '/assets/dev-f.js',
    ])
  })
})

describe('firstLoadEntry', () => {
  it("names the entry the starter imports, or Start's own module script", () => {
    const [starter] = paintFirst(builtManifest()).routes.__root__!.scripts!
    expect(firstLoadEntry(`<script nonce="x">${starter!.children}</script>`)).toBe('/assets/index-a.js')
    expect(firstLoadEntry('<script type="module" async="" src="/assets/dev-f.js"></script>')).toBe('/assets/dev-f.js')
    expect(firstLoadEntry('<p>no script</p>')).toBeUndefined()
  })
})

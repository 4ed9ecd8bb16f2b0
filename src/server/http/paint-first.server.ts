// The first screen is painted before the page's JavaScript is fetched and run (ADR 070). Start's manifest puts a
// `modulepreload` for every first-load chunk in the head and starts the entry with `<script type="module" async src>`:
// on a fast connection the bundle arrives and runs before the first paint, and on a slow one it shares the line with
// the stylesheet and the first screen's images. Here the entry and the chunks start downloading once the first screen
// is painted: a small inline starter adds the `modulepreload`s then and imports the entry.
// scripts/paint-first-plugin.ts applies this to the server build's manifest.

interface ManifestScript {
  attrs?: Record<string, unknown>
  children?: string
}
type ManifestLink = string | { href: string }
/** A route of Start's manifest, as far as this module reads it (its stylesheets pass through). */
export interface ManifestRoute {
  preloads?: ManifestLink[]
  scripts?: ManifestScript[]
  css?: unknown[]
}

/** Where the starter finds the chunks the page's routes need; each route's inline script adds its own. */
const registry = 'self.__wpPreloads'

/** An inline script adding chunks to the starter's list (a route below the root: its script runs after the root's). */
export function preloadScript(hrefs: string[]): string {
  return `(${registry}=${registry}||[]).push(${hrefs.map((href) => JSON.stringify(href)).join(',')})`
}

/**
 * The inline starter for the entry at `src`. A hidden or prerendered page has no frame to wait for and starts on the
 * next task. A visible one waits for its first contentful paint (where the browser reports paints) and for its
 * first-screen images (those marked `fetchpriority="high"`) to be decoded, then for two frames (the first paints the
 * images; the second starts once that one is on screen). The wait is capped, so a stalled image never keeps a page
 * from hydrating. It runs once: the router adds a copy of a route's inline scripts after hydration when it cannot
 * match the hidden nonce.
 */
export function starterScript(src: string, preloads: string[], capMs = 2000): string {
  return [
    `(function(){var w=self,d=document;if(w.__wpStarted)return;w.__wpStarted=1;`,
    `var p=${registry}=${registry}||[],n=d.currentScript&&d.currentScript.nonce,k=0;`,
    preloads.length ? `p.push(${preloads.map((href) => JSON.stringify(href)).join(',')});` : '',
    `var g=function(){if(k++)return;import(${JSON.stringify(src)});p.forEach(function(h){`,
    `var l=d.createElement("link");l.rel="modulepreload";l.href=h;if(n)l.nonce=n;d.head.appendChild(l)})};`,
    `if(d.visibilityState!=="visible")return setTimeout(g);setTimeout(g,${capMs});`,
    `var o=w.PerformanceObserver,painted=new Promise(function(r){`,
    `if(!o||(o.supportedEntryTypes||[]).indexOf("paint")<0)return r();`,
    `new o(function(l,b){if(l.getEntriesByName("first-contentful-paint").length){b.disconnect();r()}}).observe({type:"paint",buffered:true})});`,
    `Promise.all([].map.call(d.querySelectorAll('img[fetchpriority="high"]'),function(i){return i.decode().catch(function(){})}).concat(painted))`,
    `.then(function(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(g)})})})})()`,
  ].join('')
}

const isEntry = (script: ManifestScript) =>
  script.attrs?.type === 'module' && script.attrs.async === true && typeof script.attrs.src === 'string'

/** The manifest with the head's preloads and the async entry script replaced by the starter and its lists. */
export function paintFirst<M extends { routes: Record<string, ManifestRoute> }>(manifest: M): M {
  for (const route of Object.values(manifest.routes)) {
    const preloads = (route.preloads ?? []).map((link) => (typeof link === 'string' ? link : link.href))
    const entry = route.scripts?.find(isEntry)
    if (entry) {
      const src = entry.attrs!.src as string
      // The entry is imported, not preloaded: the starter's list holds the root's other chunks.
      const others = preloads.filter((href) => href !== src)
      const starter = { children: starterScript(src, others) }
      route.scripts = route.scripts!.map((script) => (script === entry ? starter : script))
    } else if (preloads.length) {
      route.scripts = [...(route.scripts ?? []), { children: preloadScript(preloads) }]
    }
    delete route.preloads
  }
  return manifest
}

/**
 * The chunks a server-rendered page loads first: those its starter and preload lists name, and any module script or
 * `modulepreload` (the development server keeps Start's tags). Read by bench/bundle.ts and the first-load specs.
 */
export function firstLoadAssets(html: string): string[] {
  const assets = new Set<string>()
  for (const match of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    if (!match[1]!.includes('__wpPreloads')) continue
    for (const asset of match[1]!.matchAll(/"(\/assets\/[^"]+\.js)"/g)) assets.add(asset[1]!)
  }
  for (const match of html.matchAll(
    /<(?:link[^>]+rel="modulepreload"[^>]+href|script[^>]+src)="(\/assets\/[^"]+\.js)"/g,
  ))
    assets.add(match[1]!)
  return [...assets]
}

/** The entry a server-rendered page's starter imports (the dev server's module script where it keeps Start's tags). */
export function firstLoadEntry(html: string): string | undefined {
  return (
    /import\("(\/assets\/[^"]+\.js)"\)/.exec(html)?.[1] ??
    /<script[^>]+type="module"[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  )
}

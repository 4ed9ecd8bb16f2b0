// The drawing kit of the cover illustrations (ADR 063): flat shapes on a 1200×600 canvas, a few depth layers, one
// sky gradient. Every function returns SVG markup; scenes compose them (scripts/covers/trips.ts, posts.ts).

export const W = 1200
export const H = 600
export type Pt = readonly [number, number]

const n = (v: number) => String(Math.round(v))
const pts = (p: readonly Pt[]) => p.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')

/** Small deterministic PRNG: a scene draws the same every run. */
export function rng(seed: string) {
  let h = 2166136261
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619)
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507)
    h = Math.imul(h ^ (h >>> 13), 3266489909)
    return ((h ^= h >>> 16) >>> 0) / 4294967296
  }
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`
export const poly = (p: readonly Pt[], fill: string, extra = '') =>
  `<polygon points="${pts(p)}" fill="${fill}"${extra}/>`
export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, w = 4, extra = '') =>
  `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round"${extra}/>`
export const op = (o: number) => ` opacity="${o}"`
export const group = (body: string, extra = '') => `<g${extra}>${body}</g>`
/** Mirror a drawing about x = cx. */
export const flip = (cx: number, body: string) => `<g transform="translate(${n(cx * 2)} 0) scale(-1 1)">${body}</g>`

/** Ground or a range: a polyline of points closed down to the canvas bottom. */
export const land = (p: readonly Pt[], fill: string, bottom = H) =>
  poly([[p[0]![0], bottom], ...p, [p[p.length - 1]![0], bottom]], fill)

/** A jagged range across the canvas: `y` the mean height, `amp` how much it varies. */
export function range(seed: string, y: number, amp: number, steps: number, fill: string, x0 = -20, x1 = W + 20) {
  const rand = rng(seed)
  const p: Pt[] = []
  for (let i = 0; i <= steps; i++) p.push([x0 + ((x1 - x0) / steps) * i, y + (rand() - 0.5) * 2 * amp])
  return land(p, fill)
}

/** Rolling hills: a smooth curve through `steps` random crests. */
export function hills(seed: string, y: number, amp: number, steps: number, fill: string, bottom = H) {
  const rand = rng(seed)
  const ys = Array.from({ length: steps + 1 }, () => y + (rand() - 0.5) * 2 * amp)
  const dx = (W + 80) / steps
  let d = `M-40 ${n(ys[0]!)}`
  for (let i = 1; i <= steps; i++) {
    const x0 = -40 + dx * (i - 1)
    d += `C${n(x0 + dx / 2)} ${n(ys[i - 1]!)} ${n(x0 + dx / 2)} ${n(ys[i]!)} ${n(x0 + dx)} ${n(ys[i]!)}`
  }
  return path(`${d}V${bottom}H-40Z`, fill)
}

/** A mountain: apex (x, top), foot width w at baseY, optional snow cap down to `snow` of its height. */
export function peak(x: number, top: number, w: number, baseY: number, fill: string, cap?: string, snow = 0.3) {
  const h = baseY - top
  let s = poly(
    [
      [x - w / 2, baseY],
      [x, top],
      [x + w / 2, baseY],
    ],
    fill,
  )
  if (cap) {
    const cy = top + h * snow
    const cx = (w / 2) * snow
    s += poly(
      [
        [x - cx, cy],
        [x, top],
        [x + cx, cy],
        [x + cx * 0.4, cy - h * 0.06],
        [x, cy + h * 0.02],
        [x - cx * 0.45, cy - h * 0.07],
      ],
      cap,
    )
  }
  return s
}

/** The shaded side of a peak: a lighter/darker half that gives the flat shape a volume. */
export const facet = (x: number, top: number, w: number, baseY: number, fill: string) =>
  poly(
    [
      [x, top],
      [x + w / 2, baseY],
      [x + w * 0.08, baseY],
    ],
    fill,
  )

export const sun = (x: number, y: number, r: number, fill: string, halo = fill) =>
  circle(x, y, r * 1.9, halo, op(0.18)) + circle(x, y, r * 1.35, halo, op(0.25)) + circle(x, y, r, fill)

export const moon = (x: number, y: number, r: number, fill: string, sky: string) =>
  circle(x, y, r, fill) + circle(x + r * 0.45, y - r * 0.2, r * 0.85, sky)

export function stars(seed: string, count: number, y1: number, fill = '#fff', x0 = 0, x1 = W) {
  const rand = rng(seed)
  let s = ''
  for (let i = 0; i < count; i++) s += circle(x0 + rand() * (x1 - x0), rand() * y1, 1 + rand() * 2.2, fill)
  return group(s, op(0.85))
}

export const cloud = (x: number, y: number, s: number, fill: string, o = 0.9) =>
  group(
    ellipse(x, y, 70 * s, 18 * s, fill) +
      circle(x - 25 * s, y - 14 * s, 26 * s, fill) +
      circle(x + 15 * s, y - 22 * s, 32 * s, fill),
    op(o),
  )

/** A flat band of cloud or mist. */
export const mist = (y: number, h: number, fill: string, o = 0.5) =>
  path(`M-10 ${n(y + h)}C300 ${n(y - h)} 600 ${n(y + h * 1.5)} 1210 ${n(y)}V${n(y + h * 1.4)}H-10Z`, fill, op(o))

export const water = (y: number, fill: string) => rect(0, y, W, H - y, fill)
/** Short light strokes on water, kept to the right half so the hero's text stays calm. */
export function ripples(seed: string, y0: number, y1: number, count: number, stroke: string, x0 = 560, x1 = 1180) {
  const rand = rng(seed)
  let s = ''
  for (let i = 0; i < count; i++) {
    const x = x0 + rand() * (x1 - x0 - 80)
    const y = y0 + rand() * (y1 - y0)
    s += line(x, y, x + 30 + rand() * 60, y, stroke, 3)
  }
  return group(s, op(0.5))
}

export const pine = (x: number, base: number, h: number, fill: string) =>
  poly(
    [
      [x, base - h],
      [x - h * 0.22, base - h * 0.45],
      [x - h * 0.12, base - h * 0.45],
      [x - h * 0.3, base],
      [x + h * 0.3, base],
      [x + h * 0.12, base - h * 0.45],
      [x + h * 0.22, base - h * 0.45],
    ],
    fill,
  )

export function pines(
  seed: string,
  x0: number,
  x1: number,
  base: number,
  hMin: number,
  hMax: number,
  count: number,
  fill: string,
) {
  const rand = rng(seed)
  let s = ''
  for (let i = 0; i < count; i++)
    s += pine(x0 + ((x1 - x0) / count) * (i + rand() * 0.8), base + rand() * 10, hMin + rand() * (hMax - hMin), fill)
  return s
}

export const roundTree = (x: number, base: number, r: number, fill: string, trunk: string) =>
  rect(x - r * 0.12, base - r * 1.2, r * 0.24, r * 1.2, trunk) + circle(x, base - r * 1.5, r, fill)

/** A simple gabled house: wall box and a triangular roof. */
export function house(
  x: number,
  base: number,
  w: number,
  h: number,
  wall: string,
  roof: string,
  pitch = 0.5,
  win?: string,
) {
  let s =
    rect(x, base - h, w, h, wall) +
    poly(
      [
        [x - w * 0.08, base - h],
        [x + w / 2, base - h - w * pitch],
        [x + w * 1.08, base - h],
      ],
      roof,
    )
  if (win) s += rect(x + w * 0.38, base - h * 0.6, w * 0.24, h * 0.3, win)
  return s
}

/** A flat-roofed block with a grid of windows. */
export function block(x: number, base: number, w: number, h: number, wall: string, win?: string, cols = 2, rows = 2) {
  let s = rect(x, base - h, w, h, wall)
  if (win)
    for (let c = 0; c < cols; c++)
      for (let r = 0; r < rows; r++)
        s += rect(
          x + (w / cols) * (c + 0.32),
          base - h + (h / rows) * (r + 0.25),
          (w / cols) * 0.36,
          (h / rows) * 0.4,
          win,
        )
  return s
}

/** A walking figure, feet at (x, base), height h. */
export function walker(x: number, base: number, h: number, fill: string, pack?: string) {
  const u = h / 10
  let s =
    circle(x, base - 9.2 * u, 0.8 * u, fill) +
    poly(
      [
        [x - 0.9 * u, base - 8.2 * u],
        [x + 0.9 * u, base - 8.2 * u],
        [x + 0.8 * u, base - 4.3 * u],
        [x - 0.8 * u, base - 4.3 * u],
      ],
      fill,
    ) +
    line(x - 0.4 * u, base - 4.5 * u, x - 1.6 * u, base, fill, u * 0.8) +
    line(x + 0.4 * u, base - 4.5 * u, x + 1.4 * u, base, fill, u * 0.8) +
    line(x + 1.6 * u, base - 7 * u, x + 2.4 * u, base, fill, u * 0.25)
  if (pack) s += rect(x - 2.1 * u, base - 8 * u, 1.5 * u, 3.4 * u, pack, ` rx="${n(u * 0.4)}"`)
  return s
}

/** Aurora: soft vertical curtains along a wavy line, as a gradient mask-free stack of translucent paths. */
export function aurora(seed: string, x0: number, x1: number, y: number, h: number, color: string) {
  const rand = rng(seed)
  let d = `M${x0} ${y}`
  const steps = 6
  for (let i = 1; i <= steps; i++) {
    const x = x0 + ((x1 - x0) / steps) * i
    d += `Q${n(x - (x1 - x0) / steps / 2)} ${n(y + (rand() - 0.5) * h * 1.2)} ${n(x)} ${n(y + (rand() - 0.5) * h * 0.6)}`
  }
  // Soft curtains: the same wavy line drawn wide and faint, then narrower and brighter, raised a little each time.
  let out = ''
  for (const [width, o, lift] of [
    [h, 0.12, 0.5],
    [h * 0.6, 0.18, 0.3],
    [h * 0.3, 0.28, 0.12],
    [6, 0.6, 0],
  ] as const)
    out += `<path d="${d}" stroke="${color}" stroke-width="${n(width)}" fill="none" opacity="${o}" transform="translate(0 ${n(-h * lift)})"/>`
  return out
}

export interface Scene {
  /** Sky gradient, top to horizon. */
  sky: readonly [string, string]
  body: string
  /** What the picture shows, for the generator's log and the ADR's list. */
  title: string
  /**
   * How far the drawing sits below where it was drawn: the hero keeps the middle band of the picture, so summits
   * drawn near the top move down into it (default 40). 0 for interiors and walls that fill the frame from the top.
   */
  shift?: number
}

/** The SVG document: the sky and the scene's layers. `title` is for people opening the file, not an alt text. */
export function svg(scene: Scene): string {
  const [top, bottom] = scene.sky
  const shift = scene.shift ?? 40
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    (shift ? `<g transform="translate(0 ${shift})">${scene.body}</g>` : scene.body) +
    `</svg>\n`
  )
}

// Landmarks and objects of the cover scenes, each a few flat shapes placed by its base point (ADR 063).
import { circle, ellipse, group, house, line, op, path, poly, rect } from './kit'

const n = (v: number) => String(Math.round(v))

/** A Japanese pagoda of `tiers` roofs, base centre (x, base). */
export function pagoda(x: number, base: number, h: number, wall: string, roof: string, tiers = 5) {
  const th = (h * 0.86) / tiers
  let s = rect(x - 2, base - h, 4, h * 0.2, roof)
  for (let i = 0; i < tiers; i++) {
    const y = base - i * th
    const w = h * 0.26 * (1 - i * 0.09)
    s += rect(x - w * 0.55, y - th, w * 1.1, th, wall)
    s += path(
      `M${n(x - w * 1.15)} ${n(y - th * 0.72)}Q${n(x - w * 0.6)} ${n(y - th * 0.9)} ${n(x)} ${n(y - th * 1.12)}Q${n(x + w * 0.6)} ${n(y - th * 0.9)} ${n(x + w * 1.15)} ${n(y - th * 0.72)}Z`,
      roof,
    )
  }
  return s
}

export function torii(x: number, base: number, h: number, fill: string, dark = '#1f2937') {
  const w = h * 0.9
  return (
    rect(x - w * 0.36, base - h * 0.85, h * 0.08, h * 0.85, fill) +
    rect(x + w * 0.36 - h * 0.08, base - h * 0.85, h * 0.08, h * 0.85, fill) +
    rect(x - w * 0.45, base - h * 0.72, w * 0.9, h * 0.06, fill) +
    path(
      `M${n(x - w * 0.62)} ${n(base - h * 0.98)}Q${n(x)} ${n(base - h * 0.86)} ${n(x + w * 0.62)} ${n(base - h * 0.98)}L${n(x + w * 0.56)} ${n(base - h * 0.86)}H${n(x - w * 0.56)}Z`,
      dark,
    ) +
    rect(x - w * 0.52, base - h * 0.88, w * 1.04, h * 0.06, fill)
  )
}

/** A Lisbon tram, side view, wheels on `base`. */
export function tram(x: number, base: number, w: number, body = '#facc15', trim = '#f8fafc', win = '#1e3a5f') {
  const h = w * 0.5
  let s = rect(x, base - h, w, h * 0.82, body, ' rx="10"') + rect(x, base - h * 0.32, w, h * 0.14, trim)
  s += rect(x - 4, base - h - 6, w + 8, 12, trim, ' rx="6"')
  for (let i = 0; i < 5; i++)
    s += rect(x + 14 + i * ((w - 28) / 5), base - h * 0.88, (w - 28) / 5 - 10, h * 0.36, win, ' rx="4"')
  s += line(x + w * 0.5, base - h - 6, x + w * 0.7, base - h - 60, '#334155', 3)
  s += circle(x + w * 0.22, base - 4, 14, '#1f2937') + circle(x + w * 0.78, base - 4, 14, '#1f2937')
  return s
}

/** A tiled façade: wall with a tile dot pattern, tall windows with balconies. */
export function facade(
  x: number,
  base: number,
  w: number,
  h: number,
  wall: string,
  tile: string,
  win = '#334155',
  roof = '#c2410c',
) {
  // Azulejos as a pattern of small diamonds: one definition however large the wall.
  const id = `tile${tile.slice(1)}`
  let s = `<defs><pattern id="${id}" width="22" height="22" patternUnits="userSpaceOnUse"><rect width="22" height="22" fill="${wall}"/><path d="M11 5l6 6-6 6-6-6z" fill="${tile}"/></pattern></defs>`
  s += rect(x, base - h, w, h, `url(#${id})`) + rect(x - 4, base - h - 10, w + 8, 12, roof)
  const cols = Math.max(2, Math.round(w / 60))
  for (let c = 0; c < cols; c++)
    for (let r = 0; r < 3; r++) {
      const wx = x + (w / cols) * (c + 0.3)
      const wy = base - h + (h / 3) * (r + 0.22)
      s +=
        rect(wx, wy, (w / cols) * 0.4, (h / 3) * 0.5, win) +
        rect(wx - 4, wy + (h / 3) * 0.5, (w / cols) * 0.4 + 8, 5, '#1f2937')
    }
  return s
}

/** Pastel houses stacked up a cliff (Positano, Amalfi). */
export function cliffVillage(x: number, base: number, colors: readonly string[], rows = 5, win = '#7c2d12') {
  let s = ''
  let k = 0
  for (let r = 0; r < rows; r++) {
    const y = base - r * 46
    const count = rows - r + 2
    for (let c = 0; c < count; c++) {
      const bx = x + r * 34 + c * 58 + (r % 2) * 12
      const bh = 40 + ((k * 7) % 3) * 8
      s += rect(bx, y - bh, 50, bh, colors[k % colors.length]!) + rect(bx + 18, y - bh + 12, 12, 16, win)
      k++
    }
  }
  return s
}

/** A Carpathian (Hutsul) wooden church: log walls and tiered shingle roofs with a small cross. */
export function woodenChurch(x: number, base: number, s: number, wall: string, roof: string) {
  const u = s / 10
  let d = rect(x - 3 * u, base - 3 * u, 6 * u, 3 * u, wall)
  d += poly(
    [
      [x - 4 * u, base - 3 * u],
      [x, base - 5.5 * u],
      [x + 4 * u, base - 3 * u],
    ],
    roof,
  )
  d += rect(x - 1.6 * u, base - 6.6 * u, 3.2 * u, 1.6 * u, wall)
  d += poly(
    [
      [x - 2.4 * u, base - 6.4 * u],
      [x, base - 8 * u],
      [x + 2.4 * u, base - 6.4 * u],
    ],
    roof,
  )
  d += rect(x - 0.8 * u, base - 8.6 * u, 1.6 * u, 0.9 * u, wall)
  d += poly(
    [
      [x - 1.2 * u, base - 8.5 * u],
      [x, base - 9.6 * u],
      [x + 1.2 * u, base - 8.5 * u],
    ],
    roof,
  )
  d +=
    line(x, base - 9.6 * u, x, base - 10.4 * u, roof, u * 0.15) +
    line(x - 0.35 * u, base - 10.1 * u, x + 0.35 * u, base - 10.1 * u, roof, u * 0.15)
  d += rect(x - 0.6 * u, base - 1.8 * u, 1.2 * u, 1.8 * u, roof)
  for (let i = 1; i < 3; i++) d += line(x - 3 * u, base - i * u, x + 3 * u, base - i * u, roof, u * 0.06, op(0.5))
  d += poly(
    [
      [x - 5 * u, base - 2.2 * u],
      [x - 3 * u, base - 3.6 * u],
      [x - 3 * u, base - 2.2 * u],
    ],
    roof,
  )
  d += rect(x - 4.6 * u, base - 2.2 * u, 1.6 * u, 2.2 * u, wall)
  return d
}

/** A Svan defensive tower. */
export function svanTower(x: number, base: number, h: number, wall: string, roof: string, shade: string) {
  const w = h * 0.2
  return (
    poly(
      [
        [x - w / 2, base],
        [x - w * 0.4, base - h],
        [x + w * 0.4, base - h],
        [x + w / 2, base],
      ],
      wall,
    ) +
    poly(
      [
        [x + w * 0.05, base],
        [x + w * 0.05, base - h],
        [x + w * 0.4, base - h],
        [x + w / 2, base],
      ],
      shade,
    ) +
    poly(
      [
        [x - w * 0.5, base - h],
        [x, base - h - w * 0.5],
        [x + w * 0.5, base - h],
      ],
      roof,
    ) +
    rect(x - w * 0.12, base - h * 0.85, w * 0.16, h * 0.07, '#1f2937') +
    rect(x - w * 0.12, base - h * 0.55, w * 0.16, h * 0.06, '#1f2937')
  )
}

/** A Georgian church: nave with a drum and conical dome (Gergeti, Ushguli). */
export function georgianChurch(x: number, base: number, s: number, wall: string, roof: string, shade: string) {
  const u = s / 10
  return (
    rect(x - 5 * u, base - 3.5 * u, 10 * u, 3.5 * u, wall) +
    poly(
      [
        [x - 5.4 * u, base - 3.5 * u],
        [x, base - 5.2 * u],
        [x + 5.4 * u, base - 3.5 * u],
      ],
      roof,
    ) +
    rect(x - 1.2 * u, base - 7 * u, 2.4 * u, 3 * u, wall) +
    rect(x + 0.2 * u, base - 7 * u, 1 * u, 3 * u, shade) +
    poly(
      [
        [x - 1.5 * u, base - 7 * u],
        [x, base - 9 * u],
        [x + 1.5 * u, base - 7 * u],
      ],
      roof,
    ) +
    rect(x - 0.2 * u, base - 6.4 * u, 0.4 * u, 1.2 * u, '#1f2937') +
    rect(x + 5 * u, base - 2.5 * u, 2 * u, 2.5 * u, wall) +
    poly(
      [
        [x + 5 * u, base - 2.5 * u],
        [x + 6 * u, base - 4 * u],
        [x + 7 * u, base - 2.5 * u],
      ],
      roof,
    )
  )
}

/** A table laid for a feast, seen from the front, top at `top`. */
export function feastTable(x: number, top: number, w: number, cloth: string, dishes: readonly string[], extras = true) {
  let s = rect(x, top, w, 26, cloth) + rect(x + 10, top + 26, w - 20, 70, cloth, op(0.8))
  s += rect(x + 30, top + 26, 14, 120, '#57534e') + rect(x + w - 44, top + 26, 14, 120, '#57534e')
  const count = Math.floor(w / 90)
  for (let i = 0; i < count; i++) {
    const cx = x + 50 + i * ((w - 100) / Math.max(1, count - 1))
    s += ellipse(cx, top + 2, 34, 10, '#f8fafc') + ellipse(cx, top - 4, 24, 10, dishes[i % dishes.length]!)
  }
  if (extras) {
    // A wine jug and glasses.
    s += path(`M${n(x + w * 0.35)} ${n(top)}c-18-10-18-46 0-56v-14h14v14c18 10 18 46 0 56z`, '#9a3412')
    s +=
      rect(x + w * 0.62, top - 34, 14, 34, '#7f1d1d', op(0.85)) +
      rect(x + w * 0.68, top - 34, 14, 34, '#7f1d1d', op(0.85))
  }
  return s
}

/** A waterfall: a pale sheet with streaks falling from `top` into a pool of spray at `base`. */
export function waterfall(x: number, top: number, w: number, base: number, fill = '#e0f2fe', streak = '#bae6fd') {
  let s = rect(x - w / 2, top, w, base - top, fill)
  for (let i = 1; i < 5; i++)
    s += line(x - w / 2 + (w / 5) * i, top + 10, x - w / 2 + (w / 5) * i, base - 20, streak, 4)
  s += ellipse(x, base, w * 0.9, 26, '#f8fafc', op(0.8)) + ellipse(x, base - 20, w * 0.6, 22, '#f8fafc', op(0.5))
  return s
}

/** Petra's Treasury carved into a rose cliff, base centre (x, base), width w. */
export function treasury(x: number, base: number, w: number, face: string, shade: string, dark: string) {
  const h = w * 1.15
  const colW = w / 14
  let s = rect(x - w / 2, base - h * 0.48, w, h * 0.48, face)
  for (let i = 0; i < 6; i++) {
    const cx = x - w / 2 + w * 0.08 + i * (w * 0.168)
    s += rect(cx, base - h * 0.44, colW, h * 0.44, shade)
  }
  s += rect(x - w * 0.09, base - h * 0.3, w * 0.18, h * 0.3, dark)
  s += poly(
    [
      [x - w * 0.36, base - h * 0.48],
      [x, base - h * 0.6],
      [x + w * 0.36, base - h * 0.48],
    ],
    shade,
  )
  s += rect(x - w * 0.5, base - h * 0.52, w, h * 0.04, shade)
  s += rect(x - w * 0.44, base - h * 0.9, w * 0.88, h * 0.36, face)
  s +=
    rect(x - w * 0.12, base - h * 0.88, w * 0.24, h * 0.32, shade) +
    path(
      `M${n(x - w * 0.14)} ${n(base - h * 0.88)}Q${n(x)} ${n(base - h * 1.02)} ${n(x + w * 0.14)} ${n(base - h * 0.88)}Z`,
      face,
    )
  s +=
    rect(x - w * 0.4, base - h * 0.86, colW, h * 0.3, shade) +
    rect(x + w * 0.4 - colW, base - h * 0.86, colW, h * 0.3, shade)
  s += rect(x - w * 0.03, base - h * 1.07, w * 0.06, h * 0.1, face)
  return s
}

/** A sandstone mesa (Wadi Rum, steppe buttes). */
export const mesa = (x: number, base: number, w: number, h: number, fill: string, shade: string) =>
  path(
    `M${n(x - w / 2)} ${n(base)}C${n(x - w * 0.45)} ${n(base - h * 0.6)} ${n(x - w * 0.42)} ${n(base - h)} ${n(x - w * 0.25)} ${n(base - h)}H${n(x + w * 0.28)}C${n(x + w * 0.42)} ${n(base - h)} ${n(x + w * 0.45)} ${n(base - h * 0.6)} ${n(x + w / 2)} ${n(base)}Z`,
    fill,
  ) +
  path(
    `M${n(x + w * 0.12)} ${n(base)}C${n(x + w * 0.15)} ${n(base - h * 0.5)} ${n(x + w * 0.12)} ${n(base - h * 0.9)} ${n(x + w * 0.28)} ${n(base - h)}C${n(x + w * 0.42)} ${n(base - h)} ${n(x + w * 0.45)} ${n(base - h * 0.6)} ${n(x + w / 2)} ${n(base)}Z`,
    shade,
  )

/** A Bedouin or camp tent. */
export const tent = (x: number, base: number, w: number, fill: string, door = '#1f2937') =>
  poly(
    [
      [x - w / 2, base],
      [x, base - w * 0.55],
      [x + w / 2, base],
    ],
    fill,
  ) +
  poly(
    [
      [x - w * 0.1, base],
      [x, base - w * 0.3],
      [x + w * 0.1, base],
    ],
    door,
  )

export const longTent = (x: number, base: number, w: number, fill: string, stripe: string) =>
  path(
    `M${n(x - w / 2)} ${n(base)}V${n(base - w * 0.22)}L${n(x - w * 0.25)} ${n(base - w * 0.3)}L${n(x)} ${n(base - w * 0.24)}L${n(x + w * 0.25)} ${n(base - w * 0.3)}L${n(x + w / 2)} ${n(base - w * 0.22)}V${n(base)}Z`,
    fill,
  ) + rect(x - w / 2, base - w * 0.14, w, w * 0.03, stripe)

/** A camel, facing right, feet at base. */
export function camel(x: number, base: number, s: number, fill: string) {
  const u = s / 10
  return group(
    ellipse(x, base - 5 * u, 4 * u, 2 * u, fill) +
      ellipse(x - 0.6 * u, base - 6.4 * u, 2.4 * u, 2 * u, fill) +
      line(x - 3 * u, base - 4 * u, x - 3.3 * u, base, fill, u * 0.6) +
      line(x - 1.8 * u, base - 4 * u, x - 1.6 * u, base, fill, u * 0.6) +
      line(x + 2 * u, base - 4 * u, x + 2.2 * u, base, fill, u * 0.6) +
      line(x + 3.2 * u, base - 4 * u, x + 3.6 * u, base, fill, u * 0.6) +
      line(x + 3.6 * u, base - 5.5 * u, x + 5.5 * u, base - 9 * u, fill, u * 1.1) +
      ellipse(x + 6.2 * u, base - 9.2 * u, 1.3 * u, 0.7 * u, fill),
  )
}

/** A rorbu: red fisherman's cabin on stilts over the water line `base`. */
export function rorbu(x: number, base: number, w: number, wall = '#b91c1c', roof = '#3f3f46', win = '#fde68a') {
  const h = w * 0.55
  let s = ''
  for (let i = 0; i < 4; i++) s += rect(x + 6 + i * ((w - 16) / 3), base - 8, 5, 28, '#3f3f46')
  s += house(x, base - 8, w, h, wall, roof, 0.42)
  s +=
    rect(x + w * 0.2, base - 8 - h * 0.65, w * 0.18, h * 0.32, win) +
    rect(x + w * 0.62, base - 8 - h * 0.65, w * 0.18, h * 0.32, win)
  return s
}

/** A cod drying rack (hjell): an A-frame with hanging fish. */
export function hjell(x: number, base: number, w: number, wood: string, fish: string) {
  let s = line(x, base, x + 20, base - 70, wood, 5) + line(x + 40, base, x + 20, base - 70, wood, 5)
  s += line(x + w, base, x + w + 20, base - 70, wood, 5) + line(x + w + 40, base, x + w + 20, base - 70, wood, 5)
  s += line(x + 20, base - 68, x + w + 20, base - 68, wood, 5)
  for (let i = 30; i < w; i += 16) s += rect(x + i, base - 66, 7, 34, fish, ' rx="3"')
  return s
}

/** A row of Moorish horseshoe arches, the arch openings dark. */
export function arches(x: number, base: number, count: number, w: number, h: number, wall: string, dark: string) {
  let s = rect(x, base - h * 1.25, count * w, h * 1.25, wall)
  for (let i = 0; i < count; i++) {
    const ax = x + i * w + w * 0.14
    const aw = w * 0.72
    s += path(
      `M${n(ax)} ${n(base)}V${n(base - h * 0.6)}C${n(ax - aw * 0.1)} ${n(base - h * 1.05)} ${n(ax + aw * 1.1)} ${n(base - h * 1.05)} ${n(ax + aw)} ${n(base - h * 0.6)}V${n(base)}Z`,
      dark,
    )
  }
  return s
}

/** A hanging brass lantern. */
export const lantern = (x: number, y: number, s: number, fill: string, glow: string) =>
  line(x, y - 60 * s, x, y - 20 * s, '#44403c', 2) +
  circle(x, y, 26 * s, glow, op(0.3)) +
  poly(
    [
      [x - 10 * s, y - 20 * s],
      [x + 10 * s, y - 20 * s],
      [x + 14 * s, y],
      [x + 8 * s, y + 16 * s],
      [x - 8 * s, y + 16 * s],
      [x - 14 * s, y],
    ],
    fill,
  )

export * from './landmarks-2'
export * from './objects'

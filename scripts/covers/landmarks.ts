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

/** A kasbah: stacked mud-brick blocks with crenellated towers. */
export function kasbah(x: number, base: number, s: number, wall: string, shade: string, win = '#422006') {
  const u = s / 10
  let d = ''
  const towers: Array<[number, number, number]> = [
    [-6, 6, 2.4],
    [-2, 8, 3],
    [2.5, 7, 2.6],
    [6, 5, 2.2],
  ]
  d += rect(x - 7 * u, base - 3.5 * u, 14 * u, 3.5 * u, wall)
  for (const [dx, h, w] of towers) {
    d +=
      rect(x + dx * u - (w * u) / 2, base - h * u, w * u, h * u, wall) +
      rect(x + dx * u + w * u * 0.15, base - h * u, w * u * 0.35, h * u, shade)
    for (let k = 0; k < 3; k++)
      d += rect(x + dx * u - (w * u) / 2 + k * ((w * u) / 2.5), base - h * u - 0.5 * u, (w * u) / 5, 0.5 * u, wall)
    d += rect(x + dx * u - 0.3 * u, base - h * u + 1.4 * u, 0.6 * u, 0.9 * u, win)
  }
  return d
}

/** Sand dunes: crest lines with the shadow side darker. */
export function dune(x: number, base: number, w: number, h: number, light: string, dark: string) {
  return (
    path(
      `M${n(x - w / 2)} ${n(base)}Q${n(x - w * 0.15)} ${n(base - h * 1.1)} ${n(x + w * 0.05)} ${n(base - h)}Q${n(x + w * 0.25)} ${n(base - h * 0.8)} ${n(x + w / 2)} ${n(base)}Z`,
      light,
    ) +
    path(
      `M${n(x + w * 0.05)} ${n(base - h)}Q${n(x + w * 0.25)} ${n(base - h * 0.8)} ${n(x + w / 2)} ${n(base)}H${n(x + w * 0.1)}Q${n(x + w * 0.02)} ${n(base - h * 0.5)} ${n(x + w * 0.05)} ${n(base - h)}Z`,
      dark,
    )
  )
}

/** A granite spire: narrow, steep, with a lit face. */
export const spire = (x: number, top: number, w: number, base: number, fill: string, lit: string) =>
  poly(
    [
      [x - w / 2, base],
      [x - w * 0.22, top + (base - top) * 0.15],
      [x - w * 0.05, top],
      [x + w * 0.12, top + (base - top) * 0.08],
      [x + w / 2, base],
    ],
    fill,
  ) +
  poly(
    [
      [x - w * 0.05, top],
      [x + w * 0.12, top + (base - top) * 0.08],
      [x + w / 2, base],
      [x + w * 0.08, base],
    ],
    lit,
  )

/** Stone terraces climbing a slope: stacked bands with a darker lip. */
export function terraces(
  x: number,
  base: number,
  w: number,
  rows: number,
  step: number,
  fill: string,
  lip: string,
  inset = 22,
) {
  let s = ''
  for (let i = 0; i < rows; i++) {
    const y = base - i * step
    const l = x + i * inset
    s += rect(l, y - step, w - i * inset * 2, step, fill) + rect(l, y - 6, w - i * inset * 2, 6, lip)
  }
  return s
}

/** A limestone karst tower rising from water (Ha Long Bay, Lan Ha). */
export const karst = (x: number, base: number, w: number, h: number, fill: string) =>
  path(
    `M${n(x - w / 2)} ${n(base)}C${n(x - w * 0.55)} ${n(base - h * 0.7)} ${n(x - w * 0.3)} ${n(base - h)} ${n(x)} ${n(base - h)}C${n(x + w * 0.35)} ${n(base - h)} ${n(x + w * 0.5)} ${n(base - h * 0.6)} ${n(x + w / 2)} ${n(base)}Z`,
    fill,
  )

/** A junk boat with battened sails. */
export function junk(x: number, base: number, s: number, hull: string, sail: string) {
  const u = s / 10
  let d = path(
    `M${n(x - 6 * u)} ${n(base - 1.5 * u)}H${n(x + 6 * u)}L${n(x + 4.5 * u)} ${n(base)}H${n(x - 4.5 * u)}Z`,
    hull,
  )
  for (const [dx, h] of [
    [-3, 6],
    [0.5, 8],
    [3.5, 5],
  ] as const) {
    d += path(
      `M${n(x + dx * u)} ${n(base - 1.5 * u)}V${n(base - (h + 1.5) * u)}Q${n(x + (dx + 1.8) * u)} ${n(base - (h * 0.6 + 1.5) * u)} ${n(x + (dx + 2.2) * u)} ${n(base - 2 * u)}Z`,
      sail,
    )
  }
  return d
}

/** A rowing/fishing boat. */
export const boat = (x: number, base: number, w: number, hull: string, trim = '#f8fafc') =>
  path(
    `M${n(x - w / 2)} ${n(base - w * 0.16)}H${n(x + w / 2)}Q${n(x + w * 0.4)} ${n(base)} ${n(x + w * 0.3)} ${n(base)}H${n(x - w * 0.32)}Q${n(x - w * 0.42)} ${n(base)} ${n(x - w / 2)} ${n(base - w * 0.16)}Z`,
    hull,
  ) + rect(x - w / 2, base - w * 0.16, w, w * 0.04, trim)

/** A castle on a rock: curtain wall, keep and corner towers (Eilean Donan). */
export function castle(x: number, base: number, s: number, wall: string, shade: string, roof: string) {
  const u = s / 10
  let d = rect(x - 6 * u, base - 3 * u, 12 * u, 3 * u, wall)
  d += rect(x - 2.5 * u, base - 7 * u, 5 * u, 4 * u, wall) + rect(x + 0.8 * u, base - 7 * u, 1.7 * u, 4 * u, shade)
  d += rect(x - 6.5 * u, base - 4.5 * u, 2 * u, 4.5 * u, wall) + rect(x + 4.5 * u, base - 4 * u, 2 * u, 4 * u, wall)
  for (let k = 0; k < 4; k++) d += rect(x - 2.5 * u + k * 1.35 * u, base - 7.6 * u, 0.8 * u, 0.6 * u, wall)
  d += poly(
    [
      [x - 6.7 * u, base - 4.5 * u],
      [x - 5.5 * u, base - 5.8 * u],
      [x - 4.3 * u, base - 4.5 * u],
    ],
    roof,
  )
  d +=
    rect(x - 0.5 * u, base - 6 * u, 1 * u, 1.2 * u, '#1f2937') +
    rect(x - 4 * u, base - 2 * u, 0.8 * u, 1 * u, '#1f2937')
  return d
}

/** A stone arch viaduct along `deck`, arches down to `base`. */
export function viaduct(x0: number, x1: number, deck: number, base: number, count: number, fill: string, sky: string) {
  let s = rect(x0, deck, x1 - x0, base - deck, fill)
  const w = (x1 - x0) / count
  for (let i = 0; i < count; i++) {
    const ax = x0 + i * w + w * 0.15
    const aw = w * 0.7
    s += path(
      `M${n(ax)} ${n(base + 2)}V${n(deck + aw * 0.6)}A${n(aw / 2)} ${n(aw / 2)} 0 0 1 ${n(ax + aw)} ${n(deck + aw * 0.6)}V${n(base + 2)}Z`,
      sky,
    )
  }
  return s
}

/** A train of `cars` carriages on `base`, facing right. */
export function train(
  x: number,
  base: number,
  cars: number,
  carW: number,
  body: string,
  win: string,
  roof = '#334155',
) {
  const h = carW * 0.32
  let s = ''
  for (let i = 0; i < cars; i++) {
    const cx = x + i * (carW + 8)
    s += rect(cx, base - h, carW, h, body, ' rx="6"') + rect(cx, base - h - 5, carW, 7, roof, ' rx="3"')
    for (let k = 0; k < 4; k++)
      s += rect(cx + 10 + k * ((carW - 20) / 4), base - h * 0.78, (carW - 20) / 4 - 8, h * 0.34, win, ' rx="2"')
  }
  return s
}

/** A steam locomotive facing left at x, with a plume. */
export const steamEngine = (x: number, base: number, s: number, body: string, smoke: string) =>
  rect(x, base - 3 * s, 7 * s, 2.4 * s, body, ' rx="6"') +
  rect(x + 5 * s, base - 4.4 * s, 2.6 * s, 3.8 * s, body) +
  rect(x + 1 * s, base - 4.4 * s, 0.8 * s, 1.6 * s, body) +
  circle(x - 2 * s, base - 6 * s, 1.4 * s, smoke, op(0.8)) +
  circle(x - 4.5 * s, base - 7 * s, 2 * s, smoke, op(0.6)) +
  circle(x - 8 * s, base - 7.6 * s, 2.6 * s, smoke, op(0.4))

/** An Alpine hut (rifugio): stone base, timber upper floor, low roof. */
export const alpineHut = (
  x: number,
  base: number,
  w: number,
  stone: string,
  wood: string,
  roof: string,
  win = '#fef3c7',
) =>
  rect(x, base - w * 0.3, w, w * 0.3, stone) +
  rect(x, base - w * 0.55, w, w * 0.25, wood) +
  poly(
    [
      [x - w * 0.1, base - w * 0.55],
      [x + w / 2, base - w * 0.85],
      [x + w * 1.1, base - w * 0.55],
    ],
    roof,
  ) +
  rect(x + w * 0.15, base - w * 0.48, w * 0.14, w * 0.12, win) +
  rect(x + w * 0.7, base - w * 0.48, w * 0.14, w * 0.12, win) +
  rect(x + w * 0.44, base - w * 0.22, w * 0.14, w * 0.22, '#44403c')

/** A bowl, seen from the side with its rim, filled with `food`; steam wisps above when `steam`. */
export function bowl(x: number, y: number, r: number, fill: string, food: string, steam?: string) {
  let s = path(
    `M${n(x - r)} ${n(y)}Q${n(x - r)} ${n(y + r * 0.9)} ${n(x)} ${n(y + r * 0.9)}Q${n(x + r)} ${n(y + r * 0.9)} ${n(x + r)} ${n(y)}Z`,
    fill,
  )
  s += ellipse(x, y, r, r * 0.22, food)
  if (steam)
    for (const dx of [-0.4, 0, 0.4])
      s += path(
        `M${n(x + dx * r)} ${n(y - 14)}c-14-20 14-34 0-54s14-34 0-54`,
        'none',
        ` stroke="${steam}" stroke-width="6" stroke-linecap="round" opacity=".6"`,
      )
  return s
}

/** A hiking backpack, standing, base centre (x, base). */
export const backpack = (x: number, base: number, h: number, body: string, pocket: string, strap = '#1f2937') =>
  rect(x - h * 0.3, base - h, h * 0.6, h, body, ` rx="${n(h * 0.14)}"`) +
  rect(x - h * 0.22, base - h * 0.45, h * 0.44, h * 0.36, pocket, ` rx="${n(h * 0.06)}"`) +
  rect(x - h * 0.32, base - h * 0.82, h * 0.64, h * 0.08, strap) +
  rect(x - h * 0.26, base - h * 1.06, h * 0.52, h * 0.2, body, ` rx="${n(h * 0.08)}"`)

/** A hiking boot, toe to the right. */
export const boot = (x: number, base: number, s: number, upper: string, sole: string, lace = '#fbbf24') =>
  path(
    `M${n(x)} ${n(base - 1.2 * s)}V${n(base - 6 * s)}H${n(x + 3 * s)}L${n(x + 3.6 * s)} ${n(base - 3.4 * s)}Q${n(x + 6.5 * s)} ${n(base - 3 * s)} ${n(x + 7.2 * s)} ${n(base - 1.2 * s)}Z`,
    upper,
  ) +
  rect(x - 0.2 * s, base - 1.3 * s, 7.6 * s, 1.3 * s, sole, ` rx="${n(s * 0.3)}"`) +
  line(x + 3 * s, base - 5 * s, x + 3.6 * s, base - 5.2 * s, lace, s * 0.25) +
  line(x + 3.2 * s, base - 4 * s, x + 3.9 * s, base - 4.2 * s, lace, s * 0.25)

/** A camera on a tripod, tripod feet on base. */
export const tripodCamera = (x: number, base: number, h: number, legs: string, body: string) =>
  line(x, base - h * 0.6, x - h * 0.25, base, legs, 5) +
  line(x, base - h * 0.6, x + h * 0.25, base, legs, 5) +
  line(x, base - h * 0.6, x + h * 0.04, base, legs, 5) +
  rect(x - h * 0.2, base - h * 0.86, h * 0.4, h * 0.26, body, ' rx="6"') +
  circle(x + h * 0.02, base - h * 0.73, h * 0.08, '#94a3b8') +
  rect(x - h * 0.14, base - h * 0.92, h * 0.12, h * 0.07, body)

export const llama = (x: number, base: number, s: number, fill: string) =>
  ellipse(x, base - 5 * s, 3.6 * s, 1.8 * s, fill) +
  rect(x + 2 * s, base - 10 * s, 1.4 * s, 5.5 * s, fill, ` rx="${n(s * 0.6)}"`) +
  ellipse(x + 3.2 * s, base - 10 * s, 1.6 * s, 0.9 * s, fill) +
  poly(
    [
      [x + 2.2 * s, base - 10.4 * s],
      [x + 2.5 * s, base - 11.8 * s],
      [x + 2.9 * s, base - 10.6 * s],
    ],
    fill,
  ) +
  [-2.6, -1.4, 1.4, 2.6].map((dx) => line(x + dx * s, base - 4.5 * s, x + dx * s, base, fill, s * 0.8)).join('')

/** A four-legged grazer (sheep, cow, deer) by its body and head colour. */
export const grazer = (x: number, base: number, s: number, body: string, head: string, horns?: string) =>
  ellipse(x, base - 3 * s, 3.2 * s, 1.8 * s, body) +
  ellipse(x + 3.4 * s, base - 3.6 * s, 1.2 * s, 0.9 * s, head) +
  (horns
    ? line(x + 3 * s, base - 4.3 * s, x + 2.4 * s, base - 5.6 * s, horns, s * 0.35) +
      line(x + 3.7 * s, base - 4.3 * s, x + 4.4 * s, base - 5.6 * s, horns, s * 0.35)
    : '') +
  [-2, -1, 1.2, 2.2].map((dx) => line(x + dx * s, base - 2 * s, x + dx * s, base, head, s * 0.55)).join('')

/** A qvevri: a large clay amphora, rim at (x, top). */
export const qvevri = (x: number, top: number, s: number, clay: string, shade: string) =>
  path(
    `M${n(x - 2 * s)} ${n(top)}C${n(x - 9 * s)} ${n(top + 6 * s)} ${n(x - 7 * s)} ${n(top + 16 * s)} ${n(x)} ${n(top + 20 * s)}C${n(x + 7 * s)} ${n(top + 16 * s)} ${n(x + 9 * s)} ${n(top + 6 * s)} ${n(x + 2 * s)} ${n(top)}Z`,
    clay,
  ) +
  path(
    `M${n(x + 2 * s)} ${n(top)}C${n(x + 9 * s)} ${n(top + 6 * s)} ${n(x + 7 * s)} ${n(top + 16 * s)} ${n(x)} ${n(top + 20 * s)}C${n(x + 4 * s)} ${n(top + 14 * s)} ${n(x + 5 * s)} ${n(top + 6 * s)} ${n(x + 1 * s)} ${n(top)}Z`,
    shade,
  ) +
  rect(x - 2.6 * s, top - 1.2 * s, 5.2 * s, 1.4 * s, shade)

/** A grapevine row: posts and a leafy band. */
export const vines = (y: number, x0: number, x1: number, leaf: string, post: string) => {
  let s = ''
  for (let x = x0; x < x1; x += 60) s += rect(x, y - 40, 5, 40, post)
  return s + rect(x0, y - 44, x1 - x0, 20, leaf, ' rx="10"')
}

/** Plastic stools, as in Hanoi's street kitchens. */
export const stool = (x: number, base: number, s: number, fill: string) =>
  poly(
    [
      [x - 2 * s, base],
      [x - 1.5 * s, base - 3 * s],
      [x + 1.5 * s, base - 3 * s],
      [x + 2 * s, base],
    ],
    fill,
  ) + rect(x - 2 * s, base - 3.4 * s, 4 * s, 0.6 * s, fill)

/** A scooter, facing right. */
export const scooter = (x: number, base: number, s: number, body: string) =>
  circle(x, base - s, s, '#1f2937') +
  circle(x + 6 * s, base - s, s, '#1f2937') +
  path(
    `M${n(x - s)} ${n(base - 1.6 * s)}H${n(x + 4 * s)}L${n(x + 5.5 * s)} ${n(base - 4.5 * s)}H${n(x + 6.3 * s)}L${n(x + 6.6 * s)} ${n(base - 1.6 * s)}H${n(x + 5 * s)}L${n(x + 4.5 * s)} ${n(base - 1.6 * s)}`,
    body,
  ) +
  rect(x - 1.2 * s, base - 3 * s, 4 * s, 1.4 * s, body, ` rx="${n(s * 0.5)}"`)

/** The long Hutsul horn, raised from the mouth of a figure of height h standing at (x, base). */
export const trembita = (x: number, base: number, h: number, horn: string) =>
  line(x + h * 0.06, base - h * 0.7, x + h * 1.9, base - h * 1.25, horn, h * 0.035) +
  circle(x + h * 1.9, base - h * 1.25, h * 0.045, horn)

export const figureWithHat = (x: number, base: number, h: number, coat: string, hat: string) =>
  poly(
    [
      [x - h * 0.12, base],
      [x - h * 0.08, base - h * 0.62],
      [x + h * 0.08, base - h * 0.62],
      [x + h * 0.12, base],
    ],
    coat,
  ) +
  circle(x, base - h * 0.7, h * 0.08, '#d6a77a') +
  rect(x - h * 0.1, base - h * 0.8, h * 0.2, h * 0.05, hat) +
  rect(x - h * 0.06, base - h * 0.88, h * 0.12, h * 0.08, hat)

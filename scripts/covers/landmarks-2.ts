// Landmarks of the cover scenes, continued (re-exported by landmarks.ts), ADR 063.
import { circle, op, path, poly, rect } from './kit'

const n = (v: number) => String(Math.round(v))

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

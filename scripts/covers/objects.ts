// Everyday objects and animals of the cover scenes (re-exported by landmarks.ts), ADR 063.
import { circle, ellipse, line, path, poly, rect } from './kit'

const n = (v: number) => String(Math.round(v))

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

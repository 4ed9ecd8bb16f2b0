import { Parser } from 'htmlparser2'
import { describe, expect, it } from 'vitest'
import { locales } from '@/lib/i18n/locales'
import { loadTripContent } from './trips.seed.server'
import { MAP_HEIGHT, MAP_WIDTH, renderTripMap, type MapStop } from './trip-map.server'

interface Node {
  name: string
  attrs: Record<string, string>
  text: string
}

/** Parses the markup strictly as XML: every tag closed in order, else it throws. */
function parseSvg(svg: string): Node[] {
  const nodes: Node[] = []
  const open: Node[] = []
  const parser = new Parser(
    {
      onopentag: (name, attrs) => {
        const node = { name, attrs, text: '' }
        nodes.push(node)
        open.push(node)
      },
      ontext: (text) => {
        if (open.length) open[open.length - 1]!.text += text
      },
      onclosetag: (name) => {
        const node = open.pop()
        if (node?.name !== name) throw new Error(`</${name}> closes <${node?.name}>`)
      },
    },
    { xmlMode: true, decodeEntities: true },
  )
  parser.write(svg)
  parser.end()
  expect(open).toHaveLength(0)
  return nodes
}

/** Every coordinate pair of a path's M/L commands (the route is drawn with those only). */
const routePoints = (d: string) =>
  [...d.matchAll(/[ML](-?[\d.]+),(-?[\d.]+)/g)].map((match) => [Number(match[1]), Number(match[2])] as const)

const inside = ([x, y]: readonly [number, number]) => x >= 0 && x <= MAP_WIDTH && y >= 0 && y <= MAP_HEIGHT

describe('the trip locator map', () => {
  const trips = loadTripContent()

  it('draws every seeded trip: one svg named by its title and description, route and stops inside the view', async () => {
    expect(trips.filter((t) => t.route.length > 0)).toHaveLength(trips.length)
    for (const trip of trips) {
      for (const locale of locales) {
        const stops = trip.route.map((s) => ({ lon: s.lon, lat: s.lat, name: s.name[locale] }))
        const svg = await renderTripMap(stops, { locale, country: trip.country })
        expect(svg, trip.key).not.toBeNull()
        const nodes = parseSvg(svg!)
        const root = nodes[0]!
        expect(root.name).toBe('svg')
        expect(root.attrs.viewBox).toBe(`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`)
        expect(root.attrs.role).toBe('img')
        const [titleId, descId] = [root.attrs['aria-labelledby'], root.attrs['aria-describedby']]
        const title = nodes.find((n) => n.name === 'title')!
        const desc = nodes.find((n) => n.name === 'desc')!
        expect(title.attrs.id).toBe(titleId)
        expect(desc.attrs.id).toBe(descId)
        for (const stop of stops) expect(title.text, `${trip.key} ${locale}`).toContain(stop.name)
        expect(desc.text).toContain(stops[0]!.name)
        expect(desc.text).toContain(stops.at(-1)!.name)
        // The route line and every stop's dot lie inside the viewBox, away from its edges.
        const route = nodes.find((n) => n.name === 'path' && n.attrs['stroke-dasharray'])!
        const points = routePoints(route.attrs.d!)
        expect(points).toHaveLength(stops.length)
        expect(points.every(inside), trip.key).toBe(true)
        const dots = nodes
          .filter((n) => n.name === 'circle')
          .map((c) => [Number(c.attrs.cx), Number(c.attrs.cy)] as const)
        expect(dots).toHaveLength(stops.length)
        for (const [x, y] of dots) {
          expect(x).toBeGreaterThan(MAP_WIDTH * 0.1)
          expect(x).toBeLessThan(MAP_WIDTH * 0.9)
          expect(y).toBeGreaterThan(MAP_HEIGHT * 0.1)
          expect(y).toBeLessThan(MAP_HEIGHT * 0.9)
        }
        // Land is drawn (the country shapes around the route), clipped to the view: small enough to inline.
        const land = nodes.filter((n) => n.name === 'path' && n.attrs.fill !== 'none')
        expect(land.length).toBeGreaterThan(0)
        expect(land.some((n) => (n.attrs.d ?? '').length > 100)).toBe(true)
        expect(svg!.length).toBeLessThan(60_000)
      }
    }
  })

  it('escapes place names and draws a single stop', async () => {
    const stop: MapStop = { lon: 14.5, lat: 40.6, name: 'Tom & Jerry <"Bay">' }
    const svg = await renderTripMap([stop], { locale: 'en', country: 'IT' })
    const nodes = parseSvg(svg!)
    expect(nodes.find((n) => n.name === 'title')!.text).toContain('Tom & Jerry <"Bay">')
    expect(svg).not.toContain('<"Bay">')
    expect(nodes.filter((n) => n.name === 'circle')).toHaveLength(1)
    const [x, y] = [
      Number(nodes.find((n) => n.name === 'circle')!.attrs.cx),
      Number(nodes.find((n) => n.name === 'circle')!.attrs.cy),
    ]
    expect([x, y]).toEqual([MAP_WIDTH / 2, MAP_HEIGHT / 2])
  })

  it('draws nothing without stops', async () => {
    expect(await renderTripMap([], { locale: 'en', country: 'IT' })).toBeNull()
  })
})

import { geoBounds, geoContains, geoMercator, geoPath } from 'd3-geo'
import type { Feature, FeatureCollection, Geometry } from 'geojson'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import { countryName } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'

// The trip page's locator map (ADR 062): drawn here as an SVG string from Natural Earth's 1:50m countries (the
// world-atlas package, bundled), so the browser runs no map code and no tile server is needed.

export interface MapStop {
  lon: number
  lat: number
  name: string
}

export const MAP_WIDTH = 640
export const MAP_HEIGHT = 400
/** The least longitude the map spans, so a route of a few kilometres still shows its coast and neighbours. */
const MIN_SPAN_DEGREES = 8
/** Room around the route, as a share of each side. */
const PADDING = 0.18

interface Atlas {
  topology: Topology<{ countries: GeometryCollection }>
  countries: Array<{ shape: Feature<Geometry>; bounds: [[number, number], [number, number]] }>
}

let atlas: Promise<Atlas> | undefined

/** Natural Earth 1:50m countries, parsed once per process (~750 KB of TopoJSON, loaded on the first map). */
function loadAtlas(): Promise<Atlas> {
  atlas ??= import('world-atlas/countries-50m.json').then((module) => {
    const topology = (module.default ?? module) as unknown as Atlas['topology']
    const all = feature(topology, topology.objects.countries) as FeatureCollection<Geometry>
    return {
      topology,
      countries: all.features.map((shape) => ({ shape, bounds: geoBounds(shape) })),
    }
  })
  return atlas
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)

const round = (n: number) => Math.round(n * 10) / 10

/** A Mercator projection that fits the stops with room around them, never closer than MIN_SPAN_DEGREES across. */
function projectionFor(stops: MapStop[]) {
  const padX = MAP_WIDTH * PADDING
  const padY = MAP_HEIGHT * PADDING
  const points = { type: 'MultiPoint' as const, coordinates: stops.map((s) => [s.lon, s.lat]) }
  const fitted = geoMercator().fitExtent(
    [
      [padX, padY],
      [MAP_WIDTH - padX, MAP_HEIGHT - padY],
    ],
    points,
  )
  const [[x0, y0], [x1, y1]] = geoPath(fitted).bounds(points)
  // Mercator's scale is the width of one radian of longitude in pixels.
  const closest = MAP_WIDTH / ((MIN_SPAN_DEGREES * Math.PI) / 180)
  // One stop, or stops on one spot, fit at any scale: the closest view is the one to take, centred on it.
  const fits = Number.isFinite(fitted.scale()) && [x0, y0, x1, y1].every(Number.isFinite)
  const scale = fits ? Math.min(fitted.scale(), closest) : closest
  const middle = (fits && fitted.invert?.([(x0 + x1) / 2, (y0 + y1) / 2])) || [stops[0]!.lon, stops[0]!.lat]
  return geoMercator()
    .scale(scale)
    .center(middle)
    .translate([MAP_WIDTH / 2, MAP_HEIGHT / 2])
    .clipExtent([
      [0, 0],
      [MAP_WIDTH, MAP_HEIGHT],
    ])
}

/** Whether two lon/lat boxes overlap (a box across the antimeridian counts as overlapping: drawn and clipped). */
function overlaps(a: [[number, number], [number, number]], b: [[number, number], [number, number]]): boolean {
  if (a[0][0] > a[1][0] || b[0][0] > b[1][0]) return true
  return a[0][0] <= b[1][0] && b[0][0] <= a[1][0] && a[0][1] <= b[1][1] && b[0][1] <= a[1][1]
}

/**
 * The route's locator map as SVG markup: the countries in view (the trip's own country stronger), their borders,
 * the route as a line through its stops and a dot per stop, named by a <title> and a <desc> that list the places.
 * `idPrefix` keeps the title's and description's ids unique on the page. Null without stops.
 */
export async function renderTripMap(
  stops: MapStop[],
  options: { locale: Locale; country: string; idPrefix?: string },
): Promise<string | null> {
  if (stops.length === 0) return null
  // Projecting the atlas costs far more than a page render, and the map only changes with its stops: drawn once per
  // input, whatever the result cache does (a bounded memo; the key holds the stops, so an edited route draws anew).
  const key = JSON.stringify([stops, options.locale, options.country, options.idPrefix])
  let drawn = drawnMaps.get(key)
  if (!drawn) {
    drawn = drawTripMap(stops, options)
    if (drawnMaps.size >= DRAWN_MAPS_MAX) drawnMaps.delete(drawnMaps.keys().next().value!)
    drawnMaps.set(key, drawn)
    drawn.catch(() => drawnMaps.delete(key))
  }
  return drawn
}

const DRAWN_MAPS_MAX = 256
const drawnMaps = new Map<string, Promise<string>>()

async function drawTripMap(
  stops: MapStop[],
  options: { locale: Locale; country: string; idPrefix?: string },
): Promise<string> {
  const { topology, countries } = await loadAtlas()
  const projection = projectionFor(stops)
  const path = geoPath(projection).digits(1)
  const topLeft = projection.invert?.([0, 0])
  const bottomRight = projection.invert?.([MAP_WIDTH, MAP_HEIGHT])
  const view: [[number, number], [number, number]] | null =
    topLeft && bottomRight
      ? [
          [topLeft[0], bottomRight[1]],
          [bottomRight[0], topLeft[1]],
        ]
      : null
  const inView = countries.filter((c) => !view || overlaps(c.bounds, view))
  const first = stops[0]!
  const home = inView.find((c) => stops.some((s) => geoContains(c.shape, [s.lon, s.lat])))
  const land = inView
    .filter((c) => c !== home)
    .map((c) => path(c.shape) ?? '')
    .join('')
  const borders = path(mesh(topology, topology.objects.countries, (a, b) => a !== b)) ?? ''
  const points = stops.map((s): [number, number] => {
    const [x, y] = projection([s.lon, s.lat]) ?? [MAP_WIDTH / 2, MAP_HEIGHT / 2]
    return [x, y]
  })
  const route = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${round(x)},${round(y)}`).join('')

  const { locale, country } = options
  const id = options.idPrefix ?? 'trip-map'
  const names = stops.map((s) => s.name)
  const title = m.tripPage_map_title({ places: names.join(', ') }, { locale })
  const description =
    stops.length === 1
      ? m.tripPage_map_description_one({ place: first.name, country: countryName(country, locale) }, { locale })
      : m.tripPage_map_description(
          { from: first.name, to: names.at(-1)!, country: countryName(country, locale) },
          { locale },
        )

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" role="img" aria-labelledby="${id}-title" aria-describedby="${id}-desc" class="h-auto w-full" data-testid="trip-map">`,
    `<title id="${id}-title">${escapeXml(title)}</title>`,
    `<desc id="${id}-desc">${escapeXml(description)}</desc>`,
    `<rect width="${MAP_WIDTH}" height="${MAP_HEIGHT}" class="fill-sky-100 dark:fill-slate-800"/>`,
    `<path d="${land}" class="fill-stone-100 dark:fill-slate-600"/>`,
    home ? `<path d="${path(home.shape) ?? ''}" class="fill-amber-100 dark:fill-slate-500"/>` : '',
    `<path d="${borders}" fill="none" stroke-width="0.8" class="stroke-stone-400 dark:stroke-slate-400"/>`,
    `<path d="${route}" fill="none" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="7 5" class="stroke-red-700 dark:stroke-red-400"/>`,
    ...points.map(
      ([x, y], i) =>
        `<circle cx="${round(x)}" cy="${round(y)}" r="${i === 0 ? 7 : 5.5}" stroke-width="2.5" class="fill-white stroke-red-700 dark:fill-slate-900 dark:stroke-red-400"/>`,
    ),
    `</svg>`,
  ].join('')
}

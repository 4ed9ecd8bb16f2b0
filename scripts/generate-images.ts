// Generates the seed content's illustrations (small hand-tuned SVG landscapes and avatars) into
// public/images/{trips,posts,authors}. SVG scales to any width, so no raster variants are needed.
// Run: npx tsx scripts/generate-images.ts  (output is committed; the run is deterministic).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../public/images')

type Scene = 'mountains' | 'sea' | 'desert' | 'forest' | 'city' | 'snow'
interface Palette {
  sky: [string, string]
  sun: string
  far: string
  mid: string
  near: string
}

const palettes: Record<Scene, Palette> = {
  mountains: { sky: ['#7dd3fc', '#e0f2fe'], sun: '#fde68a', far: '#94a3b8', mid: '#475569', near: '#166534' },
  sea: { sky: ['#38bdf8', '#fef3c7'], sun: '#fbbf24', far: '#0ea5e9', mid: '#0369a1', near: '#fcd34d' },
  desert: { sky: ['#fb923c', '#fef9c3'], sun: '#fff7ed', far: '#fdba74', mid: '#ea580c', near: '#9a3412' },
  forest: { sky: ['#86efac', '#f0fdf4'], sun: '#fef08a', far: '#4ade80', mid: '#15803d', near: '#14532d' },
  city: { sky: ['#6366f1', '#fbcfe8'], sun: '#fde047', far: '#a5b4fc', mid: '#4338ca', near: '#1e1b4b' },
  snow: { sky: ['#bae6fd', '#f8fafc'], sun: '#fef9c3', far: '#e2e8f0', mid: '#94a3b8', near: '#f1f5f9' },
}

/** Small deterministic PRNG so the committed files never change between runs. */
function random(seed: string) {
  let h = 2166136261
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619)
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507)
    h = Math.imul(h ^ (h >>> 13), 3266489909)
    return ((h ^= h >>> 16) >>> 0) / 4294967296
  }
}

function ridge(rand: () => number, base: number, amp: number, steps: number, w: number, h: number): string {
  const points: string[] = [`0,${h}`]
  for (let i = 0; i <= steps; i++) {
    const x = Math.round((w / steps) * i)
    const y = Math.round(base + (rand() - 0.5) * amp * 2)
    points.push(`${x},${y}`)
  }
  points.push(`${w},${h}`)
  return points.join(' ')
}

function landscape(name: string, scene: Scene, w = 1200, h = 600): string {
  const p = palettes[scene]
  const rand = random(name)
  const sunX = Math.round(w * (0.15 + rand() * 0.7))
  const sunY = Math.round(h * (0.15 + rand() * 0.2))
  let extra = ''
  if (scene === 'city') {
    for (let i = 0; i < 14; i++) {
      const bw = 40 + Math.round(rand() * 50)
      const bh = 80 + Math.round(rand() * 220)
      const x = Math.round((w / 14) * i)
      extra += `<rect x="${x}" y="${h - bh - 60}" width="${bw}" height="${bh + 60}" fill="${p.mid}"/>`
    }
  }
  if (scene === 'forest') {
    for (let i = 0; i < 18; i++) {
      const x = Math.round((w / 18) * i + rand() * 30)
      const th = 90 + Math.round(rand() * 90)
      const y = h - 70
      extra += `<polygon points="${x},${y - th} ${x - 28},${y} ${x + 28},${y}" fill="${p.near}"/>`
    }
  }
  if (scene === 'sea') {
    extra += `<rect x="0" y="${Math.round(h * 0.62)}" width="${w}" height="${Math.round(h * 0.38)}" fill="${p.mid}"/>`
    for (let i = 0; i < 6; i++) {
      const y = Math.round(h * 0.66 + i * 18)
      extra += `<path d="M${Math.round(rand() * w * 0.6)} ${y} h${120 + Math.round(rand() * 200)}" stroke="#e0f2fe" stroke-width="3" stroke-linecap="round" opacity=".6"/>`
    }
  }
  const nearLayer =
    scene === 'sea'
      ? `<path d="M0 ${h} Q ${w * 0.3} ${h * 0.8} ${w * 0.55} ${h * 0.86} T ${w} ${h * 0.84} V ${h} Z" fill="${p.near}"/>`
      : `<polygon points="${ridge(rand, h * 0.82, h * 0.05, 8, w, h)}" fill="${p.near}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#s)"/><circle cx="${sunX}" cy="${sunY}" r="${Math.round(h * 0.08)}" fill="${p.sun}"/>${scene === 'sea' || scene === 'city' ? '' : `<polygon points="${ridge(rand, h * 0.45, h * 0.12, 6, w, h)}" fill="${p.far}"/><polygon points="${ridge(rand, h * 0.62, h * 0.1, 9, w, h)}" fill="${p.mid}"/>`}${extra}${nearLayer}</svg>\n`
}

function avatar(name: string, initials: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160"><rect width="160" height="160" rx="80" fill="${color}"/><text x="80" y="96" font-family="system-ui,sans-serif" font-size="56" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text><title>${name}</title></svg>\n`
}

// Trip covers and two gallery images per trip; keys match the file names in content/trips/.
export const tripScenes: Record<string, Scene> = {
  dolomites: 'mountains',
  lofoten: 'snow',
  morocco: 'desert',
  kyoto: 'city',
  patagonia: 'mountains',
  amalfi: 'sea',
  carpathians: 'forest',
  iceland: 'snow',
  peru: 'mountains',
  lisbon: 'city',
  georgia: 'mountains',
  vietnam: 'sea',
  jordan: 'desert',
  scotland: 'forest',
}
const postScenes: Scene[] = ['mountains', 'sea', 'desert', 'forest', 'city', 'snow']

function write(rel: string, content: string) {
  const file = path.join(root, rel)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, content)
}

for (const [key, scene] of Object.entries(tripScenes)) {
  write(`trips/${key}.svg`, landscape(key, scene))
  write(`trips/${key}-1.svg`, landscape(`${key}-1`, scene))
  write(`trips/${key}-2.svg`, landscape(`${key}-2`, scene === 'city' ? 'sea' : scene === 'sea' ? 'city' : 'forest'))
}
for (let i = 1; i <= 12; i++) write(`posts/cover-${i}.svg`, landscape(`post-${i}`, postScenes[i % postScenes.length]!))
const people: Array<[string, string, string]> = [
  ['maria', 'MG', '#15803d'],
  ['diego', 'DR', '#1d4ed8'],
  ['olena', 'OK', '#7c3aed'],
  ['alexei', 'AS', '#b45309'],
  ['sam', 'SP', '#be123c'],
]
for (const [key, initials, color] of people) write(`authors/${key}.svg`, avatar(key, initials, color))
console.log('images: written to public/images')

// Generates the seed authors' avatars into public/images/authors. The trips' and posts' covers have their own
// generator, scripts/covers/generate.ts (ADR 063).
// Run: npx tsx scripts/generate-images.ts  (output is committed; the run is deterministic).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../public/images')

function avatar(name: string, initials: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160"><rect width="160" height="160" rx="80" fill="${color}"/><text x="80" y="96" font-family="system-ui,sans-serif" font-size="56" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text><title>${name}</title></svg>\n`
}

function write(rel: string, content: string) {
  const file = path.join(root, rel)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, content)
}

const people: Array<[string, string, string]> = [
  ['maria', 'MG', '#15803d'],
  ['diego', 'DR', '#1d4ed8'],
  ['olena', 'OK', '#7c3aed'],
  ['alexei', 'AS', '#b45309'],
  ['sam', 'SP', '#be123c'],
]
for (const [key, initials, color] of people) write(`authors/${key}.svg`, avatar(key, initials, color))
console.log('images: avatars written to public/images/authors')

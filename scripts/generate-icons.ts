// Generates the installable app's icons (web app manifest, Apple touch icon) from the logo in public/favicon.svg into
// public/icons/. Run: node scripts/generate-icons.ts (the output is committed; sharp renders it the same each run).
import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const root = path.resolve(import.meta.dirname, '..')
const out = path.join(root, 'public/icons')
const logo = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8')
/** The logo's mark alone (the white path), to place on a full-bleed background. */
const mark = /<path[^>]*\/>/.exec(logo)?.[0]
if (!mark) throw new Error('public/favicon.svg: no <path> found')

/**
 * Full-bleed square with the mark scaled into its middle `share` of the side: maskable icons keep their content in
 * the central 80 % circle (the safe zone), Apple's touch icon is shown with its own rounded corners.
 */
const fullBleed = (share: number) => {
  const scale = share
  const offset = (64 - 64 * scale) / 2
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#15803d"/><g transform="translate(${offset} ${offset}) scale(${scale})">${mark}</g></svg>`
}

mkdirSync(out, { recursive: true })
const render = (svg: string, size: number, file: string) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file))

await render(logo, 192, 'icon-192.png')
await render(logo, 512, 'icon-512.png')
await render(fullBleed(0.7), 512, 'icon-maskable-512.png')
await render(fullBleed(0.8), 180, 'apple-touch-icon.png')
console.log(`icons written to ${path.relative(root, out)}/`)

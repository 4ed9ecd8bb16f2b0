// Writes the cover illustrations (ADR 063): public/images/trips/*.svg and public/images/posts/*.svg.
// Run: npx tsx scripts/covers/generate.ts [--preview]  (the output is committed; the run is deterministic).
// --preview also renders contact sheets to .tmp/covers/ to look at every scene at card size.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { svg, type Scene } from './kit'
import { postScenes } from './posts'
import { tripScenes } from './trips'

const root = path.resolve(import.meta.dirname, '../../public/images')

function writeAll(dir: string, scenes: Record<string, Scene>, keep: (file: string) => boolean) {
  const folder = path.join(root, dir)
  mkdirSync(folder, { recursive: true })
  // A scene removed from the list takes its file with it.
  for (const file of readdirSync(folder))
    if (file.endsWith('.svg') && !keep(file) && !(file.slice(0, -4) in scenes)) rmSync(path.join(folder, file))
  for (const [name, scene] of Object.entries(scenes)) writeFileSync(path.join(folder, `${name}.svg`), svg(scene))
}

writeAll('trips', tripScenes, () => false)
writeAll('posts', postScenes, () => false)
console.log(`covers: ${Object.keys(tripScenes).length} trip and ${Object.keys(postScenes).length} post scenes written`)

if (process.argv.includes('--preview')) {
  const { default: sharp } = await import('sharp')
  const out = path.resolve('.tmp/covers')
  mkdirSync(out, { recursive: true })
  const all = [...Object.entries(tripScenes), ...Object.entries(postScenes)]
  const perSheet = 12
  for (let s = 0; s * perSheet < all.length; s++) {
    const batch = all.slice(s * perSheet, (s + 1) * perSheet)
    const tiles = await Promise.all(
      batch.map(([, scene]) =>
        sharp(Buffer.from(svg(scene)))
          .resize(400, 200)
          .png()
          .toBuffer(),
      ),
    )
    await sharp({ create: { width: 1220, height: 830, channels: 3, background: '#ffffff' } })
      .composite(tiles.map((input, i) => ({ input, left: (i % 3) * 410, top: Math.floor(i / 3) * 208 })))
      .png()
      .toFile(path.join(out, `sheet-${s + 1}.png`))
    console.log(`sheet-${s + 1}: ${batch.map(([n]) => n).join(', ')}`)
  }
}

// `npm run build`, second step: the host (scripts/serve.ts), the supervisor `npm start` runs it under
// (scripts/supervise.ts) and the embedded database's thread (src/server/db/worker.server.ts) compiled to JavaScript
// in dist/host/. Run as TypeScript they made Node load its type stripper, which stays resident (~17 MB in the main
// thread; ADR 035). Packages stay external, as Node loads them today; only our own modules are bundled.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'vite'
import { buildSettingsFile, buildSettingsKey, loadEnvFile } from '../src/server/env-file.server.ts'
import { precompress } from './precompress.ts'

const root = path.resolve(import.meta.dirname, '..')
// The same `.env` the first step's vite.config.ts read, so the settings recorded below are the ones built in.
loadEnvFile()

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  resolve: { alias: { '@': path.join(root, 'src') } },
  build: {
    ssr: true,
    outDir: 'dist/host',
    emptyOutDir: true,
    target: 'node24',
    minify: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: {
        serve: path.join(root, 'scripts/serve.ts'),
        supervise: path.join(root, 'scripts/supervise.ts'),
        'pglite-worker': path.join(root, 'src/server/db/worker.server.ts'),
      },
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
})
// Brotli and gzip copies of the client files, served as they are (ADR 061).
precompress(path.join(root, 'dist/client'))
// `npm start` compares these with its own to decide whether to build again (ADR 055).
writeFileSync(path.join(root, buildSettingsFile), `${buildSettingsKey()}\n`)

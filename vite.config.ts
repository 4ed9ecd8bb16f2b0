import { fileURLToPath } from 'node:url'
import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { paraglideOptions } from './paraglide.options.ts'
import { buildManifestPlugin } from './scripts/build-manifest-plugin.ts'
import { parseSampleRate } from './src/lib/monitoring.ts'

// Spec §5: a bad browser trace sample rate stops the build with the variable's name.
parseSampleRate(process.env.VITE_SENTRY_TRACES_SAMPLE_RATE, 'VITE_SENTRY_TRACES_SAMPLE_RATE')

export default defineConfig({
  server: { port: 3000 },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [paraglideVitePlugin(paraglideOptions), tailwindcss(), tanstackStart(), viteReact(), buildManifestPlugin()],
  ssr: {
    // PGlite ships wasm/data files it loads from its own folder at run time.
    external: ['@electric-sql/pglite', 'pg', 'nodemailer', 'pino', 'pino-pretty'],
  },
})

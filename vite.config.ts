import { fileURLToPath } from 'node:url'
import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { paraglideOptions } from './paraglide.options.ts'

export default defineConfig({
  server: { port: 3000 },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [paraglideVitePlugin(paraglideOptions), tailwindcss(), tanstackStart(), viteReact()],
  ssr: {
    // PGlite ships wasm/data files it loads from its own folder at run time.
    external: ['@electric-sql/pglite', 'pg', 'nodemailer', 'pino', 'pino-pretty'],
  },
})

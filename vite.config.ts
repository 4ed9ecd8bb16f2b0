import { fileURLToPath } from 'node:url'
import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { paraglideOptions } from './paraglide.options.ts'
import { buildManifestPlugin } from './scripts/build-manifest-plugin.ts'
import { chunkReportPlugin } from './scripts/chunk-report-plugin.ts'
import { chunkGroups } from './scripts/chunk-groups.ts'
import { paintFirstPlugin } from './scripts/paint-first-plugin.ts'
import { zodWithoutJsonSchemaInTheBrowser } from './scripts/zod-json-schema-stub.ts'
import { loadEnvFile } from './src/server/env-file.server.ts'
import { parseSampleRate } from './src/lib/monitoring.ts'

// `npm run dev` and the build read `.env` like `npm start` does, under the environment (ADR 055); never in tests.
if (!process.env.VITEST) loadEnvFile()

// Spec §5: a bad browser trace sample rate stops the build with the variable's name.
parseSampleRate(process.env.VITE_SENTRY_TRACES_SAMPLE_RATE, 'VITE_SENTRY_TRACES_SAMPLE_RATE')

const zodBrowser = fileURLToPath(new URL('./src/lib/zod-browser.ts', import.meta.url))

/**
 * In the browser build every `import 'zod'` goes through src/lib/zod-browser.ts, which sets zod's CSP-safe mode and
 * our localized messages first.
 * A global import of that module (it used to sit in the router) would put zod into every page's first load
 * (ADR 028); this way zod loads only with the chunks that validate something in the browser.
 */
function zodSettingsInTheBrowser(): Plugin {
  return {
    name: 'waypoints:zod-browser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId: (source, importer) => (source === 'zod' && importer !== zodBrowser ? zodBrowser : null),
  }
}

export default defineConfig(({ command }) => ({
  server: {
    port: Number(process.env.PORT) || 3000,
    // The data folder and test output (databases, uploads, traces) change all the time and are never source.
    watch: { ignored: ['**/.data/**', '**/.tmp/**', '**/dist/**'] },
  },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    zodSettingsInTheBrowser(),
    zodWithoutJsonSchemaInTheBrowser(),
    paraglideVitePlugin(paraglideOptions),
    tailwindcss(),
    // The request entry is src/server-entry.ts, named apart from the src/server/ infrastructure folder.
    tanstackStart({
      server: { entry: 'server-entry' },
      // A route's loader travels with its component (ADR 054): the entry keeps only what every navigation needs.
      router: {
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        },
      },
    }),
    viteReact(),
    buildManifestPlugin(),
    paintFirstPlugin(),
    chunkReportPlugin(),
  ],
  environments: {
    // React, the router, TanStack Query and the page shell's small pieces are one first-load script, the entry
    // (ADR 054, 078); the pieces the public lists share are one more (ADR 061), and the form pieces another (ADR 065).
    // On a phone each request counts more than its bytes. See scripts/chunk-groups.ts.
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: chunkGroups },
          },
        },
      },
    },
    // The built request handler keeps the name the host loads (dist/server/server.js) whatever the entry is called.
    ssr: { build: { rolldownOptions: { output: { entryFileNames: 'server.js' } } } },
  },
  ssr: {
    // The server build carries its dependencies, tree-shaken (ADR 034): Node no longer loads and keeps whole
    // packages (every lucide icon, zod's locales, react-dom's legacy server) to use a few exports of each. Only the
    // build: the dev server's module runner cannot run CommonJS packages, so there Node loads them.
    noExternal: command === 'build' ? true : undefined,
    // Loaded from their own folders at run time: PGlite's wasm/data files (and its thread imports it by name),
    // sharp's native binary, swagger-ui-dist's assets, Sentry's and pino's module hooks and worker transports;
    // pg and nodemailer pick optional parts (pg-native, transports) at run time.
    external: [
      '@electric-sql/pglite',
      '@sentry/tanstackstart-react',
      'nodemailer',
      'pg',
      'pino',
      'pino-pretty',
      'sharp',
      'swagger-ui-dist',
    ],
  },
}))

/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string
  readonly VITE_TRAILING_SLASH?: 'always' | 'never'
  readonly VITE_SENTRY_DSN?: string
  readonly VITE_SENTRY_TRACES_SAMPLE_RATE?: string
  readonly VITE_GA_MEASUREMENT_ID?: string
  readonly VITE_GA_SCRIPT_URL?: string
  readonly VITE_VERSION_CHECK_INTERVAL_MS?: string
  /** Set by the build-manifest plugin (vite.config.ts). */
  readonly VITE_BUILD_ID: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

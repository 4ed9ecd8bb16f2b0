// End-to-end tests against the built production server (`npm run build` first; this config never builds).
import { defineConfig, devices } from '@playwright/test'

const ci = !!process.env.CI
const port = Number(process.env.E2E_PORT ?? 3100)
export const baseURL = `http://127.0.0.1:${port}`

/** Debian's Chromium (scripts/ensure-tools.ts installs it); never `npx playwright install` here. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  // Without these Chromium keeps calling home, which floods a closed network.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export default defineConfig({
  testDir: 'e2e',
  outputDir: '.tmp/e2e-results',
  fullyParallel: false,
  forbidOnly: ci,
  // One shared server with rate limits and a mail catcher: specs run one at a time.
  workers: 1,
  retries: ci ? 1 : 0,
  // A hang detector, not a speed check (ADR 081): two shards on two cores load the machine to 4–9, and a test that
  // signs up, confirms and signs in took 22–31 s there. `test.slow()` triples it for the multi-page scans.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // scripts/test.ts sets PLAYWRIGHT_JSON_OUTPUT_NAME to collect the counts.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    // Visitors who already chose "necessary only": the consent bar stays out of the way of other specs.
    // e2e/consent.spec.ts starts from an empty cookie jar.
    storageState: {
      cookies: [
        {
          name: 'ncc_c',
          value: 'true',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
        {
          name: 'ncc_e',
          value: 'session|locale|consent|functional',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // Wipes .tmp/e2e-data and starts the built host (dist/host/serve.js) on it, so every run seeds a fresh database.
    command: `"${process.execPath}" e2e/support/serve-fresh.ts`,
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // E2E_DATA_DIR lets two runs on other ports work side by side (each wipes its own dir).
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data',
      LOG_LEVEL: 'warn',
      // A developer's .env stays out of the tests (ADR 055).
      ENV_FILE: 'off',
      // Real local stand-ins started by e2e/auth.spec.ts: SMTP server, OpenID Connect server, captcha verifier.
      AUTH_BASE_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 3325}`,
      GOOGLE_CLIENT_ID: 'waypoints-e2e',
      GOOGLE_CLIENT_SECRET: 'waypoints-e2e-secret',
      GOOGLE_ISSUER: `http://127.0.0.1:${process.env.E2E_OIDC_PORT ?? 3326}`,
      TELEGRAM_BOT_TOKEN: process.env.E2E_TELEGRAM_BOT_TOKEN ?? '123456:e2e-bot-token',
      TELEGRAM_BOT_NAME: 'waypoints_e2e_bot',
      RECAPTCHA_SITE_KEY: 'e2e-site-key',
      RECAPTCHA_SECRET_KEY: 'e2e-secret',
      // One shared server signs up accounts for every spec from 127.0.0.1: the per-address limits scale up.
      AUTH_RATE_LIMIT_SCALE: '10',
      // Members publish directly, as the writing specs expect; e2e/admin/moderation.spec.ts runs its own server with
      // review on (ADR 052).
      MODERATION_TRUSTED_AFTER: '0',
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${process.env.E2E_CAPTCHA_PORT ?? 3327}/siteverify`,
      // Google's tag and collect endpoint: a stand-in started by e2e/consent.spec.ts.
      GA_MEASUREMENT_ID: 'G-E2ETEST',
      GA_SCRIPT_URL: `http://127.0.0.1:${process.env.E2E_ANALYTICS_PORT ?? 3328}/gtag/js`,
    },
    reuseExistingServer: !ci && !!process.env.E2E_REUSE_SERVER,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
})

import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    globalSetup: ['./tests/support/global-setup.ts'],
    environment: 'node',
    // Settings every test file starts from (the app reads its environment once); files add their own with vi.stubEnv.
    // MODERATION_TRUSTED_AFTER=0: members publish directly, as the suites written before the review queue expect
    // (ADR 053); tests/moderation/ sets its own threshold.
    env: { BETTER_AUTH_SECRET: 'test-secret-0123456789abcdef0123456789abcdef', MODERATION_TRUSTED_AFTER: '0' },
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

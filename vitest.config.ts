import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    globalSetup: ['./tests/support/global-setup.ts'],
    environment: 'node',
    // Settings every test file starts from (the app reads its environment once); files add their own with vi.stubEnv.
    env: { BETTER_AUTH_SECRET: 'test-secret-0123456789abcdef0123456789abcdef' },
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

import { readdirSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// Import direction (ARCHITECTURE.md): shared (components, lib) → features → routes.
// Features never import each other; only server code imports src/server.
const restrict = (...patterns) => ['error', { patterns }]
// *.middleware.ts: server-function middleware (its .server() bodies never reach the client bundle).
const serverOnlyFiles = ['**/*.server.ts', '**/*.functions.ts', '**/*.middleware.ts']
const testFiles = ['**/*.test.ts', '**/*.test.tsx']
const noServer = {
  group: ['@/server/*', '**/server/*'],
  message: 'Only *.server.ts, *.functions.ts, src/routes/api/** and tests may import src/server.',
}
const noRoutes = { group: ['@/routes/*'], message: 'Only routes import routes.' }
const noFeatures = { group: ['@/features/*'], message: 'Shared code (components, lib) must not import features.' }
const noFeaturesInServer = {
  group: ['@/features/*', '**/features/*'],
  message: 'src/server is infrastructure any feature may use: it never imports a feature (src/server-entry.ts may).',
}
const features = readdirSync(fileURLToPath(new URL('./src/features', import.meta.url)), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
// The auth feature's session boundary is the one public surface other features may use (ADR 009).
const publicModules = ['@/features/auth/auth.middleware', '@/features/auth/require-user.server']
const noOtherFeatures = (feature) => ({
  group: [
    ...features.filter((f) => f !== feature).map((f) => `@/features/${f}/*`),
    ...publicModules.map((p) => `!${p}`),
  ],
  message: 'Features never import each other: move shared code to src/components or src/lib.',
})

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.output/**',
      'node_modules/**',
      'src/paraglide/**',
      'src/routeTree.gen.ts',
      '.tmp/**',
      '.data*/**',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/components/**', 'src/lib/**'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': restrict(noFeatures, noRoutes, noServer) },
  },
  {
    files: ['src/components/**/*.server.ts', 'src/lib/**/*.server.ts'],
    rules: { 'no-restricted-imports': restrict(noFeatures, noRoutes) },
  },
  ...features.flatMap((feature) => [
    {
      files: [`src/features/${feature}/**`],
      ignores: [...serverOnlyFiles, ...testFiles],
      rules: { 'no-restricted-imports': restrict(noRoutes, noOtherFeatures(feature), noServer) },
    },
    {
      files: serverOnlyFiles.map((glob) => `src/features/${feature}/${glob}`),
      rules: { 'no-restricted-imports': restrict(noRoutes, noOtherFeatures(feature)) },
    },
  ]),
  {
    // Infrastructure (db, mail, rate-limit, http, env, logger): no domain code. src/server-entry.ts is not matched.
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': restrict(noFeaturesInServer, noRoutes) },
  },
  {
    files: ['src/routes/**'],
    ignores: ['src/routes/api/**'],
    rules: { 'no-restricted-imports': restrict(noServer) },
  },
  {
    files: ['scripts/**', 'bench/**', 'tests/**', 'e2e/**', '*.config.*', 'src/server/**', 'src/server-entry.ts'],
    rules: { 'no-console': 'off' },
  },
)

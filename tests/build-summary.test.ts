import { describe, expect, it } from 'vitest'
import { buildSummary } from '../scripts/build-summary'

const output = [
  'vite v8.3.8 building client environment for production...',
  'transforming...',
  '✓ 3639 modules transformed.',
  'dist/client/assets/main-abc.js      120.00 kB │ gzip: 40.00 kB',
  'dist/client/assets/trip-def.js        3.10 kB │ gzip: 1.20 kB',
  'dist/server/server.js               900.00 kB',
  '(!) Some chunks are larger than 500 kB after minification. Consider:',
  '- Using dynamic import() to code-split the application',
  '✓ built in 6.51s',
].join('\n')

describe("npm start's build summary (issue 43)", () => {
  it('is one line with the time and the file count, plus the warnings the build printed', () => {
    expect(buildSummary(output, 41_234)).toBe(
      'Built in 41.2 s: 3 files in dist/ (`npm run build` shows them all).\n' +
        '(!) Some chunks are larger than 500 kB after minification. Consider:',
    )
    expect(buildSummary('dist/a.js 1 kB\n', 900)).toBe(
      'Built in 0.9 s: 1 file in dist/ (`npm run build` shows them all).',
    )
  })
})

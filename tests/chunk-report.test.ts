import { describe, expect, it } from 'vitest'
import { describeChunk } from '../bench/chunk-roles.ts'
import { sourceOf } from '../scripts/chunk-report-plugin.ts'

const root = '/app'

describe('the chunk report behind bench/bundle.ts', () => {
  it('names a module by its package, its message or its project file', () => {
    expect(sourceOf('/app/node_modules/react-dom/cjs/react-dom-client.production.js', root)).toBe('react-dom')
    expect(sourceOf('/app/node_modules/@tanstack/router-core/dist/esm/router.js', root)).toBe('@tanstack/router-core')
    expect(sourceOf('/app/src/paraglide/messages/site_tagline.js', root)).toBe('message:site_tagline')
    expect(sourceOf('/app/src/routes/$lang/auth/login.tsx?tsr-split=component', root)).toBe(
      'src/routes/$lang/auth/login.tsx',
    )
    expect(sourceOf('\0rolldown/runtime.js', root)).toBe('(generated)')
  })

  it('says why a page loads a chunk: the entry, a group, a route, or messages routes share', () => {
    expect(
      describeChunk({ file: 'assets/index-a.js', isEntry: true, sources: { 'react-dom': 60, 'src/router.tsx': 40 } }),
    ).toBe('entry: the framework and the page shell (ADR 054, 078) — react-dom 60%, src/router.tsx 40%')
    expect(describeChunk({ file: 'assets/forms-b.js', isEntry: false, sources: { zod: 1 } })).toMatch(/^form pieces/)
    expect(
      describeChunk({
        file: 'assets/login-c.js',
        isEntry: false,
        sources: { 'src/features/auth/components/login-page.tsx': 3, 'src/routes/$lang/auth/login.tsx': 1 },
      }),
    ).toMatch(/^route: src\/routes\/\$lang\/auth\/login\.tsx — src\/features\/auth\/components\/login-page\.tsx 75%/)
    expect(
      describeChunk({ file: 'assets/auth_working-d.js', isEntry: false, sources: { 'message:auth_working': 1 } }),
    ).toBe('messages several routes share — auth_working 100%')
  })
})

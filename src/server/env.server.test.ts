import { afterEach, describe, expect, it, vi } from 'vitest'
import { productionProblems } from './env.server'

describe('productionProblems', () => {
  const good = { BETTER_AUTH_SECRET: 'x'.repeat(32), AUTH_BASE_URL: 'https://waypoints.example' }

  it('accepts a deployment with a long secret and a public origin', () => {
    expect(productionProblems(good)).toEqual([])
  })

  it('names every missing or unusable setting', () => {
    const problems = productionProblems({})
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(/^BETTER_AUTH_SECRET: required/)
    expect(problems[1]).toMatch(/^AUTH_BASE_URL: required/)
    expect(productionProblems({ ...good, BETTER_AUTH_SECRET: 'short' })).toEqual([
      expect.stringMatching(/^BETTER_AUTH_SECRET: must be at least 32/),
    ])
    expect(productionProblems({ ...good, AUTH_BASE_URL: 'https://host/path' })).toEqual([
      expect.stringMatching(/^AUTH_BASE_URL: must be an origin/),
    ])
  })
})

describe('env', () => {
  /** A fresh parse of the stubbed environment (env() parses once per module instance). */
  const freshEnv = async () => {
    vi.resetModules()
    return (await import('./env.server')).env()
  }
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('checks the analytics settings at start, naming the variable (a bad one used to fail every page instead)', async () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'UA-12345-1')
    await expect(freshEnv()).rejects.toThrow(/VITE_GA_MEASUREMENT_ID: must look like G-XXXXXXXXXX/)
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST123')
    vi.stubEnv('VITE_GA_SCRIPT_URL', 'not a url')
    await expect(freshEnv()).rejects.toThrow(/VITE_GA_SCRIPT_URL/)
    vi.stubEnv('VITE_GA_SCRIPT_URL', 'http://127.0.0.1:4528/gtag/js')
    expect(await freshEnv()).toMatchObject({
      VITE_GA_MEASUREMENT_ID: 'G-TEST123',
      VITE_GA_SCRIPT_URL: 'http://127.0.0.1:4528/gtag/js',
    })
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', '')
    vi.stubEnv('VITE_GA_SCRIPT_URL', '')
    expect(await freshEnv()).toMatchObject({ VITE_GA_MEASUREMENT_ID: undefined, VITE_GA_SCRIPT_URL: undefined })
  })
})

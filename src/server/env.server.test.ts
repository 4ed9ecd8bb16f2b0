import { describe, expect, it } from 'vitest'
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

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

/** A fresh parse of the stubbed environment (env() parses once per module instance). */
const freshEnv = async () => {
  vi.resetModules()
  return (await import('./env.server')).env()
}
afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('env', () => {
  it('checks the analytics settings at start, naming the variable (a bad one used to fail every page instead)', async () => {
    vi.stubEnv('GA_MEASUREMENT_ID', 'UA-12345-1')
    await expect(freshEnv()).rejects.toThrow(/GA_MEASUREMENT_ID: must look like G-XXXXXXXXXX/)
    vi.stubEnv('GA_MEASUREMENT_ID', 'G-TEST123')
    vi.stubEnv('GA_SCRIPT_URL', 'not a url')
    await expect(freshEnv()).rejects.toThrow(/GA_SCRIPT_URL/)
    vi.stubEnv('GA_SCRIPT_URL', 'http://127.0.0.1:4528/gtag/js')
    expect(await freshEnv()).toMatchObject({
      GA_MEASUREMENT_ID: 'G-TEST123',
      GA_SCRIPT_URL: 'http://127.0.0.1:4528/gtag/js',
    })
    vi.stubEnv('GA_MEASUREMENT_ID', '')
    vi.stubEnv('GA_SCRIPT_URL', '')
    expect(await freshEnv()).toMatchObject({ GA_MEASUREMENT_ID: undefined, GA_SCRIPT_URL: undefined })
  })

  it('still reads the old VITE_GA_* names, with a one-line deprecation warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-OLDNAME')
    expect(await freshEnv()).toMatchObject({ GA_MEASUREMENT_ID: 'G-OLDNAME' })
    expect(warn).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('VITE_GA_MEASUREMENT_ID is deprecated'))
    warn.mockRestore()
  })
})

describe('env: auth origins', () => {
  it('normalizes the trusted origins so they compare equal to an Origin header', async () => {
    vi.stubEnv('AUTH_BASE_URL', 'https://waypoints.example/')
    vi.stubEnv('AUTH_TRUSTED_ORIGINS', ' HTTPS://Admin.Waypoints.example:443/ , http://localhost:5173,,')
    expect((await freshEnv()).trustedOrigins).toEqual([
      'https://waypoints.example',
      'https://admin.waypoints.example',
      'http://localhost:5173',
    ])
  })

  it.each(['null', 'file://', 'admin.waypoints.example', 'https://waypoints.example/admin', '*.waypoints.example'])(
    'stops on a trusted origin that is not an http(s) origin: %s',
    async (bad) => {
      vi.stubEnv('AUTH_TRUSTED_ORIGINS', `https://ok.example,${bad}`)
      const error = await freshEnv().then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(Error)
      expect((error as Error).message).toContain('AUTH_TRUSTED_ORIGINS')
      expect((error as Error).message).toContain(`"${bad}"`)
    },
  )

  it('stops on an AUTH_BASE_URL that is not an http(s) URL, naming it (it used to fail later with "Invalid URL")', async () => {
    vi.stubEnv('AUTH_BASE_URL', 'waypoints.example')
    await expect(freshEnv()).rejects.toThrow(/AUTH_BASE_URL: .*"waypoints\.example"/)
    vi.stubEnv('AUTH_BASE_URL', 'ftp://waypoints.example')
    await expect(freshEnv()).rejects.toThrow(/AUTH_BASE_URL/)
    vi.stubEnv('AUTH_BASE_URL', 'http://127.0.0.1:3100')
    expect(await freshEnv()).toMatchObject({
      baseURL: 'http://127.0.0.1:3100',
      trustedOrigins: ['http://127.0.0.1:3100'],
    })
  })
})

describe('loggingEnv', () => {
  it("reads the logger's settings from the schema, keeping the defaults for values env() would refuse", async () => {
    const { loggingEnv } = await import('./env.server')
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('LOG_LEVEL', 'warn')
    vi.stubEnv('LOG_FORMAT', ' json ')
    expect(loggingEnv()).toEqual({ NODE_ENV: 'production', LOG_LEVEL: 'warn', LOG_FORMAT: 'json' })
    vi.stubEnv('NODE_ENV', 'staging')
    vi.stubEnv('LOG_LEVEL', 'loud')
    vi.stubEnv('LOG_FORMAT', '')
    expect(loggingEnv()).toEqual({ NODE_ENV: 'development', LOG_LEVEL: 'info', LOG_FORMAT: undefined })
  })
})

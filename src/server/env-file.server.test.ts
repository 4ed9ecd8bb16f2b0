import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { buildSettingsKey, envFilePath, loadEnvFile, withRenamedVariables } from './env-file.server'

function envFile(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'waypoints-env-')), '.env')
  writeFileSync(file, text)
  return file
}

describe('.env at run time (ADR 055)', () => {
  it('fills in what the environment lacks and never overrides it', () => {
    const file = envFile('PORT=3005\nLOG_LEVEL=debug\n# a comment\nMAIL_FROM="Trips <t@example.com>"\n')
    const target: Record<string, string | undefined> = { PORT: '4000' }
    expect(loadEnvFile(file, target, () => {})).toEqual(['LOG_LEVEL', 'MAIL_FROM'])
    expect(target).toEqual({ PORT: '4000', LOG_LEVEL: 'debug', MAIL_FROM: 'Trips <t@example.com>' })
  })

  it('an empty value set in the environment still wins', () => {
    const target: Record<string, string | undefined> = { SMTP_URL: '' }
    loadEnvFile(envFile('SMTP_URL=smtp://127.0.0.1:25\n'), target)
    expect(target.SMTP_URL).toBe('')
  })

  it('reads no file when there is none or ENV_FILE=off', () => {
    const target: Record<string, string | undefined> = {}
    expect(loadEnvFile(path.join(tmpdir(), 'no-such-dir', '.env'), target)).toEqual([])
    expect(envFilePath({ ENV_FILE: 'off' })).toBeUndefined()
    expect(envFilePath({}, '/srv/app')).toBe(path.resolve('/srv/app/.env'))
    expect(envFilePath({ ENV_FILE: 'config/site.env' }, '/srv/app')).toBe(path.resolve('/srv/app/config/site.env'))
  })

  it("takes a file's old VITE_GA_* names as the new ones, under either name in the environment", () => {
    const file = envFile('VITE_GA_MEASUREMENT_ID=G-FILE\nGA_SCRIPT_URL=http://file.test/gtag.js\n')
    const empty: Record<string, string | undefined> = {}
    const warn = vi.fn()
    loadEnvFile(file, empty, warn)
    expect(empty).toEqual({ GA_MEASUREMENT_ID: 'G-FILE', GA_SCRIPT_URL: 'http://file.test/gtag.js' })
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      expect.stringMatching(/^VITE_GA_MEASUREMENT_ID in \.env is deprecated/),
    )
    // Loaded again by the process it starts: already set, no second warning.
    loadEnvFile(file, empty, warn)
    expect(warn).toHaveBeenCalledTimes(1)
    // The environment's old name beats the file's new one: the environment always wins.
    const target: Record<string, string | undefined> = { VITE_GA_MEASUREMENT_ID: 'G-ENV' }
    loadEnvFile(file, target, warn)
    expect(withRenamedVariables(target).GA_MEASUREMENT_ID).toBe('G-ENV')
  })

  it('reads an old name under its new one with one warning, the new name winning', () => {
    const warn = vi.fn()
    expect(withRenamedVariables({ VITE_GA_MEASUREMENT_ID: 'G-OLD' }, warn).GA_MEASUREMENT_ID).toBe('G-OLD')
    expect(warn).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/VITE_GA_MEASUREMENT_ID is deprecated.*GA_/))
    expect(withRenamedVariables({ VITE_GA_SCRIPT_URL: 'http://a', GA_SCRIPT_URL: 'http://b' }).GA_SCRIPT_URL).toBe(
      'http://b',
    )
  })

  it("the build's settings are its VITE_* values and BUILD_ID, in any order", () => {
    const a = buildSettingsKey({ VITE_SITE_URL: 'https://a.test', PORT: '1', BUILD_ID: 'x' })
    expect(a).toBe(buildSettingsKey({ BUILD_ID: 'x', VITE_SITE_URL: 'https://a.test', PORT: '2' }))
    expect(a).not.toBe(buildSettingsKey({ VITE_SITE_URL: 'https://b.test', BUILD_ID: 'x' }))
  })
})

import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { env } from '@/server/env.server'
import { changes, snapshot } from './support/data-dir-guard'

describe("the checkout's .data/ is left alone (issue 43)", () => {
  it("the suite's DATA_DIR is a folder of its own, not .data", () => {
    expect(path.resolve(env().DATA_DIR)).not.toBe(path.resolve(import.meta.dirname, '../.data'))
    expect(path.basename(env().DATA_DIR)).toMatch(/^waypoints-vitest-/)
  })

  it('the guard names files added, rewritten and removed', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'waypoints-guard-'))
    mkdirSync(path.join(dir, 'outbox'))
    writeFileSync(path.join(dir, 'kept.txt'), 'a')
    writeFileSync(path.join(dir, 'gone.txt'), 'a')
    writeFileSync(path.join(dir, 'changed.txt'), 'a')
    const before = snapshot(dir)
    writeFileSync(path.join(dir, 'outbox', 'mail.json'), '{}')
    writeFileSync(path.join(dir, 'changed.txt'), 'longer')
    writeFileSync(path.join(dir, 'gone.txt'), '')
    const after = snapshot(dir)
    after.delete('gone.txt')
    expect(changes(before, after)).toEqual(['+ outbox/mail.json', '- gone.txt', '~ changed.txt'])
    expect(changes(before, before)).toEqual([])
  })
})

// PGlite allows one process per data directory: the server must refuse a locked dir with a clear message.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DataDirLockedError, openPglite, type Database } from '@/server/db/client.server'

const root = path.resolve(import.meta.dirname, '..')
const dir = path.join(root, '.tmp', `lock-test-${randomUUID().slice(0, 8)}`)
const fixture = path.join(root, 'tests/fixtures/open-data-dir.ts')

/** Runs the fixture with this process's Node (24) and tsx. */
function openInChild(dataDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, dataDir], { cwd: root, env: { ...process.env } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`child did not exit in time\nstdout: ${stdout}\nstderr: ${stderr}`))
    }, 45_000)
    child.on('error', reject)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

let held: Database | undefined
afterAll(async () => {
  await held?.close().catch(() => {})
  rmSync(dir, { recursive: true, force: true })
})

describe('PGlite data-dir lock', () => {
  it('a second process cannot open a data dir this process holds', { timeout: 90_000 }, async () => {
    held = await openPglite(dir)
    await held.ping()
    expect(existsSync(path.join(dir, '.lock'))).toBe(true)

    const child = await openInChild(dir)
    expect(child.code, child.stderr).not.toBe(0)
    expect(child.stdout).not.toContain('opened')
    expect(child.stderr).toContain('DataDirLockedError')
    expect(child.stderr).toContain(`The data directory ${dir} is in use by another process`)
    expect(child.stderr).toMatch(/set DATA_DIR to another folder/)
  })

  it('the same process is refused too while it holds the lock', async () => {
    expect(held).toBeDefined()
    await expect(openPglite(dir)).rejects.toBeInstanceOf(DataDirLockedError)
    await expect(openPglite(dir)).rejects.toThrow(/in use by another process/)
    // The holder is unaffected by the refused attempts.
    await held!.ping()
  })

  it('after close() the dir can be opened again, in this process and in another', { timeout: 90_000 }, async () => {
    await held!.close()
    held = undefined
    expect(existsSync(path.join(dir, '.lock'))).toBe(false)

    const again = await openPglite(dir)
    await again.ping()
    await again.close()

    const child = await openInChild(dir)
    expect(child.stderr).toBe('')
    expect(child.code).toBe(0)
    expect(child.stdout).toContain('opened')
  })
})

/** Starts the fixture holding the dir open; resolves once it has opened it. */
function holdInChild(dataDir: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, dataDir, '--hold'], { cwd: root })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('opened')) resolve(child)
    })
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => reject(new Error(`holder exited (${code}) before opening: ${output}`)))
  })
}

describe('PGlite data-dir lock after a crash (issue 12 #3)', () => {
  const crashDir = path.join(root, '.tmp', `lock-crash-${randomUUID().slice(0, 8)}`)
  afterAll(() => rmSync(crashDir, { recursive: true, force: true }))

  it(
    'a live holder still refuses others; after SIGKILL the dir opens again at once',
    { timeout: 120_000 },
    async () => {
      const holder = await holdInChild(crashDir)
      try {
        await expect(openPglite(crashDir, { migrate: false })).rejects.toBeInstanceOf(DataDirLockedError)
        const refused = await openInChild(crashDir)
        expect(refused.code).not.toBe(0)
        expect(refused.stderr).toContain('is in use by another process')
      } finally {
        const exited = new Promise((resolve) => holder.on('exit', resolve))
        holder.kill('SIGKILL')
        await exited
      }
      // The lock file is still there (nobody removed it), yet the very next open succeeds: its owner is dead.
      expect(existsSync(path.join(crashDir, '.lock'))).toBe(true)
      const restarted = await openInChild(crashDir)
      expect(restarted.stderr).toBe('')
      expect(restarted.code).toBe(0)
      expect(restarted.stdout).toContain('opened')
    },
  )

  it('a lock left by a dead process in this process too is taken over at once', async () => {
    const holder = await holdInChild(crashDir)
    const exited = new Promise((resolve) => holder.on('exit', resolve))
    holder.kill('SIGKILL')
    await exited
    const database = await openPglite(crashDir, { migrate: false })
    await database.ping()
    await database.close()
    expect(existsSync(path.join(crashDir, '.lock'))).toBe(false)
  })
})

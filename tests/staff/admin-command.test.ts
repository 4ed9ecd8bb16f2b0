// `npm run admin` (ADR 043): grant, revoke and list on the test database; then the real command in a child process,
// on PostgreSQL, on an embedded data dir held by a running server (through its socket) and on one nobody holds.
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { runAdminCommand, startAdminSocket } from '@/features/admin/admin-command.server'
import { adminSocketPath } from '@/server/admin-socket/admin-socket.server'
import { openPgliteWorker, openPostgres, type Database } from '@/server/db/client.server'
import { auditLog, user } from '@/server/db/schema'
import { closeResources } from '@/server/lifecycle.server'
import { createTestDatabase, testEngine } from '../support/db'
import { templateDbName, withDatabase } from '../support/paths'
import { stubTempDataDir } from '../support/settings'
import { createUser } from '../factories/user'

stubTempDataDir()
const root = path.resolve(import.meta.dirname, '../..')

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

/** `npm run admin -- ...args` in a child process (this Node, tsx), with `env` on top of a clean environment. */
function admin(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const { DATABASE_URL: _url, TEST_DATABASE_URL: _test, ...rest } = process.env
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
      cwd: root,
      env: { ...rest, LOG_LEVEL: 'warn', SEED_ON_START: 'false', ...env },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000)
    child.on('error', reject)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

describe(`the admin command's requests on ${testEngine}`, () => {
  it('grant, unchanged, list, revoke: each change one audit line without an actor', async () => {
    const member = await createUser(database.db)
    expect(await runAdminCommand(database.db, { command: 'grant', email: member.email, role: 'admin' })).toEqual({
      ok: true,
      command: 'grant',
      changed: true,
      email: member.email,
      role: 'admin',
    })
    expect(await runAdminCommand(database.db, { command: 'grant', email: member.email, role: 'admin' })).toMatchObject({
      ok: true,
      changed: false,
    })
    const list = await runAdminCommand(database.db, { command: 'list' })
    expect(list.ok && list.command === 'list' && list.staff.map((s) => [s.email, s.role])).toContainEqual([
      member.email,
      'admin',
    ])
    expect(await runAdminCommand(database.db, { command: 'revoke', email: member.email.toUpperCase() })).toMatchObject({
      ok: true,
      changed: true,
      role: 'member',
    })
    const lines = await database.db.select().from(auditLog).where(eq(auditLog.subjectId, member.id))
    expect(lines.map((l) => [l.action, l.actorId])).toEqual([
      ['role.grant', null],
      ['role.revoke', null],
    ])
  })

  it('refusals and bad requests are answers, not errors', async () => {
    const unconfirmed = await createUser(database.db, { emailVerified: false })
    expect(
      await runAdminCommand(database.db, { command: 'grant', email: 'nobody@example.test', role: 'editor' }),
    ).toEqual({ ok: false, error: 'no_account' })
    expect(await runAdminCommand(database.db, { command: 'grant', email: unconfirmed.email, role: 'editor' })).toEqual({
      ok: false,
      error: 'unconfirmed',
    })
    expect(await runAdminCommand(database.db, { command: 'grant', email: 'x@example.test', role: 'owner' })).toEqual({
      ok: false,
      error: 'invalid_request',
    })
    expect(await runAdminCommand(database.db, { command: 'drop table' })).toEqual({
      ok: false,
      error: 'invalid_request',
    })
  })
})

describe('npm run admin on the embedded database', () => {
  const dir = path.join(root, '.tmp', `admin-${randomUUID().slice(0, 8)}`)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it(
    'while a server holds the data dir, through its socket; then, with none, on the data dir itself',
    { timeout: 240_000 },
    async () => {
      const server = await openPgliteWorker(dir)
      const member = await createUser(server.db, { email: `held-${randomUUID().slice(0, 6)}@example.test` })
      await startAdminSocket(server.db, dir)
      const socket = adminSocketPath(dir)
      expect(statSync(socket).mode & 0o777).toBe(0o600)
      expect(statSync(path.dirname(socket)).mode & 0o777).toBe(0o700)

      const granted = await admin(['grant', member.email, 'editor'], { DATA_DIR: dir })
      expect(granted.code, granted.stderr).toBe(0)
      expect(granted.stdout).toContain(`${member.email}: now editor`)
      const [row] = await server.db.select({ role: user.role }).from(user).where(eq(user.id, member.id))
      expect(row!.role).toBe('editor')
      const refused = await admin(['grant', 'nobody@example.test', 'admin'], { DATA_DIR: dir })
      expect([refused.code, refused.stderr.trim()]).toEqual([1, 'admin: refused: no account has this e-mail address'])

      // The server stops (socket and lock gone): the command opens the data dir itself.
      await closeResources()
      await server.close()
      const listed = await admin(['list'], { DATA_DIR: dir })
      expect(listed.code, listed.stderr).toBe(0)
      expect(listed.stdout).toContain(`${member.email}\teditor\t2fa:off`)
    },
  )

  it('usage on a bad command line', async () => {
    const bad = await admin(['grant', 'not-an-address', 'editor'], { DATA_DIR: dir })
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('npm run admin -- grant EMAIL ROLE')
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('npm run admin on PostgreSQL', () => {
  it('connects with DATABASE_URL, also while servers run', { timeout: 120_000 }, async () => {
    const url = process.env.TEST_DATABASE_URL!
    const name = `waypoints_admin_${randomUUID().replaceAll('-', '').slice(0, 12)}`
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query(`create database ${name} template ${templateDbName(inject('templateRun'))}`)
    const own = await openPostgres(withDatabase(url, name), { migrate: false })
    try {
      const member = await createUser(own.db, { email: `pg-${randomUUID().slice(0, 6)}@example.test` })
      const granted = await admin(['grant', member.email, 'admin'], { DATABASE_URL: withDatabase(url, name) })
      expect(granted.code, granted.stderr).toBe(0)
      const [row] = await own.db.select({ role: user.role }).from(user).where(eq(user.id, member.id))
      expect(row!.role).toBe('admin')
      const revoked = await admin(['revoke', member.email], { DATABASE_URL: withDatabase(url, name) })
      expect(revoked.stdout).toContain(`${member.email}: now member`)
    } finally {
      await own.close()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    }
  })
})

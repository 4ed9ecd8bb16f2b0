// The audit log (ADR 043): a line is written with its change (a rolled-back change leaves none), read newest first,
// paged by id, filtered by subject, and names its actor (or none for the command and deleted accounts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Database } from '@/server/db/client.server'
import { auditLog, user } from '@/server/db/schema'
import { createUser } from '../../../tests/factories/user'
import { createTestDatabase, testEngine } from '../../../tests/support/db'
import { listStaffActions, recordStaffAction } from './audit.server'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

describe(`the audit log on ${testEngine}`, () => {
  it('keeps who did what to which record, with before and after, newest first', async () => {
    const admin = await createUser(database.db, { role: 'admin' })
    await recordStaffAction(database.db, {
      actorId: admin.id,
      action: 'trip.update',
      subjectType: 'trip',
      subjectId: 7,
      before: { title: 'Old' },
      after: { title: 'New' },
    })
    await recordStaffAction(database.db, { actorId: null, action: 'role.grant', subjectType: 'user', subjectId: 'u-1' })

    const [newest, older] = await listStaffActions(database.db, { limit: 2 })
    expect(newest).toMatchObject({ action: 'role.grant', actor: null, subjectId: 'u-1', before: null, after: null })
    expect(older).toMatchObject({
      action: 'trip.update',
      subjectType: 'trip',
      subjectId: '7',
      before: { title: 'Old' },
      after: { title: 'New' },
      actor: { id: admin.id, name: admin.name, email: admin.email },
    })
    expect(await listStaffActions(database.db, { limit: 5, beforeId: newest!.id })).toHaveLength(1)
    expect(await listStaffActions(database.db, { limit: 5, subject: { type: 'trip', id: 7 } })).toEqual([older])
  })

  it('writes nothing when the change it belongs to rolls back', async () => {
    const before = (await database.db.select().from(auditLog)).length
    await expect(
      database.db.transaction(async (tx) => {
        await recordStaffAction(tx, { actorId: null, action: 'trip.update', subjectType: 'trip', subjectId: 1 })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect(await database.db.select().from(auditLog)).toHaveLength(before)
  })

  it("keeps a deleted actor's lines, without the actor", async () => {
    const editor = await createUser(database.db, { role: 'editor' })
    await recordStaffAction(database.db, { actorId: editor.id, action: 'post.hide', subjectType: 'post', subjectId: 3 })
    await database.db.delete(user).where(eq(user.id, editor.id))
    const [line] = await listStaffActions(database.db, { limit: 1, subject: { type: 'post', id: 3 } })
    expect(line).toMatchObject({ action: 'post.hide', actor: null })
  })
})

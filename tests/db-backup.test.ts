import { randomUUID } from 'node:crypto'
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { isEmptyDataDir, writeBackup } from '@/server/db/backup.server'
import { openPglite } from '@/server/db/client.server'
import { tableChecksum, pgliteClient } from '@/server/db/copy.server'
import { seed } from '@/server/db/seed-runner.server'
import { seedSteps } from '@/seed-steps.server'

const root = path.resolve('.tmp', `backup-test-${randomUUID().slice(0, 8)}`)
afterAll(() => rmSync(root, { recursive: true, force: true }))

async function fingerprint(client: Parameters<typeof pgliteClient>[0]) {
  const sqlClient = pgliteClient(client)
  const out: Record<string, string> = {}
  for (const table of ['user', 'posts', 'trips', 'tags', 'post_tags']) {
    const { rows, checksum } = await tableChecksum(sqlClient, table)
    out[table] = `${rows}:${checksum}`
  }
  return out
}

describe('backup and restore of the embedded database', () => {
  it('restores exactly the backed-up state: later changes are gone, everything else is there', async () => {
    const original = await openPglite(path.join(root, 'data'))
    await seed(original.db, seedSteps)
    await original.db.execute(
      sql`insert into "user" (id, name, email, username) values ('u1', 'Ana', 'ana@example.test', 'ana')`,
    )
    const before = await fingerprint(original.client)
    const file = path.join(root, 'backup.tar.gz')
    expect(await writeBackup(original.client, file)).toBeGreaterThan(0)

    // Changes after the backup.
    await original.db.execute(
      sql`insert into "user" (id, name, email, username) values ('u2', 'Bo', 'bo@example.test', 'bo')`,
    )
    await original.db.execute(sql`delete from post_tags`)
    expect(await fingerprint(original.client)).not.toEqual(before)
    await original.close()

    const target = path.join(root, 'restored')
    expect(isEmptyDataDir(target)).toBe(true)
    const restored = await openPglite(target, { loadDataDir: new Blob([readFileSync(file)]) })
    try {
      expect(await fingerprint(restored.client)).toEqual(before)
      // The seed's authors are accounts too; of the members, u1 (before the backup) is there and u2 (after) is not.
      const users = await restored.db.execute(sql`select id from "user" where id not like 'seed-author-%' order by id`)
      expect((users as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id)).toEqual(['u1'])
    } finally {
      await restored.close()
    }
    expect(isEmptyDataDir(target)).toBe(false)
  }, 180_000)
})

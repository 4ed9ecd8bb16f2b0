// Issue 39, finding 8c: members signing up at the same moment with the same name race for the same handle; the
// loser's insert meets the unique index and sign-up tries once more. Both succeed, so nothing is logged as an error
// (the library's "failed to create user" line for a lost race is information, not a failure).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { logger } from '@/server/logger.server'
import { createTestDatabase, testEngine } from '../support/db'
import { TestClient, uniqueEmail } from '../support/auth-client'
import { stubTempDataDir } from '../support/settings'

stubTempDataDir()
let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
  // The lost race, made certain: the first time a sign-up inserts the handle "ada-byron", another account takes it
  // first in the same statement, as a concurrent sign-up that checked the same free handle would (the insert then
  // meets the unique index; the taker goes with the failed statement, a sequence remembers it happened).
  await database.db.execute(`create sequence handle_races`)
  await database.db.execute(`create function take_handle_first() returns trigger language plpgsql as $$
    begin
      if new.username = 'ada-byron' and new.id <> 'first-taker' and nextval('handle_races') = 1 then
        insert into "user" (id, name, email, username) values ('first-taker', 'Ada Byron', 'taker@example.test', 'ada-byron');
      end if;
      return new;
    end $$`)
  await database.db.execute(
    `create trigger take_handle_first before insert on "user" for each row execute function take_handle_first()`,
  )
})
afterAll(() => database.close())

describe(`concurrent sign-ups with one name on ${testEngine}`, () => {
  it('a sign-up that loses the race for its handle succeeds with another one and logs no error', async () => {
    const errors = vi.spyOn(logger, 'error')
    const email = uniqueEmail('byron')
    const answer = await new TestClient().call('POST /api/auth/register', {
      name: 'Ada Byron',
      email,
      password: 'violet-harbour-tram-42',
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const rows = (await database.db.execute(`select username from "user" where email = '${email}'`)) as unknown as {
      rows: Array<{ username: string }>
    }
    expect(rows.rows[0]?.username).toMatch(/^ada-byron/)
    const races = (await database.db.execute(`select last_value from handle_races`)) as unknown as {
      rows: Array<{ last_value: number | string }>
    }
    expect(Number(races.rows[0]?.last_value), 'the race was lost once').toBeGreaterThanOrEqual(2)
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([])
    errors.mockRestore()
  })

  it('all succeed with their own handles and log no error', async () => {
    const errors = vi.spyOn(logger, 'error')
    const warnings = vi.spyOn(logger, 'warn')
    const emails = Array.from({ length: 6 }, () => uniqueEmail('race'))
    const answers = await Promise.all(
      emails.map((email) =>
        new TestClient().call('POST /api/auth/register', {
          name: 'Grace Hopper',
          email,
          password: 'violet-harbour-tram-42',
        }),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual(emails.map(() => 200))
    const rows = (await database.db.execute(`select username from "user" where email like 'race.%'`)) as unknown as {
      rows: Array<{ username: string }>
    }
    const handles = rows.rows.map((r) => r.username)
    expect(handles).toHaveLength(6)
    expect(new Set(handles).size).toBe(6)
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([])
    expect(warnings.mock.calls.map((call) => String(call[0]))).toEqual([])
    errors.mockRestore()
    warnings.mockRestore()
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Database } from './client.server'
import { createTestDatabase, testEngine } from '../../../tests/support/db'
import { inlineLimit, nameStatements, statementName } from './named-statements.server'

/** A stand-in connection that records what it was asked to run. */
function recordingClient() {
  const calls: unknown[] = []
  const client = { query: (config: unknown) => void calls.push(config) }
  return { client, calls }
}

describe('named statements', () => {
  it('names parameterised statements by their text, and leaves the rest as they were', () => {
    const { client, calls } = recordingClient()
    nameStatements(client)
    const query = client.query as (config: unknown, values?: unknown[]) => void
    query({ text: 'select $1::int', values: [1] })
    query({ text: 'select $1::int', values: [2] })
    query({ text: 'select $1::text', values: ['a'] })
    query({ text: 'select $1::int' }, [3])
    query('begin')
    query({ text: 'select 1' })
    query({ text: 'select $1::int', values: [4], name: 'own' })
    const names = calls.map((call) => (typeof call === 'object' && call ? (call as { name?: string }).name : call))
    const intName = statementName('select $1::int')
    expect(names).toEqual([intName, intName, statementName('select $1::text'), intName, 'begin', undefined, 'own'])
    expect(intName).not.toBe(statementName('select $1::text'))
    expect(intName).toMatch(/^w[0-9a-f]{40}$/) // within PostgreSQL's 63-character names
  })

  it('stops naming new texts on a connection that holds its limit, and keeps the ones it has', () => {
    const { client, calls } = recordingClient()
    nameStatements(client, 2)
    const query = client.query as (config: unknown) => void
    for (const text of ['select $1::int', 'select $1::text', 'select $1::date', 'select $1::int'])
      query({ text, values: [1] })
    expect(calls.map((call) => (call as { name?: string }).name)).toEqual([
      statementName('select $1::int'),
      statementName('select $1::text'),
      undefined,
      statementName('select $1::int'),
    ])
  })
})

describe('inlineLimit', () => {
  it('writes a row count into the text, and refuses anything else', () => {
    const { sql: text, params } = new PgDialect().sqlToQuery(sql`select 1 limit ${inlineLimit(11)}`)
    expect(text).toBe('select 1 limit 11')
    expect(params).toEqual([])
    for (const bad of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])
      expect(() => inlineLimit(bad)).toThrow(RangeError)
  })
})

describe.runIf(testEngine === 'postgres')('named statements on PostgreSQL', () => {
  let database: Database
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  it('prepares each statement once per connection and answers every run with its own values', async () => {
    await database.db.transaction(async (tx) => {
      // Past five runs PostgreSQL may switch to a reused plan: the answers must still follow the values.
      for (let i = 0; i < 8; i++) {
        const result = await tx.execute(sql`select ${i}::int * 2 as doubled, ${`run ${i}`}::text as label`)
        expect(result.rows).toEqual([{ doubled: i * 2, label: `run ${i}` }])
      }
      const prepared = await tx.execute(
        sql`select name from pg_prepared_statements where statement like ${'%as doubled%'}`,
      )
      expect(prepared.rows).toHaveLength(1)
    })
  })
})

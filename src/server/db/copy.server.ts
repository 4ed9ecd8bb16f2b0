// Copies every table of one database into another with the same migrations (the way from the embedded database to
// PostgreSQL). Works on the catalogue, not on the Drizzle schema, so a table added later is copied too.
import type { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'

/** The little a copy needs from either engine: run a query, get rows. */
interface SqlClient {
  query<T>(text: string, params?: unknown[]): Promise<T[]>
}

export const pgliteClient = (client: PGlite): SqlClient => ({
  query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
})

export const pgClient = (client: pg.Client | pg.Pool): SqlClient => ({
  query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
})

interface TableReport {
  table: string
  sourceRows: number
  targetRows: number
  sourceChecksum: string
  targetChecksum: string
  ok: boolean
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

/** Tables of the public schema, parents before children (foreign keys), then by name. */
async function tablesInCopyOrder(client: SqlClient): Promise<string[]> {
  const tables = (
    await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((r) => r.name)
  const edges = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`,
  )
  const ordered: string[] = []
  const visiting = new Set<string>()
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return
    visiting.add(table)
    for (const edge of edges) if (edge.child === table) visit(edge.parent)
    visiting.delete(table)
    ordered.push(table)
  }
  tables.forEach(visit)
  return ordered
}

/** Row count and an order-independent checksum of a table's rows (as JSON, in UTC). */
export async function tableChecksum(client: SqlClient, table: string): Promise<{ rows: number; checksum: string }> {
  const [row] = await client.query<{ rows: number; checksum: string }>(
    `select count(*)::int as rows,
       md5(coalesce(string_agg(h, '' order by h), '')) as checksum
     from (select md5(row_to_json(t)::text) as h from ${quote(table)} t) x`,
  )
  return { rows: Number(row?.rows ?? 0), checksum: row?.checksum ?? '' }
}

async function insertableColumns(client: SqlClient, table: string): Promise<string[]> {
  const rows = await client.query<{ name: string }>(
    `select column_name as name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' and identity_generation is null
     order by ordinal_position`,
    [table],
  )
  return rows.map((r) => r.name)
}

export class TargetNotEmptyError extends Error {
  constructor(tables: string[]) {
    super(`The target database is not empty (${tables.join(', ')} have rows): copy only into a fresh database.`)
    this.name = 'TargetNotEmptyError'
  }
}

/**
 * Copies every public table from `source` to `target` (both migrated alike; the target empty), in batches through
 * JSON so every type survives, then moves sequences past the copied ids and compares counts and checksums.
 */
export async function copyDatabase(
  source: SqlClient,
  target: SqlClient,
  options: { batchSize?: number; log?: (line: string) => void } = {},
): Promise<TableReport[]> {
  const batchSize = options.batchSize ?? 1000
  const log = options.log ?? (() => {})
  for (const client of [source, target]) await client.query(`set timezone = 'UTC'`)
  const tables = await tablesInCopyOrder(source)
  const filled: string[] = []
  for (const table of await tablesInCopyOrder(target)) {
    if ((await tableChecksum(target, table)).rows > 0) filled.push(table)
  }
  if (filled.length) throw new TargetNotEmptyError(filled)

  await target.query('begin')
  try {
    // Stored counts and vocabularies are copied as they are: the triggers that keep them stand aside (migration 0006).
    await target.query(`set local waypoints.bulk_load = 'on'`)
    for (const table of tables) {
      const columns = (await insertableColumns(source, table)).map(quote).join(', ')
      let copied = 0
      for (let offset = 0; ; offset += batchSize) {
        const [batch] = await source.query<{ rows: string | null }>(
          `select json_agg(t)::text as rows from
             (select ${columns} from ${quote(table)} order by ctid limit ${batchSize} offset ${offset}) t`,
        )
        if (!batch?.rows) break
        const result = await target.query<{ n: number }>(
          `with inserted as (insert into ${quote(table)} (${columns})
             select ${columns} from json_populate_recordset(null::${quote(table)}, $1::json) returning 1)
           select count(*)::int as n from inserted`,
          [batch.rows],
        )
        copied += Number(result[0]?.n ?? 0)
      }
      log(`copy: ${table} ${copied} rows`)
    }
    // Serial columns: the next id continues after the copied ones.
    const sequences = await target.query<{ table: string; column: string; sequence: string }>(
      `select t.relname as table, a.attname as column, s.relname as sequence
       from pg_depend d join pg_class s on s.oid = d.objid and s.relkind = 'S'
       join pg_class t on t.oid = d.refobjid join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
       join pg_namespace n on n.oid = t.relnamespace where n.nspname = 'public'`,
    )
    for (const seq of sequences) {
      await target.query(
        `select setval('public.${quote(seq.sequence)}', coalesce(max(${quote(seq.column)}), 1), max(${quote(seq.column)}) is not null) from ${quote(seq.table)}`,
      )
    }
    await target.query('commit')
  } catch (error) {
    await target.query('rollback')
    throw error
  }

  const reports: TableReport[] = []
  for (const table of tables) {
    const from = await tableChecksum(source, table)
    const to = await tableChecksum(target, table)
    reports.push({
      table,
      sourceRows: from.rows,
      targetRows: to.rows,
      sourceChecksum: from.checksum,
      targetChecksum: to.checksum,
      ok: from.rows === to.rows && from.checksum === to.checksum,
    })
  }
  return reports
}

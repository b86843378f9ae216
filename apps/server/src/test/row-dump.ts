import { sql } from 'drizzle-orm';
import type { Database } from '../db';

/** Every row of every table, as PostgreSQL's text form of the row, sorted, per table. */
export type RowDump = Record<string, string[]>;

/**
 * A reader of the whole database's rows (the tables of the public schema, whatever later
 * migrations add), leaving out `except`: tables a refused request writes by design. One query
 * per dump, so it can run after every request of a fuzz run.
 */
export async function createRowDump(
  db: Database,
  except: readonly string[],
): Promise<() => Promise<RowDump>> {
  const listed = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = listed.rows.map((r) => r.table_name).filter((t) => !except.includes(t));
  const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const literal = (name: string) => `'${name.replace(/'/g, "''")}'`;
  const query = sql.raw(
    tables
      .map((t) => `select ${literal(t)} as tbl, x::text as row from public.${ident(t)} x`)
      .join(' union all '),
  );
  return async () => {
    const dump: RowDump = Object.fromEntries(tables.map((t) => [t, [] as string[]]));
    const result = await db.execute<{ tbl: string; row: string }>(query);
    for (const r of result.rows) dump[r.tbl]!.push(r.row);
    for (const rows of Object.values(dump)) rows.sort();
    return dump;
  };
}

/** The rows each table gained and lost from `before` to `after`; empty when nothing changed. */
export function rowChanges(
  before: RowDump,
  after: RowDump,
): Record<string, { added: string[]; removed: string[] }> {
  const changes: Record<string, { added: string[]; removed: string[] }> = {};
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = new Set(before[table] ?? []);
    const is = new Set(after[table] ?? []);
    const added = [...is].filter((r) => !was.has(r));
    const removed = [...was].filter((r) => !is.has(r));
    if (added.length || removed.length) changes[table] = { added, removed };
  }
  return changes;
}

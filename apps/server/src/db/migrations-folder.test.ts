import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase, resolveMigrationsFolder } from './client';
import { tempDir } from './testing';

const dir = tempDir('portal-migrations-');
afterAll(() => dir.remove());
const saved = process.env.MIGRATIONS_DIR;
afterEach(() => {
  if (saved === undefined) delete process.env.MIGRATIONS_DIR;
  else process.env.MIGRATIONS_DIR = saved;
});

describe('migrations folder', () => {
  it('finds the committed migrations beside the source by default', () => {
    delete process.env.MIGRATIONS_DIR;
    expect(resolveMigrationsFolder()).toBe(join(import.meta.dirname, 'migrations'));
  });

  it('prefers MIGRATIONS_DIR when it holds a journal (a built server with copied files)', () => {
    const copy = join(dir.path, 'copied');
    cpSync(join(import.meta.dirname, 'migrations'), copy, { recursive: true });
    process.env.MIGRATIONS_DIR = copy;
    expect(resolveMigrationsFolder()).toBe(copy);
  });

  it('ignores a MIGRATIONS_DIR without a journal and honours an explicit folder', () => {
    process.env.MIGRATIONS_DIR = join(dir.path, 'vazio');
    expect(resolveMigrationsFolder()).toBe(join(import.meta.dirname, 'migrations'));
    expect(resolveMigrationsFolder('/opt/portal/migrations')).toBe('/opt/portal/migrations');
  });
});

type Journal = { entries: { idx: number; when: number; tag: string }[] };
const journalOf = (folder: string): Journal =>
  JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;

describe('the migrations journal', () => {
  const folder = join(import.meta.dirname, 'migrations');

  // Drizzle's migrator applies only the migrations dated after the newest one a database has:
  // one dated before its predecessor is skipped for ever on every database made in between.
  it('dates every migration after the one before it, and names a file for each', () => {
    const { entries } = journalOf(folder);
    entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      if (i > 0) expect(entry.when).toBeGreaterThan(entries[i - 1]!.when);
      expect(existsSync(join(folder, `${entry.tag}.sql`))).toBe(true);
    });
  });

  it('brings a database made by an earlier release up to date', async () => {
    const earlier = join(dir.path, 'earlier');
    cpSync(folder, earlier, { recursive: true });
    const journal = journalOf(earlier);
    const kept = journal.entries.findIndex((entry) => entry.tag.startsWith('0014_'));
    writeFileSync(
      join(earlier, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, kept + 1) }),
    );
    const dataDir = join(dir.path, 'upgraded');
    await (await openDatabase({ dataDir, migrationsFolder: earlier })).close();
    const handle = await openDatabase({ dataDir, migrationsFolder: folder });
    try {
      const applied = await handle.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]?.n).toBe(journalOf(folder).entries.length);
      const columns = await handle.db.execute<{ column_name: string }>(
        sql`select column_name from information_schema.columns where table_name = 'tasks' and column_name in ('owner_id', 'due_date') order by 1`,
      );
      expect(columns.rows.map((row) => row.column_name)).toEqual(['due_date', 'owner_id']);
    } finally {
      await handle.close();
    }
  });
});

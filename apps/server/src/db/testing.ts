import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { openDatabase, resolveMigrationsFolder } from './client';

// Helpers for tests that need a real database. Not used by the server itself.

export const TEST_ADMIN_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type ThrowawayPostgres = { url: string; name: string; drop: () => Promise<void> };

/**
 * Creates `portal_test_<random>` on the test server and returns its URL. Throws (never skips)
 * when the server does not answer: the PostgreSQL half of a suite must fail loudly.
 */
export const createThrowawayPostgres = async (): Promise<ThrowawayPostgres> => {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({
    connectionString: TEST_ADMIN_DATABASE_URL,
    connectionTimeoutMillis: 5_000,
  });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL não respondeu em ${TEST_ADMIN_DATABASE_URL} (defina TEST_DATABASE_URL): ${(error as Error).message}`,
    );
  }
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const c = new pg.Client({ connectionString: TEST_ADMIN_DATABASE_URL });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
};

/** A fresh temporary folder and its remover. */
export const tempDir = (prefix: string): { path: string; remove: () => void } => {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
};

// PGlite's initdb costs seconds (far more on a busy machine); reopening a data folder costs
// ≈ 0.2 s. So tests start from a copy of one migrated folder, built once per migrations and
// PGlite version and kept in the system temp folder (shared by workers and later runs).

/** PGlite's version (its package.json is not exported, so walk up from its entry point). */
const pgliteVersion = (): string => {
  let folder = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (let depth = 0; depth < 4; depth += 1) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest)) {
      const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (parsed.name === '@electric-sql/pglite') return parsed.version ?? 'unknown';
    }
    folder = dirname(folder);
  }
  return 'unknown';
};

const templateKey = (): string => {
  const hash = createHash('sha256');
  const folder = resolveMigrationsFolder();
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(join(folder, file)));
  }
  hash.update(pgliteVersion());
  return hash.digest('hex').slice(0, 16);
};

let template: Promise<string> | undefined;

const buildTemplate = async (): Promise<string> => {
  const final = join(tmpdir(), `portal-pglite-template-${templateKey()}`);
  if (existsSync(join(final, 'pgdata', 'PG_VERSION'))) return final;
  const building = mkdtempSync(join(tmpdir(), 'portal-pglite-building-'));
  const handle = await openDatabase({ dataDir: building });
  await handle.close();
  try {
    renameSync(building, final);
  } catch {
    // Another worker finished first: use theirs.
    rmSync(building, { recursive: true, force: true });
  }
  return final;
};

/**
 * A temporary DATA_DIR whose embedded database is already created and migrated (a copy of a
 * cached template). `openDatabase({ dataDir: path })` on it still runs the migrator, which finds
 * nothing to do. For tests that need a fresh initdb (migrations on a new database), use tempDir.
 */
export const preparedPgliteDir = async (
  prefix: string,
): Promise<{ path: string; remove: () => void }> => {
  template ??= buildTemplate();
  const source = join(await template, 'pgdata');
  const dir = tempDir(prefix);
  cpSync(source, join(dir.path, 'pgdata'), { recursive: true });
  return dir;
};

import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { narrowToOwner } from '../data-dir';
import { rootLogger, type Logger } from '../logger';
import { checkedChannel, listenPostgres, type ListenEvents, type Listening } from './listen';
import { acquireDataDirLock, type DataDirLock } from './lock';
import * as schema from './schema/index';

export type { ListenEvents, Listening } from './listen';

export type Schema = typeof schema;

/**
 * What services get: the driver-neutral base of both drizzle databases, so the same code runs on
 * PGlite and on node-postgres. A transaction (`db.transaction(async (tx) => ...)`) is one too.
 */
export type Database = PgDatabase<QueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<QueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/**
 * What `db.execute(sql...)` resolves to on both drivers: node-postgres' QueryResult and PGlite's
 * Results both carry `rows`. (An HKT has to be an interface: it refers to `this`.)
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export interface QueryResultHKT extends PgQueryResultHKT {
  type: RowsOf<this['row']>;
}
export type RowsOf<TRow> = { rows: TRow[] };

export type DatabaseKind = 'pglite' | 'postgres';

export type OpenDatabaseOptions = {
  /** postgres://... — when set, node-postgres against that server; otherwise embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database (`${dataDir}/pgdata`) and its lock. */
  dataDir: string;
  /** Where the generated SQL migrations are; a built server points this at its copied folder. */
  migrationsFolder?: string | undefined;
  /** Largest number of pooled PostgreSQL connections (default 10). */
  poolSize?: number | undefined;
  /**
   * How long a query waits for a PostgreSQL connection, new or from the busy pool (default
   * CONNECT_TIMEOUT_MS), before it fails instead of hanging its request.
   */
  connectTimeoutMs?: number | undefined;
  /** How long to wait for another process's DATA_DIR lock to go (default LOCK_WAIT_MS). */
  lockWaitMs?: number | undefined;
  /**
   * Told each step of creating a new embedded database (`create`: initdb, the long one;
   * `migrate`: the migrations), so a first start can say why it is silent; not called when
   * `DATA_DIR` already holds a database, nor on PostgreSQL.
   */
  onFirstOpenStep?: ((step: FirstOpenStep) => void) | undefined;
  /** Where a dropped idle PostgreSQL connection is told, one line each (default the server's). */
  logger?: Pick<Logger, 'warn'> | undefined;
};

export type FirstOpenStep = 'create' | 'migrate';

/** node-postgres' own pool counters (PGlite is one in-process connection: it has none). */
export type PoolStats = {
  /** Connections open, idle or in use. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
};

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** Resolves when the database answers a trivial query; rejects when it cannot. */
  ping(): Promise<void>;
  /** The pool's counters on PostgreSQL; null on PGlite. */
  poolStats(): PoolStats | null;
  /**
   * Embedded PGlite only (undefined on PostgreSQL): see {@link DumpDataDir}.
   */
  dumpDataDir?: DumpDataDir;
  /**
   * Calls `events.notify` for every NOTIFY on `channel` (sent at commit by any server on this
   * database). On PostgreSQL a connection of its own listens: when it drops, `events.lost` says
   * announcements may be missed until `events.regained` (it reconnects every second). Resolves
   * once listening; close() stops every listener too.
   */
  listen(channel: string, events: ListenEvents): Promise<Listening>;
  /** Closes the connection(s) and releases the DATA_DIR lock; safe to call twice. */
  close(): Promise<void>;
};

/** Plain SQL on the connection of a {@link DumpDataDir}: the rows of `text`. */
export type ReadRows = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * A copy of the embedded database's folder as a tarball (PGlite's `dumpDataDir`), taken while the
 * server runs: PGlite runs one statement at a time, and the copy waits for the transaction in
 * progress to end and holds off the next one, so it is the database as committed at one instant.
 * `read` runs at that same instant (e.g. the counts a backup's manifest states).
 */
export type DumpDataDir = <T>(read: (rows: ReadRows) => Promise<T>) => Promise<{
  tarball: Blob;
  read: T;
}>;

/** The trivial query readiness asks (`select 1`). */
const pingDatabase = async (db: Database): Promise<void> => {
  await db.execute(sql`select 1`);
};

const hasJournal = (folder: string) => existsSync(join(folder, 'meta', '_journal.json'));

/**
 * The committed migrations: next to this file when running from source (tsx, vitest), or where a
 * build copied them (`MIGRATIONS_DIR`, `./migrations` or `./db/migrations` beside the bundle).
 */
export const resolveMigrationsFolder = (explicit?: string): string => {
  if (explicit) return explicit;
  const candidates = [
    process.env.MIGRATIONS_DIR,
    fileURLToPath(new URL('./migrations', import.meta.url)),
    fileURLToPath(new URL('./db/migrations', import.meta.url)),
  ].filter((c): c is string => Boolean(c));
  const found = candidates.find(hasJournal);
  if (!found) {
    throw new Error(`Migrações do banco não encontradas (procurado em: ${candidates.join(', ')}).`);
  }
  return found;
};

/**
 * The contrib extensions the migrations create, which PGlite must load on every open (a database
 * made with them cannot be opened without): unaccent for Portuguese full-text search with accents
 * ignored (migration 0014), pg_trgm for the search's parts of words (migration 0019).
 */
export const PGLITE_EXTENSIONS = { unaccent, pg_trgm };

// Any constant works; it only has to be the same for every server sharing one PostgreSQL so
// that two servers starting together do not run the same migration twice.
const MIGRATION_LOCK_KEY = 7_240_331;

/** See OpenDatabaseOptions.connectTimeoutMs. */
export const CONNECT_TIMEOUT_MS = 10_000;

const openPostgres = async (
  databaseUrl: string,
  migrationsFolder: string,
  poolSize: number,
  connectTimeoutMs: number,
  logger: Pick<Logger, 'warn'>,
): Promise<DatabaseHandle> => {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  // One line with the cause: the error itself holds the whole client, hundreds of lines printed.
  pool.on('error', (error) => logger.warn('[db] conexão ociosa com o PostgreSQL caiu', error));
  try {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzleNodePg({ client: pool, schema });
  let closed = false;
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    ping: () => pingDatabase(db),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
    listen: async (channel, events) => {
      const listening = await listenPostgres(databaseUrl, channel, events, connectTimeoutMs);
      const stop = async () => {
        listeners.delete(stop);
        await listening.stop();
      };
      listeners.add(stop);
      return { heard: listening.heard, stop };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
};

const openPglite = async (
  dataDir: string,
  migrationsFolder: string,
  lockWaitMs?: number,
  onFirstOpenStep?: (step: FirstOpenStep) => void,
): Promise<DatabaseHandle> => {
  const lock: DataDirLock = await acquireDataDirLock(dataDir, lockWaitMs);
  let client: PGlite | undefined;
  try {
    // PGlite creates only the last folder of the path itself.
    mkdirSync(dataDir, { recursive: true });
    const pgdata = join(dataDir, 'pgdata');
    const fresh = !existsSync(join(pgdata, 'PG_VERSION'));
    if (fresh) onFirstOpenStep?.('create');
    client = await PGlite.create({ dataDir: pgdata, extensions: PGLITE_EXTENSIONS });
    const db = drizzlePglite({ client, schema });
    if (fresh) onFirstOpenStep?.('migrate');
    await migratePglite(db, { migrationsFolder });
    // PGlite gives the files it writes modes of its own (0666), whatever the umask.
    narrowToOwner(pgdata);
    const opened = client;
    let closed = false;
    return {
      db,
      kind: 'pglite',
      ping: () => pingDatabase(db),
      poolStats: () => null,
      // One process holds the embedded database: its own commits are all there is to hear.
      listen: async (channel, events) => {
        const unsubscribe = await opened.listen(checkedChannel(channel), () => events.notify());
        return { heard: () => Promise.resolve(), stop: () => unsubscribe() };
      },
      // Inside a transaction of its own: no other one is open (PGlite serializes them), and its
      // own reads assign no transaction id, so the copy holds nothing half done.
      dumpDataDir: (read) =>
        opened.transaction(async (tx) => {
          const result = await read(
            async (text) => (await tx.query<Record<string, unknown>>(text)).rows,
          );
          return { tarball: await opened.dumpDataDir('none'), read: result };
        }),
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await opened.close();
          // What it wrote while running and on closing (statistics, caches) too.
          narrowToOwner(pgdata);
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
};

/**
 * Opens the configured database and brings its schema up to date (migrations run on every open).
 * Throws DataDirLockedError when another live process holds the embedded DATA_DIR.
 */
export const openDatabase = async (options: OpenDatabaseOptions): Promise<DatabaseHandle> => {
  const migrationsFolder = resolveMigrationsFolder(options.migrationsFolder);
  if (options.databaseUrl) {
    return openPostgres(
      options.databaseUrl,
      migrationsFolder,
      options.poolSize ?? 10,
      options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      options.logger ?? rootLogger,
    );
  }
  return openPglite(options.dataDir, migrationsFolder, options.lockWaitMs, options.onFirstOpenStep);
};

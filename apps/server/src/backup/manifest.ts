import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BackupCounts } from '@portal/domain';
import { getTableName } from 'drizzle-orm';
import { z } from 'zod';
import { JWT_SECRET_FILE } from '../config';
import type { ReadRows } from '../db/client';
import { resolveMigrationsFolder } from '../db/client';
import { documents, businesses, meetings, tasks, users } from '../db/schema/index';
import { INGEST_KEY_FILE } from '../ingest/api-key';
import { MAIL_FOLDER } from '../mail/mailer';
import { FILES_FOLDER } from '../storage/local';

// What a backup archive holds (one .tar.gz):
//   manifest.json   this file's schema: format, when, the database's migrations, counts
//   database.tar    PGlite's dump of DATA_DIR/pgdata (loaded back with `loadDataDir`)
//   files/          DATA_DIR/files (uploaded logos, pictures)
//   mail/           DATA_DIR/mail (e-mails written to disk when there is no SMTP_URL)
//   jwt-secret, ingest-api-key   the kept secrets, so sessions and integrations survive a restore
// The lock, the admin socket, staging folders and earlier before-restore-* folders are left out.

export const MANIFEST_NAME = 'manifest.json';
export const DATABASE_DUMP_NAME = 'database.tar';
/** The embedded database's folder inside DATA_DIR (db/client.ts opens `${dataDir}/pgdata`). */
export const PGDATA_FOLDER = 'pgdata';
/** Folders of DATA_DIR copied as they are. */
export const COPIED_FOLDERS = [FILES_FOLDER, MAIL_FOLDER] as const;
/** Single files of DATA_DIR copied as they are. */
export const COPIED_FILES = [JWT_SECRET_FILE, INGEST_KEY_FILE] as const;
/** What a restore moves aside and puts back: everything above, the database as its folder. */
export const RESTORED_ENTRIES = [PGDATA_FOLDER, ...COPIED_FOLDERS, ...COPIED_FILES] as const;

export const BACKUP_FORMAT = 'portal-backup';

const count = z.number().int().nonnegative();

const countsSchema = z
  .object({
    users: count,
    businesses: count,
    meetings: count,
    tasks: count,
    documents: count,
    files: count,
  })
  .strict();

export const manifestSchema = z
  .object({
    format: z.literal(BACKUP_FORMAT),
    version: z.literal(1),
    createdAt: z.string().datetime({ offset: true }),
    database: z
      .object({
        engine: z.literal('pglite'),
        /** Migrations applied, and when the newest was written (drizzle's journal `when`). */
        migrations: count,
        lastMigrationAt: count.nullable(),
      })
      .strict(),
    counts: countsSchema,
  })
  .strict();
export type BackupManifest = z.infer<typeof manifestSchema>;

export type DatabaseFacts = {
  migrations: number;
  lastMigrationAt: number | null;
  counts: Omit<BackupCounts, 'files'>;
};

const counted = { users, businesses, meetings, tasks, documents } as const;

/** The migrations and row counts of a database, read with plain SQL (PGlite's own connection). */
export const readDatabaseFacts = async (rows: ReadRows): Promise<DatabaseFacts> => {
  const columns = Object.entries(counted).map(
    ([name, table]) => `(select count(*)::int from "${getTableName(table)}") as "${name}"`,
  );
  const [row] = await rows(
    `select ${columns.join(', ')},
       (select count(*)::int from drizzle.__drizzle_migrations) as "migrations",
       (select max(created_at)::text from drizzle.__drizzle_migrations) as "lastMigrationAt"`,
  );
  const value = (name: string) => Number(row?.[name] ?? Number.NaN);
  const last = row?.lastMigrationAt;
  return {
    migrations: value('migrations'),
    lastMigrationAt: last === null || last === undefined ? null : Number(last),
    counts: {
      users: value('users'),
      businesses: value('businesses'),
      meetings: value('meetings'),
      tasks: value('tasks'),
      documents: value('documents'),
    },
  };
};

/** When this code's newest migration was written: a database past it is from a newer portal. */
export const newestKnownMigration = (migrationsFolder?: string): number => {
  const journal = JSON.parse(
    readFileSync(join(resolveMigrationsFolder(migrationsFolder), 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
};

import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { create as createTar } from 'tar';
import type { DumpDataDir } from '../db/client';
import { FILES_FOLDER } from '../storage/local';
import {
  BACKUP_FORMAT,
  COPIED_FILES,
  COPIED_FOLDERS,
  DATABASE_DUMP_NAME,
  MANIFEST_NAME,
  readDatabaseFacts,
  type BackupManifest,
  type DatabaseFacts,
} from './manifest';
import { BACKUP_STAGING_PREFIX, snapshotFile, snapshotTree } from './tree';

export type BackupSource = {
  dataDir: string;
  /** The open embedded database's dump (DatabaseHandle.dumpDataDir). */
  dumpDataDir: DumpDataDir;
  /**
   * Holds the storage's deletions back until the returned release (the running server's
   * withDeferrableDeletes); absent when nothing else uses DATA_DIR (the command on its own).
   */
  holdDeletes?: () => () => Promise<void>;
  now?: () => Date;
};

export type PreparedBackup = {
  manifest: BackupManifest;
  /** The archive (.tar.gz), read from the staging folder as it is consumed. */
  archive: Readable;
  /** Removes the staging folder; call once the archive was consumed or abandoned. */
  discard(): Promise<void>;
};

/** The files of the storage: `objects/<key>` (their content types are beside, under `meta/`). */
const OBJECTS_PREFIX = 'objects/';

/**
 * Takes a consistent copy of DATA_DIR into a staging folder inside it and returns the archive
 * to stream from there. Consistency between rows and files: storage writes a file before its row
 * and deletes it after the row, so the database is dumped first (every row of the copy then has
 * its file on disk) with deletions held back until the files are linked into the staging folder
 * (so none of those files goes in between). Files written after the dump may come along, unused.
 */
export const prepareBackup = async (source: BackupSource): Promise<PreparedBackup> => {
  const { dataDir } = source;
  const staging = await mkdtemp(join(dataDir, BACKUP_STAGING_PREFIX));
  const discard = () => rm(staging, { recursive: true, force: true });
  try {
    const createdAt = (source.now?.() ?? new Date()).toISOString();
    const release = source.holdDeletes?.() ?? (async () => undefined);
    let facts: DatabaseFacts;
    let stored: string[];
    try {
      const dumped = await source.dumpDataDir(readDatabaseFacts);
      facts = dumped.read;
      await writeFile(
        join(staging, DATABASE_DUMP_NAME),
        new Uint8Array(await dumped.tarball.arrayBuffer()),
      );
      stored = await snapshotTree(join(dataDir, FILES_FOLDER), join(staging, FILES_FOLDER));
    } finally {
      await release();
    }
    for (const folder of COPIED_FOLDERS) {
      if (folder !== FILES_FOLDER) await snapshotTree(join(dataDir, folder), join(staging, folder));
    }
    for (const file of COPIED_FILES) await snapshotFile(join(dataDir, file), join(staging, file));

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt,
      database: {
        engine: 'pglite',
        migrations: facts.migrations,
        lastMigrationAt: facts.lastMigrationAt,
      },
      counts: {
        ...facts.counts,
        files: stored.filter((file) => file.startsWith(OBJECTS_PREFIX)).length,
      },
    };
    await writeFile(join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);

    const entries = [
      MANIFEST_NAME,
      DATABASE_DUMP_NAME,
      ...[...COPIED_FOLDERS, ...COPIED_FILES].filter((name) => existsSync(join(staging, name))),
    ];
    // `portable`: no owner names or ids of this machine in the archive.
    const archive = createTar({ gzip: true, cwd: staging, portable: true }, entries);
    return { manifest, archive: Readable.from(archive), discard };
  } catch (error) {
    await discard();
    throw error;
  }
};

import { existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { BACKUP_INVALID_REASONS as REASON, BACKUP_MESSAGES } from '@portal/domain';
import { extract, list, type ReadEntry } from 'tar';
import { acquireDataDirLock, DataDirLockedError } from '../db/lock';
import { PGLITE_EXTENSIONS } from '../db/client';
import { FILES_FOLDER } from '../storage/local';
import {
  COPIED_FILES,
  COPIED_FOLDERS,
  DATABASE_DUMP_NAME,
  manifestSchema,
  MANIFEST_NAME,
  newestKnownMigration,
  PGDATA_FOLDER,
  readDatabaseFacts,
  RESTORED_ENTRIES,
  type BackupManifest,
} from './manifest';
import { fileStamp, listFiles, removeStaleStaging, RESTORE_STAGING_PREFIX } from './tree';
import { narrowToOwner } from '../data-dir';

/** A refusal or failure of a restore, in pt-BR, saying whether anything changed. */
export class RestoreError extends Error {
  override name = 'RestoreError';
}

export type RestoreOptions = {
  dataDir: string;
  /** The .tar.gz written by `npm run backup`. */
  archive: string;
  /** Where this code's migrations are (default: found as the server finds them). */
  migrationsFolder?: string | undefined;
  now?: () => Date;
};

export type RestoreResult = {
  manifest: BackupManifest;
  /** The folder inside DATA_DIR holding what was there before; null when there was nothing. */
  keptAside: string | null;
};

const TOP_FILES = new Set<string>([MANIFEST_NAME, DATABASE_DUMP_NAME, ...COPIED_FILES]);
const FOLDERS = new Set<string>(COPIED_FOLDERS);

/** Only what a backup writes: its top files, and plain files and folders under its folders. */
const isExpected = (path: string, entry: ReadEntry | unknown): boolean => {
  const type = (entry as Partial<ReadEntry>).type;
  const parts = path.replace(/\/+$/, '').split('/');
  if (parts.some((part) => part === '..' || part === '')) return false;
  if (parts.length === 1 && TOP_FILES.has(parts[0]!)) return type === 'File';
  return FOLDERS.has(parts[0]!) && (type === 'File' || type === 'Directory');
};

/**
 * Whether `dump` is a tar of a Postgres data folder. Checked before PGlite reads it: PGlite
 * tries a corrupt tar again as gzip and leaves that failure unhandled, which would end the
 * process instead of refusing the archive.
 */
const isDataFolderTar = async (dump: string): Promise<boolean> => {
  let hasVersion = false;
  try {
    await list({
      file: dump,
      strict: true,
      onReadEntry: (entry) => {
        if (entry.path.replace(/^\/+/, '') === 'PG_VERSION') hasVersion = true;
      },
    });
  } catch {
    return false;
  }
  return hasVersion;
};

const sameCounts = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(a).every((key) => a[key] === b[key]);

/**
 * Unpacks `archive` into `staging` and checks it is whole: the manifest's format, a database
 * that opens (PGlite loads the dump into `staging/pgdata`) at a migration this code knows, and
 * the rows and files the manifest counted. Throws RestoreError; the caller removes `staging`.
 */
const unpackAndCheck = async (
  options: RestoreOptions,
  staging: string,
): Promise<BackupManifest> => {
  const invalid = (reason: string) =>
    new RestoreError(BACKUP_MESSAGES.invalid(options.archive, reason));
  const unexpected: string[] = [];
  try {
    await extract({
      file: options.archive,
      cwd: staging,
      strict: true,
      preserveOwner: false,
      filter: (path, entry) => {
        if (isExpected(path, entry)) return true;
        unexpected.push(path);
        return false;
      },
    });
  } catch {
    throw invalid(REASON.unreadable);
  }
  if (unexpected.length > 0) throw invalid(REASON.unexpectedEntry(unexpected[0]!));

  const manifestPath = join(staging, MANIFEST_NAME);
  if (!existsSync(manifestPath)) throw invalid(REASON.noManifest);
  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await readFile(manifestPath, 'utf8')));
  } catch {
    throw invalid(REASON.badManifest);
  }
  if ((manifest.database.lastMigrationAt ?? 0) > newestKnownMigration(options.migrationsFolder)) {
    throw new RestoreError(BACKUP_MESSAGES.newerVersion(options.archive));
  }

  const dumpPath = join(staging, DATABASE_DUMP_NAME);
  if (!existsSync(dumpPath)) throw invalid(REASON.noDatabase);
  if (!(await isDataFolderTar(dumpPath))) throw invalid(REASON.badDatabase);
  let facts;
  try {
    const dump = new Blob([new Uint8Array(await readFile(dumpPath))]);
    const database = await PGlite.create({
      dataDir: join(staging, PGDATA_FOLDER),
      loadDataDir: dump,
      extensions: PGLITE_EXTENSIONS,
    });
    try {
      facts = await readDatabaseFacts(
        async (text) => (await database.query<Record<string, unknown>>(text)).rows,
      );
    } finally {
      await database.close();
    }
  } catch {
    throw invalid(REASON.badDatabase);
  }
  // PGlite writes the loaded files 0666, whatever the umask.
  narrowToOwner(join(staging, PGDATA_FOLDER));
  await rm(dumpPath);

  const found = {
    ...facts.counts,
    files: (await listFiles(join(staging, FILES_FOLDER, 'objects'))).length,
  };
  if (facts.migrations !== manifest.database.migrations || !sameCounts(manifest.counts, found)) {
    throw invalid(REASON.countsDiffer(manifest.counts, found));
  }
  return manifest;
};

/** `before-restore-<when>` inside DATA_DIR, made new (a suffix when that second is taken). */
const makeAsideFolder = async (dataDir: string, now: Date): Promise<string> => {
  const base = join(dataDir, `before-restore-${fileStamp(now)}`);
  for (let n = 1; ; n += 1) {
    const folder = n === 1 ? base : `${base}-${n}`;
    try {
      await mkdir(folder);
      return folder;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
};

/**
 * Moves what DATA_DIR holds of a backup's entries into a new before-restore folder and the
 * staged ones into place, by renames inside DATA_DIR; a rename that fails puts every moved
 * entry back where it was.
 */
const swapIn = async (dataDir: string, staging: string, now: Date): Promise<string | null> => {
  const present = RESTORED_ENTRIES.filter((name) => existsSync(join(dataDir, name)));
  const aside = present.length > 0 ? await makeAsideFolder(dataDir, now) : null;
  const moved: [from: string, to: string][] = [];
  const move = async (from: string, to: string) => {
    await rename(from, to);
    moved.push([from, to]);
  };
  try {
    for (const name of present) await move(join(dataDir, name), join(aside!, name));
    for (const name of RESTORED_ENTRIES) {
      if (existsSync(join(staging, name))) await move(join(staging, name), join(dataDir, name));
    }
  } catch (error) {
    for (const [from, to] of moved.reverse()) await rename(to, from).catch(() => undefined);
    if (aside) await rmdir(aside).catch(() => undefined);
    throw error;
  }
  return aside;
};

/**
 * Replaces DATA_DIR's database, files, mails and kept secrets by the backup's, keeping the
 * current ones in `DATA_DIR/before-restore-<when>/` (never deleted). Refuses while a server (or
 * any process) holds DATA_DIR, and refuses an archive that is not a whole backup of this portal
 * without changing anything. Throws RestoreError with the pt-BR reason.
 */
export const restoreBackup = async (options: RestoreOptions): Promise<RestoreResult> => {
  const { dataDir, archive } = options;
  if (!existsSync(archive) || !statSync(archive).isFile()) {
    throw new RestoreError(BACKUP_MESSAGES.archiveMissing(archive));
  }
  let lock;
  try {
    lock = await acquireDataDirLock(dataDir, 0);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new RestoreError(BACKUP_MESSAGES.serverRunning(dataDir, error.pid));
    }
    throw error;
  }
  try {
    await removeStaleStaging(dataDir);
    const staging = await mkdtemp(join(dataDir, RESTORE_STAGING_PREFIX));
    try {
      const manifest = await unpackAndCheck(options, staging);
      const keptAside = await swapIn(dataDir, staging, options.now?.() ?? new Date());
      return { manifest, keptAside };
    } finally {
      // A cut-off archive fails the extraction while tar's file writes into `staging` are still
      // closing: removing the folder then met ENOTEMPTY (seen on a loaded machine) and left it
      // behind. Node's rm waits and tries again on ENOTEMPTY and EBUSY when given retries.
      await rm(staging, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
    }
  } finally {
    lock.release();
  }
};

import { copyFile, link, mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { format } from 'date-fns';

// File-tree helpers of backup and restore. Both work in a staging folder inside DATA_DIR (same
// file system as the data, so hard links and renames work), named with one of these prefixes:
// only one process holds DATA_DIR (db/lock.ts), so one left behind by a crash is stale.

export const BACKUP_STAGING_PREFIX = '.backup-';
export const RESTORE_STAGING_PREFIX = '.restore-';

/** `2026-11-20-143005` (local time): the moment in a backup's or a kept-aside folder's name. */
export const fileStamp = (date: Date): string => format(date, 'yyyy-MM-dd-HHmmss');

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** Removes the staging folders a crashed backup or restore left; call only holding DATA_DIR. */
export const removeStaleStaging = async (dataDir: string): Promise<void> => {
  let names: string[];
  try {
    names = await readdir(dataDir);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return;
    throw error;
  }
  const stale = names.filter(
    (name) => name.startsWith(BACKUP_STAGING_PREFIX) || name.startsWith(RESTORE_STAGING_PREFIX),
  );
  await Promise.all(stale.map((name) => rm(join(dataDir, name), { recursive: true, force: true })));
};

/**
 * Every regular file under `dir` (paths relative to it), skipping the storage's half-written
 * `*.tmp` files; an absent folder has none.
 */
export const listFiles = async (dir: string): Promise<string[]> => {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.isDirectory()) {
      for (const inner of await listFiles(join(dir, entry.name))) {
        files.push(`${entry.name}/${inner}`);
      }
    } else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
      files.push(entry.name);
    }
  }
  return files;
};

/** Link errors after which a copy still works (another file system, no hard links there). */
const CANNOT_LINK = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EMLINK']);

/**
 * Puts the file `from` at `to` as it is now: a hard link (instant, and a later replace or delete
 * of `from` does not reach it, since storage renames new files into place and unlinks old ones),
 * or a copy where links cannot be made. False when `from` is gone.
 */
export const snapshotFile = async (from: string, to: string): Promise<boolean> => {
  await mkdir(dirname(to), { recursive: true });
  try {
    await link(from, to);
    return true;
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return false;
    if (!CANNOT_LINK.has(codeOf(error) ?? '')) throw error;
  }
  try {
    await copyFile(from, to);
    return true;
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return false;
    throw error;
  }
};

/** {@link snapshotFile} for every file under `from`; the relative paths it put under `to`. */
export const snapshotTree = async (from: string, to: string): Promise<string[]> => {
  const put: string[] = [];
  for (const file of await listFiles(from)) {
    if (await snapshotFile(join(from, file), join(to, file))) put.push(file);
  }
  return put;
};

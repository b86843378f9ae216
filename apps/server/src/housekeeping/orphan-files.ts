import type { Database } from '../db';
import { namedFileKeys } from '../repositories/documents';
import type { FileStorage } from '../storage';

/** Where documents' files are stored (storage keys `documents/<random>.<ext>`). */
const DOCUMENT_FILES_PREFIX = 'documents';

/**
 * How old a stored file must be before the sweep may take it: an upload writes its file a moment
 * before its row commits, and a file that young may simply be waiting for its row.
 */
export const ORPHAN_GRACE_MS = 60 * 60_000;

/** Keys asked about per query. */
const BATCH = 500;

/**
 * Removes stored document files that no row names: what a crash between a delete's commit and
 * the file's removal (or between an upload's file and its row) leaves behind. Deletes never run
 * the other way round, so a row never loses its file. Answers how many files went.
 */
export async function sweepOrphanFiles(
  db: Database,
  storage: FileStorage,
  now: Date,
): Promise<number> {
  const before = now.getTime() - ORPHAN_GRACE_MS;
  const old = (await storage.list(DOCUMENT_FILES_PREFIX))
    .filter((f) => f.modifiedAt.getTime() < before)
    .map((f) => f.key);
  let removed = 0;
  for (let start = 0; start < old.length; start += BATCH) {
    const keys = old.slice(start, start + BATCH);
    const named = await namedFileKeys(db, keys);
    for (const key of keys) {
      if (named.has(key)) continue;
      await storage.delete(key);
      removed += 1;
    }
  }
  return removed;
}

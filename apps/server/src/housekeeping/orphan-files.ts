import type { Database } from '../db';
import { namedLogoKeys } from '../repositories/businesses';
import { namedFileKeys } from '../repositories/documents';
import type { FileStorage } from '../storage';

/**
 * Where swept files are stored, and which rows name them: documents' files (`documents/<random>`,
 * named by a document) and companies' logos (`logos/<random>`, named by a company). A company
 * erased or a logo replaced removes its file after the commit; a failure there leaves one here.
 */
const SWEPT: readonly {
  prefix: string;
  named: (db: Database, keys: readonly string[]) => Promise<Set<string>>;
}[] = [
  { prefix: 'documents', named: namedFileKeys },
  { prefix: 'logos', named: namedLogoKeys },
];

/**
 * How old a stored file must be before the sweep may take it: an upload writes its file a moment
 * before its row commits, and a file that young may simply be waiting for its row.
 */
export const ORPHAN_GRACE_MS = 60 * 60_000;

/** Keys asked about per query. */
const BATCH = 500;

/**
 * Removes stored document files and logos that no row names: what a crash or a failed delete
 * between a delete's commit and the file's removal (or between an upload's file and its row)
 * leaves behind. Deletes never run the other way round, so a row never loses its file. Answers
 * how many files went.
 */
export async function sweepOrphanFiles(
  db: Database,
  storage: FileStorage,
  now: Date,
): Promise<number> {
  const before = now.getTime() - ORPHAN_GRACE_MS;
  let removed = 0;
  for (const { prefix, named: namedOf } of SWEPT) {
    const old = (await storage.list(prefix))
      .filter((f) => f.modifiedAt.getTime() < before)
      .map((f) => f.key);
    for (let start = 0; start < old.length; start += BATCH) {
      const keys = old.slice(start, start + BATCH);
      const named = await namedOf(db, keys);
      for (const key of keys) {
        if (named.has(key)) continue;
        await storage.delete(key);
        removed += 1;
      }
    }
  }
  return removed;
}

import {
  DATA_EXPORT_FILES_HEADING,
  DATA_EXPORT_FORMAT_NOTES,
  DATA_EXPORT_NOTES_HEADING,
  dataExportFileLine,
  exportGeneratedAt,
  formatAdminDate,
  saoPauloIso,
} from '@portal/domain';
import type { Database } from '../../db';
import type { ServiceDeps } from '../deps';
import type { ZipEntry } from '../exports/zip-stream';

/** An export as the route sends it: the zip's name and its bytes as they are written. */
export type DataExportFile = { fileName: string; stream: ReadableStream<Uint8Array> };

/** An instant as the exports write it: São Paulo's clock with its offset, or null. */
export const instantCell = (date: Date | null): string | null => (date ? saoPauloIso(date) : null);

/**
 * Reads every list of an export at one moment (REPEATABLE READ), so its files agree with each
 * other, and records the export in the same transaction: an export refused (nothing found) leaves
 * no record behind. Short, as the zip is written after it (transcripts and files then, one at a
 * time, outside it).
 */
export const readSnapshot = <T>(db: Database, read: (tx: Database) => Promise<T>): Promise<T> =>
  db.transaction((tx) => read(tx), { isolationLevel: 'repeatable read' });

/** The extension a storage key keeps ('logos/<uuid>.png' → '.png'), or ''. */
export const extensionOfKey = (key: string): string => /\.[a-z0-9]{1,10}$/.exec(key)?.[0] ?? '';

/**
 * A stored file as a zip entry, opened only now (its turn), or null when the storage no longer
 * has it. Text is deflated; PDFs, images and Office files are already compressed and go as they
 * are, which spares the CPU.
 */
export async function storedFileEntry(
  deps: Pick<ServiceDeps, 'storage'>,
  key: string,
  path: string,
): Promise<ZipEntry | null> {
  const opened = await deps.storage.open(key);
  if (!opened) return null;
  return {
    path,
    stream: opened.stream,
    size: opened.size,
    compress: opened.contentType.startsWith('text/'),
  };
}

/** The README: title, why, when, each file with what it holds, and how to read them. */
export function readmeText(input: {
  title: string;
  intro: string;
  at: Date;
  files: readonly (readonly [path: string, description: string])[];
}): string {
  return [
    input.title,
    '='.repeat(input.title.length),
    '',
    input.intro,
    exportGeneratedAt(formatAdminDate(input.at)),
    '',
    DATA_EXPORT_FILES_HEADING,
    ...input.files.map(([path, description]) => dataExportFileLine(path, description)),
    '',
    DATA_EXPORT_NOTES_HEADING,
    ...DATA_EXPORT_FORMAT_NOTES.map((note) => `- ${note}`),
    '',
  ].join('\n');
}

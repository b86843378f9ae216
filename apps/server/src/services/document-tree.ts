import type { DocumentItem } from '@portal/api-client';
import { driveThumbnailUrl } from '@portal/domain';
import type { DocumentRow } from '../repositories/documents';
import type { FileLinks } from './file-links';

// The library as docs/product.md puts it on the wire: the database keeps uuid keys and a folder's uuid
// as its files' parent; the wire names a folder by its name (its `id` IS its name) and a file's
// parent by that name.

/** A tree item as getAll and the mutations answer it. */
export type DocumentView = DocumentItem;

/** the product's empty library: the webhook-style one-item list (see the contract's getAll reply). */
export const EMPTY_LIBRARY = [{ status: 'success' as const }];

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });
/** Names in the order a person reads them ('Contrato 2' before 'Contrato 10'), then by id. */
const byName = (a: DocumentRow, b: DocumentRow) =>
  collator.compare(a.name, b.name) || (a.id < b.id ? -1 : 1);

/** One file or link; `parentName` is its folder's name (null at root). */
export function fileView(
  row: DocumentRow,
  parentName: string | null,
  links: FileLinks,
): DocumentView {
  const uploaded = row.type === 'uploadedFile' && row.fileKey;
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    parentId: parentName,
    created_at: row.createdAt.toISOString(),
    drive_url: row.driveUrl,
    driveId: row.driveId,
    thumbnail: row.driveId ? driveThumbnailUrl(row.driveId) : null,
    file_url: uploaded ? links.urlOf(row.id) : null,
    file_type: row.fileType,
    file_size: row.fileSize,
  };
}

/** A folder with its files in `content`; its id on the wire is its name. */
export function folderView(
  folder: DocumentRow,
  content: readonly DocumentRow[],
  links: FileLinks,
): DocumentView {
  return {
    id: folder.name,
    type: 'folder',
    name: folder.name,
    description: folder.description,
    parentId: null,
    created_at: folder.createdAt.toISOString(),
    content: [...content].sort(byName).map((row) => fileView(row, folder.name, links)),
  };
}

/** The root list: folders (with their files) first, then the root's files and links. */
export function libraryView(rows: readonly DocumentRow[], links: FileLinks): DocumentView[] {
  const folders = rows.filter((r) => r.type === 'folder').sort(byName);
  const contentOf = new Map<string, DocumentRow[]>(folders.map((f) => [f.id, []]));
  const root: DocumentRow[] = [];
  for (const row of rows) {
    if (row.type === 'folder') continue;
    const content = row.parentId ? contentOf.get(row.parentId) : undefined;
    if (content) content.push(row);
    else root.push(row);
  }
  return [
    ...folders.map((f) => folderView(f, contentOf.get(f.id) ?? [], links)),
    ...root.sort(byName).map((row) => fileView(row, null, links)),
  ];
}

import {
  DOCUMENT_NAME_AMBIGUOUS,
  DOCUMENT_NOT_FOUND,
  DOCUMENTS_TOO_MANY,
  FOLDER_CANNOT_MOVE,
  FOLDER_INSIDE_FOLDER,
  FOLDER_NOT_FOUND,
  MAX_LIBRARY_ITEMS,
  readDocumentLink,
  uniqueName,
} from '@portal/domain';
import type { Database } from '../db';
import {
  countDocumentsOfBusiness,
  deleteDocument as deleteDocumentRow,
  findDocumentById,
  findDocumentsByName,
  findFolderByName,
  insertDocument,
  listDocumentsOfBusiness,
  listFolderContent,
  namesInFolder,
  updateDocument,
  type DocumentRow,
  type DocumentType,
  type NewDocumentRow,
} from '../repositories/documents';
import { lockBusinessById } from '../repositories/businesses';
import { isUuid, requireBusinessAccess } from '../auth/authorize';
import type { Principal } from '../auth/principal';
import { newStorageKey } from '../storage';
import type { ServiceDeps } from './deps';
import { conflict, invalid, MESSAGES, notFound } from './errors';
import { checkUpload, downloadName } from './document-files';
import {
  EMPTY_LIBRARY,
  fileView,
  folderView,
  libraryView,
  type DocumentView,
} from './document-tree';

// The document library of one business (docs/product.md "Documents"). Every action asks the
// authorization module first; every write runs in one transaction that first locks the business
// row (the lock the task board takes, ADR 0004), so names are made unique (' 2', ' 3') on what
// the previous writer committed: two creates of 'Contrato' at once give 'Contrato' and
// 'Contrato 2'. Stored files are written before their row and removed after theirs is gone, so
// a crash leaves at worst a file no row names (swept by housekeeping), never a row without its
// file.

const FILE_TYPES: DocumentType[] = ['driveFile', 'redirectFolder', 'uploadedFile'];
const DOCUMENT_TYPES: readonly string[] = ['folder', ...FILE_TYPES];

/** the product's parentId is a folder's name; FormData and some clients send '' for the root. */
const parentName = (value: string | null | undefined) => (value ? value : null);

/** A success list: what a mutation with nothing new to show answers (docs/product.md, The wire format). */
const SUCCESS = [{ status: 'success' as const }];

/** Runs `work` in a transaction holding the business's write lock; 404 for no such business. */
async function writeLibrary<T>(
  deps: ServiceDeps,
  businessId: string,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    if (!(await lockBusinessById(tx, businessId))) throw notFound(MESSAGES.businessNotFound);
    return work(tx);
  });
}

/** The folder a wire parentId names (null: the root); 404 'Pasta não encontrada.' */
async function folderNamed(tx: Database, businessId: string, name: string | null) {
  if (name === null) return null;
  const folder = await findFolderByName(tx, businessId, name);
  if (!folder) throw notFound(FOLDER_NOT_FOUND);
  return folder;
}

/** The wire name of the folder holding a row (null at root). */
async function parentNameOf(tx: Database, businessId: string, row: DocumentRow) {
  if (!row.parentId) return null;
  return (await findDocumentById(tx, businessId, row.parentId))?.name ?? null;
}

type ItemRef = {
  /** The id getAll gave: a file's uuid, or a folder's name. */
  id?: string | undefined;
  name: string;
  /** undefined: any folder; null: the root; else a folder's name. */
  parent?: string | null | undefined;
  types?: readonly DocumentType[] | undefined;
};

/**
 * The one item a call names: by its id when given (found exactly, even where two folders hold the
 * same name), else by its name in the folder given; two items of that name: 409
 * DOCUMENT_NAME_AMBIGUOUS. Another business's item is never found (404).
 */
async function resolveItem(tx: Database, businessId: string, ref: ItemRef): Promise<DocumentRow> {
  if (ref.id) {
    const byId = isUuid(ref.id) ? await findDocumentById(tx, businessId, ref.id) : null;
    const found = byId ?? (await findFolderByName(tx, businessId, ref.id));
    if (!found) throw notFound(DOCUMENT_NOT_FOUND);
    return found;
  }
  const parentId =
    ref.parent === undefined
      ? undefined
      : ((await folderNamed(tx, businessId, ref.parent))?.id ?? null);
  const rows = await findDocumentsByName(tx, businessId, ref.name, { parentId });
  const matching = ref.types ? rows.filter((r) => ref.types!.includes(r.type)) : rows;
  if (matching.length > 1) throw conflict(DOCUMENT_NAME_AMBIGUOUS);
  if (!matching[0]) throw notFound(DOCUMENT_NOT_FOUND);
  return matching[0];
}

/**
 * Adds an item under the lock: refused past MAX_LIBRARY_ITEMS, its name made unique among the
 * items of its type in its folder.
 */
async function addItem(
  tx: Database,
  businessId: string,
  row: Omit<NewDocumentRow, 'businessId'> & { name: string; type: DocumentType },
): Promise<DocumentRow> {
  if ((await countDocumentsOfBusiness(tx, businessId)) >= MAX_LIBRARY_ITEMS)
    throw invalid(DOCUMENTS_TOO_MANY);
  const parentId = row.parentId ?? null;
  const taken = await namesInFolder(tx, businessId, parentId, row.type);
  return insertDocument(tx, { ...row, businessId, name: uniqueName(row.name, taken) });
}

export async function getDocuments(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
): Promise<DocumentView[] | typeof EMPTY_LIBRARY> {
  await requireBusinessAccess(deps.db, principal, businessId);
  const rows = await listDocumentsOfBusiness(deps.db, businessId);
  return rows.length ? libraryView(rows, deps.fileLinks) : EMPTY_LIBRARY;
}

/** docs/product.md, Limits: folders live at the root only. */
export async function createFolder(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
  input: { name: string; description?: string | undefined; parentId: string | null },
): Promise<DocumentView> {
  await requireBusinessAccess(deps.db, principal, businessId);
  if (parentName(input.parentId) !== null) throw invalid(FOLDER_INSIDE_FOLDER);
  const description = input.description?.trim() || null;
  const folder = await writeLibrary(deps, businessId, (tx) =>
    addItem(tx, businessId, { type: 'folder', name: input.name, description, parentId: null }),
  );
  return folderView(folder, [], deps.fileLinks);
}

/**
 * A Drive or web link. Its type (driveFile or redirectFolder) and Drive id are read from the link
 * itself by the domain's rule, whatever the client said they were.
 */
export async function createLink(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
  input: { name: string; drive_url: string; parentId: string | null },
): Promise<DocumentView> {
  await requireBusinessAccess(deps.db, principal, businessId);
  const link = readDocumentLink(input.drive_url);
  if ('error' in link) throw invalid(link.error);
  return writeLibrary(deps, businessId, async (tx) => {
    const folder = await folderNamed(tx, businessId, parentName(input.parentId));
    const row = await addItem(tx, businessId, {
      type: link.type,
      name: input.name,
      parentId: folder?.id ?? null,
      driveUrl: input.drive_url.trim(),
      driveId: link.driveId,
    });
    return fileView(row, folder?.name ?? null, deps.fileLinks);
  });
}

/**
 * An uploaded file: checked by its extension and its bytes, streamed to storage under a random
 * key, then its row added; a refused row removes the file again.
 */
export async function uploadDocument(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
  input: { name: string; parentId: string | null; file: Blob },
): Promise<DocumentView> {
  await requireBusinessAccess(deps.db, principal, businessId);
  const file = input.file instanceof File ? input.file : new File([input.file], '');
  const { extension, contentType } = await checkUpload(file);
  const key = newStorageKey('documents', extension);
  await deps.storage.put(key, file, contentType);
  try {
    return await writeLibrary(deps, businessId, async (tx) => {
      const folder = await folderNamed(tx, businessId, parentName(input.parentId));
      const row = await addItem(tx, businessId, {
        type: 'uploadedFile',
        name: input.name,
        parentId: folder?.id ?? null,
        fileKey: key,
        fileName: downloadName(file.name, input.name, extension),
        fileType: contentType,
        fileSize: file.size,
      });
      return fileView(row, folder?.name ?? null, deps.fileLinks);
    });
  } catch (error) {
    await removeFiles(deps, [key]);
    throw error;
  }
}

/**
 * docs/product.md: a file (or link) moves into a folder of the same business or to the root (null);
 * folders never move. A name taken in the target folder becomes ' 2'.
 */
export async function moveDocument(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
  input: {
    documentName: string;
    id?: string | undefined;
    currentParentId: string | null;
    newParentId: string | null;
  },
): Promise<DocumentView> {
  await requireBusinessAccess(deps.db, principal, businessId);
  return writeLibrary(deps, businessId, async (tx) => {
    const from = parentName(input.currentParentId);
    const ref = { id: input.id, name: input.documentName, parent: from, types: FILE_TYPES };
    const item = await resolveItem(tx, businessId, ref).catch(async (error: unknown) => {
      // Named by its name alone, a folder is not found among files: say why instead.
      const folder =
        !input.id && from === null && (await findFolderByName(tx, businessId, ref.name));
      throw folder ? invalid(FOLDER_CANNOT_MOVE) : error;
    });
    if (item.type === 'folder') throw invalid(FOLDER_CANNOT_MOVE);
    const target = await folderNamed(tx, businessId, parentName(input.newParentId));
    const targetId = target?.id ?? null;
    if (targetId === item.parentId) return fileView(item, target?.name ?? null, deps.fileLinks);
    const taken = await namesInFolder(tx, businessId, targetId, item.type);
    const moved = await updateDocument(tx, businessId, item.id, {
      parentId: targetId,
      name: uniqueName(item.name, taken),
    });
    return fileView(moved, target?.name ?? null, deps.fileLinks);
  });
}

/**
 * A new name; one taken by another item of its type in its folder becomes ' 2'. A folder keeps
 * its files (they point at its uuid); on the wire their parentId becomes the new name.
 */
export async function renameDocument(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
  input: {
    oldName: string;
    newName: string;
    type: string;
    id?: string | undefined;
    parentId?: string | null | undefined;
  },
): Promise<DocumentView> {
  await requireBusinessAccess(deps.db, principal, businessId);
  const types = DOCUMENT_TYPES.includes(input.type) ? [input.type as DocumentType] : FILE_TYPES; // the board's own kinds (a link, a mime type) are files
  return writeLibrary(deps, businessId, async (tx) => {
    const parent = input.parentId === undefined ? undefined : parentName(input.parentId);
    const item = await resolveItem(tx, businessId, {
      id: input.id,
      name: input.oldName,
      parent,
      types,
    });
    let row = item;
    if (input.newName !== item.name) {
      const taken = await namesInFolder(tx, businessId, item.parentId, item.type);
      const name = uniqueName(
        input.newName,
        taken.filter((n) => n !== item.name),
      );
      row = await updateDocument(tx, businessId, item.id, { name });
    }
    if (row.type === 'folder')
      return folderView(row, await listFolderContent(tx, businessId, row.id), deps.fileLinks);
    return fileView(row, await parentNameOf(tx, businessId, row), deps.fileLinks);
  });
}

/** Deletes an item (a folder with its files); stored files go after the rows are gone. */
export async function deleteDocument(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
  input: { name: string; id?: string | undefined; parentId?: string | null | undefined },
): Promise<typeof SUCCESS> {
  await requireBusinessAccess(deps.db, principal, businessId);
  const keys = await writeLibrary(deps, businessId, async (tx) => {
    const parent = input.parentId === undefined ? undefined : parentName(input.parentId);
    const item = await resolveItem(tx, businessId, { id: input.id, name: input.name, parent });
    return deleteDocumentRow(tx, businessId, item.id);
  });
  await removeFiles(deps, keys);
  return SUCCESS;
}

/** Best effort: a file left behind names no row, and the housekeeping sweep removes it later. */
async function removeFiles(deps: ServiceDeps, keys: readonly string[]) {
  for (const key of keys) {
    await deps.storage.delete(key).catch((error: unknown) => {
      deps.logger.error(`[documentos] arquivo não removido: ${key}`, error);
    });
  }
}

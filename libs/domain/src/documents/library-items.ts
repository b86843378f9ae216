// The library's list, kept flat, and what each change does to it (docs/product.md: after create, move,
// rename and delete the list is updated locally). Pure functions the machine and its view call.
import type { LibraryItem } from '../model/workspace';
import { driveThumbnailUrl, matchesDocumentSearch, uniqueName } from './document-rules';
import type { DocumentChangeOutput, DocumentRequest } from './document-library.types';

export const isFolder = (item: LibraryItem): boolean => item.type === 'folder';
export const isRedirectFolder = (item: LibraryItem): boolean => item.type === 'redirectFolder';

/** docs/product.md: folders and redirectFolders show under 'Pastas', everything else under 'Arquivos'. */
export type LibrarySection = 'folders' | 'files';
export const sectionOf = (item: LibraryItem): LibrarySection =>
  isFolder(item) || isRedirectFolder(item) ? 'folders' : 'files';

/** docs/product.md: only files move (dragged or 'Mover para…'); folders never. */
export const isMovable = (item: LibraryItem): boolean => sectionOf(item) === 'files';

/** docs/product.md: 'Copiar URL' is for Drive items (a Drive link or folder). */
export const isDriveItem = (item: LibraryItem): boolean =>
  (item.type === 'driveFile' || item.type === 'redirectFolder') && Boolean(item.drive_url);

export const findItem = (
  items: readonly LibraryItem[],
  id: string | null | undefined,
): LibraryItem | undefined => (id == null ? undefined : items.find((item) => item.id === id));

export const findFolder = (
  items: readonly LibraryItem[],
  id: string | null,
): LibraryItem | undefined => {
  const item = findItem(items, id);
  return item && isFolder(item) ? item : undefined;
};

/**
 * What the list shows: with a query (trimmed, not blank), every item whose name matches at any
 * folder level (docs/product.md, Limits); otherwise the open folder's own items.
 */
export function shownItems(
  items: readonly LibraryItem[],
  folderId: string | null,
  query: string,
): readonly LibraryItem[] {
  if (query.trim() !== '') return items.filter((item) => matchesDocumentSearch(item.name, query));
  return items.filter((item) => item.parentId === folderId);
}

/**
 * Where a file can be moved: every folder but the one it is in and those not confirmed yet
 * (`pending`: a folder still on its way may yet be refused), and the root when in one.
 */
export function moveTargets(
  items: readonly LibraryItem[],
  file: LibraryItem,
  pending: readonly string[] = [],
): readonly (string | null)[] {
  const folders = items.filter(
    (item) => isFolder(item) && item.id !== file.parentId && !pending.includes(item.id),
  );
  return [...(file.parentId === null ? [] : [null]), ...folders.map((folder) => folder.id)];
}

export const canMoveTo = (
  items: readonly LibraryItem[],
  file: LibraryItem,
  folderId: string | null,
  pending: readonly string[] = [],
): boolean => isMovable(file) && moveTargets(items, file, pending).includes(folderId);

/** docs/product.md, Limits: a name taken in the folder by an item of the same section becomes 'name 2'... */
export function siblingName(
  items: readonly LibraryItem[],
  name: string,
  parentId: string | null,
  section: LibrarySection,
  exceptId?: string,
): string {
  const taken = items
    .filter((item) => item.parentId === parentId && sectionOf(item) === section)
    .filter((item) => item.id !== exceptId)
    .map((item) => item.name);
  return uniqueName(name, taken);
}

/**
 * The list after a change the server took, which items it has not confirmed yet, and the folder
 * to show: the same one under its new id when it was renamed, the root when it is gone.
 */
export type AppliedChange = {
  items: readonly LibraryItem[];
  pendingIds: readonly string[];
  folderId: string | null;
};

/** The open folder in a new list: still there, or the root. */
export const keptFolder = (items: readonly LibraryItem[], folderId: string | null) =>
  findFolder(items, folderId) ? folderId : null;

/** Every optional field of an item, empty (a created item before the server fills them). */
export const BLANK_ITEM_FIELDS = {
  description: null,
  created_at: null,
  drive_url: null,
  driveId: null,
  thumbnail: null,
  file_url: null,
  file_type: null,
  file_size: null,
} as const;

/** An item the server created but did not give back, as the library shows it meanwhile. */
function createdLocally(
  items: readonly LibraryItem[],
  request: Extract<DocumentRequest, { kind: 'createFolder' | 'createDocument' | 'upload' }>,
  id: () => string,
  now: Date,
): LibraryItem {
  const created_at = now.toISOString();
  if (request.kind === 'createFolder') {
    // A folder's id is its name.
    const name = siblingName(items, request.input.name, null, 'folders');
    return {
      ...BLANK_ITEM_FIELDS,
      id: name,
      type: 'folder',
      name,
      parentId: null,
      created_at,
      description: request.input.description || null,
    };
  }
  if (request.kind === 'createDocument') {
    const { input } = request;
    const section = input.type === 'redirectFolder' ? 'folders' : 'files';
    return {
      ...BLANK_ITEM_FIELDS,
      id: id(),
      type: input.type,
      name: siblingName(items, input.name, input.parentId, section),
      parentId: input.parentId,
      created_at,
      drive_url: input.drive_url,
      driveId: input.driveId,
      thumbnail: input.driveId ? driveThumbnailUrl(input.driveId) : null,
    };
  }
  const { input } = request;
  return {
    ...BLANK_ITEM_FIELDS,
    id: id(),
    type: 'uploadedFile',
    name: siblingName(items, input.name, input.parentId, 'files'),
    parentId: input.parentId,
    created_at,
    file_size: input.file.size,
  };
}

/** A folder's new id moves its files with it. */
const reparent = (items: readonly LibraryItem[], from: string, to: string) =>
  from === to
    ? items
    : items.map((item) => (item.parentId === from ? { ...item, parentId: to } : item));

/** A change that makes or changes one item (every change but a deletion). */
export type ItemRequest = Exclude<DocumentRequest, { kind: 'delete' }>;

/**
 * The item a change makes or changes, as the server would make it (' 2' names included): what
 * the library shows before the server answers, and after a bare `[{ status: 'success' }]`.
 */
export function changedItem(
  items: readonly LibraryItem[],
  request: ItemRequest,
  id: () => string,
  now: Date,
): LibraryItem {
  switch (request.kind) {
    case 'createFolder':
    case 'createDocument':
    case 'upload':
      return createdLocally(items, request, id, now);
    case 'rename': {
      const { target, input } = request;
      const name = siblingName(items, input.newName, target.parentId, sectionOf(target), target.id);
      return { ...target, name, id: isFolder(target) ? name : target.id };
    }
    case 'move': {
      const { target, input } = request;
      const name = siblingName(items, target.name, input.newParentId, 'files', target.id);
      return { ...target, parentId: input.newParentId, name };
    }
  }
}

/**
 * docs/product.md's local update for a change the server took. With the item in the reply, the reply is
 * the truth; without it (`[{ status: 'success' }]`) the change is applied as the server applies it
 * (' 2' names included) until the refresh that follows brings the server's list. Items the
 * server gave no id for yet (a create, a folder's new name) are pending until then.
 */
export function applyChange(
  state: { items: readonly LibraryItem[]; pendingIds: readonly string[]; folderId: string | null },
  request: DocumentRequest,
  output: DocumentChangeOutput,
  id: () => string,
  now: Date,
): AppliedChange {
  const { items, pendingIds, folderId } = state;
  const answered = output.item;
  if (request.kind === 'delete') {
    const { target } = request;
    // docs/product.md: deleting a folder removes everything in it.
    const gone = (item: LibraryItem) =>
      item.id === target.id || (isFolder(target) && item.parentId === target.id);
    const removed = new Set(items.filter(gone).map((item) => item.id));
    const list = items.filter((item) => !removed.has(item.id));
    return {
      items: list,
      pendingIds: pendingIds.filter((pending) => !removed.has(pending)),
      folderId: keptFolder(list, folderId),
    };
  }
  const item = answered ?? changedItem(items, request, id, now);
  if (request.kind === 'rename' || request.kind === 'move') {
    const { target } = request;
    const list = items.map((other) => (other.id === target.id ? item : other));
    const newId = !answered && item.id !== target.id;
    return {
      items: isFolder(target) ? reparent(list, target.id, item.id) : list,
      folderId: folderId === target.id ? item.id : folderId,
      pendingIds: newId
        ? [...pendingIds.filter((pending) => pending !== target.id), item.id]
        : pendingIds,
    };
  }
  return {
    items: [...items.filter((other) => other.id !== item.id), item],
    pendingIds: answered ? pendingIds : [...pendingIds, item.id],
    folderId,
  };
}

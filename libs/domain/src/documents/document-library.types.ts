// The document library machine's public types: what its actors take and give, what it holds and
// the events it answers. The machine itself is `document-library.machine.ts`.
import type { LibraryItem } from '../model/workspace';

/** `force` bypasses the api-client's 5-minute cache (a retry, the refresh after a change). */
export type LoadDocumentsInput = { force: boolean };
/** The library, flat (the api-client's `toLibraryItems`). */
export type LoadDocumentsOutput = readonly LibraryItem[];

/** docs/product.md's bodies without the session fields; the api-client's inputs have these shapes. */
export type CreateFolderInput = { name: string; description: string; parentId: null };
export type CreateDocumentInput = {
  name: string;
  drive_url: string;
  driveId: string | null;
  type: 'driveFile' | 'redirectFolder';
  parentId: string | null;
};
/** A picked file: any object with the file's `name` and `size` (a browser `File`), kept opaque. */
export type UploadCandidate = { readonly name: string; readonly size: number };
export type UploadDocumentInput = { file: UploadCandidate; name: string; parentId: string | null };
/** `id` (and `parentId`) always: the server acts on exactly the item chosen. */
export type MoveDocumentInput = {
  documentName: string;
  id: string;
  currentParentId: string | null;
  newParentId: string | null;
};
export type RenameDocumentInput = {
  oldName: string;
  newName: string;
  type: string;
  id: string;
  parentId: string | null;
};
export type DeleteDocumentInput = { name: string; id: string; parentId: string | null };

/**
 * What a change resolves with: the item the server answered with, or null for the product's webhook
 * reply `[{ status: 'success' }]` (the library then refreshes after 500 ms). Rejects on failure.
 */
export type DocumentChangeOutput = { readonly item: LibraryItem | null };

/** The upload actor's own events (fromCallback: progress as it goes, then done or failed). */
export type UploadActorEvent =
  | { type: 'upload.progress'; sent: number; total: number }
  | { type: 'upload.done'; output: DocumentChangeOutput }
  | { type: 'upload.failed'; error: unknown };

export type DocumentLibraryToast = { tone: 'success' | 'error'; text: string };
export type DocumentTab = 'url' | 'upload';
/** A refused field of the open form, by the form's fields. */
export type DocumentFieldErrors = Partial<Record<'name' | 'description' | 'url' | 'file', string>>;
export type UploadProgress = { sent: number; total: number };

/** A change on its way: the actor's input and the item it acts on, for the local update. */
export type DocumentRequest =
  | { kind: 'createFolder'; input: CreateFolderInput }
  | { kind: 'createDocument'; input: CreateDocumentInput }
  | { kind: 'upload'; input: UploadDocumentInput }
  | { kind: 'rename'; input: RenameDocumentInput; target: LibraryItem }
  | { kind: 'move'; input: MoveDocumentInput; target: LibraryItem }
  | { kind: 'delete'; input: DeleteDocumentInput; target: LibraryItem };

/** A change the library shows at once and sends in turn (docs/product.md's create, rename and move). */
export type QueuedRequest = Extract<
  DocumentRequest,
  { kind: 'createFolder' | 'createDocument' | 'rename' | 'move' }
>;

/**
 * A change on its way, the head of the queue being the one in flight: the request and the item
 * as the library shows it meanwhile (a new one, or the target renamed or moved).
 */
export type QueuedChange = { request: QueuedRequest; shown: LibraryItem };

export type DocumentLibraryMachineInput = {
  /** Id of an item shown before the server gives it back; random by default. */
  createId?: () => string;
  /** Clock for such an item's `created_at`. */
  now?: () => Date;
};

/** Everything the library holds except its injected id maker and clock. */
export type DocumentLibraryData = {
  /** Every item, flat, as shown: `savedItems` with the queued changes applied. */
  items: readonly LibraryItem[];
  /** Every item as the server last gave them, with the changes it took since. */
  savedItems: readonly LibraryItem[];
  /**
   * Create, rename and move, shown at once and sent one at a time in the order made; a refused
   * one goes, and the list is `savedItems` with the others again.
   */
  queue: readonly QueuedChange[];
  /**
   * Items the server took without naming (a create answered only "success", a renamed folder
   * whose name the server may have made unique): their menus wait for the refresh. Items of the
   * queue are pending as well (`pendingIdsOf`).
   */
  pendingIds: readonly string[];
  /** The open folder's id, null at root. */
  folderId: string | null;
  /** The search box; a non-blank query searches every item, whatever the folder. */
  query: string;
  /** The first load failed (state `failure`). */
  error: string | null;
  /** Shown for 2 s (the `toast` region); a newer one replaces it. */
  toast: DocumentLibraryToast | null;
  /** The item the open dialog (rename, delete, preview, move) is about, as it was when opened. */
  target: LibraryItem | null;
  /** The create-document dialog's tab. */
  documentTab: DocumentTab;
  /** The open form's refusals (docs/product.md, Limits texts), cleared when it is sent or its tab changes. */
  fieldErrors: DocumentFieldErrors;
  /** Why the open dialog's change failed; it stays open with what was typed. */
  dialogError: string | null;
  /** Bytes of the upload sent so far, while uploading. */
  upload: UploadProgress | null;
  /** The change the open dialog sends and waits for (an upload, a deletion). */
  request: DocumentRequest | null;
};

export type DocumentLibraryContext = DocumentLibraryData & {
  createId: () => string;
  now: () => Date;
};

/** The library as the machine starts it without input; stories spread their fixtures on it. */
export const initialDocumentLibraryContext: DocumentLibraryContext = {
  items: [],
  savedItems: [],
  queue: [],
  pendingIds: [],
  folderId: null,
  query: '',
  error: null,
  toast: null,
  target: null,
  documentTab: 'url',
  fieldErrors: {},
  dialogError: null,
  upload: null,
  request: null,
  createId: () => globalThis.crypto.randomUUID(),
  now: () => new Date(),
};

export type DocumentLibraryEvent =
  /** The failure box's retry (a forced load). */
  | { type: 'library.retry' }
  /** Load again now (a forced load), e.g. after a failed refresh. */
  | { type: 'library.refresh' }
  /** A folder opens; a redirectFolder opens its Drive link in a new tab. */
  | { type: 'folder.open'; itemId: string }
  | { type: 'folder.back' }
  | { type: 'search.change'; query: string }
  /** 'Novo' → 'Nova Pasta' (root only). */
  | { type: 'newFolder.open' }
  | { type: 'newFolder.submit'; name: string; description: string }
  /** 'Novo' → 'Novo Documento'. */
  | { type: 'newDocument.open' }
  | { type: 'document.tab'; tab: DocumentTab }
  /** The URL tab's submit. */
  | { type: 'document.submit'; name: string; url: string }
  /** The Upload tab's submit. */
  | { type: 'upload.submit'; name: string; file: UploadCandidate | null }
  /** Cancel while uploading: the upload stops, nothing is stored, the form stays. */
  | { type: 'upload.cancel' }
  | UploadActorEvent
  | { type: 'rename.open'; itemId: string }
  | { type: 'rename.submit'; name: string }
  | { type: 'delete.open'; itemId: string }
  | { type: 'delete.confirm' }
  | { type: 'file.preview'; itemId: string }
  | { type: 'file.download'; itemId: string }
  | { type: 'file.copyUrl'; itemId: string }
  /** A file dropped on a folder, or on the breadcrumb (`folderId` null: the root). */
  | { type: 'file.drop'; itemId: string; folderId: string | null }
  /** 'Mover para…': the keyboard's and the menu's way to move a file. */
  | { type: 'move.open'; itemId: string }
  | { type: 'move.submit'; folderId: string | null }
  /** Closes the open dialog (Cancel, Escape, the close button); while uploading it also aborts. */
  | { type: 'dialog.close' }
  | { type: 'toast.dismiss' }
  /** Raised by the machine itself. */
  | { type: 'toast.show'; toast: DocumentLibraryToast }
  /** Raised by the machine itself after a change the server took. */
  | { type: 'library.changed'; refresh: boolean };

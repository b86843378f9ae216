import type { FormStatus, LoadStatus } from '../model/status';
import type { LibraryItem } from '../model/workspace';
import { pendingIdsOf } from './document-changes';
import { documentDownload, documentPreview, type DocumentPreview } from './document-preview';
import type { DocumentLibrarySnapshot } from './document-library.machine';
import type {
  DocumentFieldErrors,
  DocumentLibraryToast,
  DocumentTab,
} from './document-library.types';
import {
  findFolder,
  isDriveItem,
  isFolder,
  isMovable,
  isRedirectFolder,
  moveTargets,
  sectionOf,
  shownItems,
} from './library-items';

/** A folder, a Drive folder link, or a file (every other type) — what picks the row's icon. */
export type DocumentRowKind = 'folder' | 'redirectFolder' | 'file';

/** One row of 'Pastas' or 'Arquivos', with what its menu and drag may do. */
export type DocumentRow = {
  readonly item: LibraryItem;
  readonly kind: DocumentRowKind;
  /**
   * Shown before the server confirmed it (its change on its way, or the refresh 500 ms after a
   * bare success): no menu, no drag, no drop.
   */
  readonly isPending: boolean;
  /** A file: it can be dragged and has 'Mover para…'. Folders never move. */
  readonly canMove: boolean;
  /** 'Download' (an uploaded file, or a Google file in its export format). */
  readonly canDownload: boolean;
  /** 'Copiar URL' (Drive items only). */
  readonly canCopyUrl: boolean;
  /** A folder a dragged file may be dropped on. */
  readonly acceptsDrop: boolean;
};

/** Where 'Mover para…' may put a file: a folder, or the root (`folderId` and `name` null). */
export type MoveTarget = { readonly folderId: string | null; readonly name: string | null };

/** Bytes of an upload sent so far, and the bar's percentage (0–100). */
export type UploadProgressView = {
  readonly sent: number;
  readonly total: number;
  readonly percent: number;
};

/** A dialog's form: being filled in, or sent (its buttons disabled, see each dialog). */
export type DialogStatus = Exclude<FormStatus, 'done'>;

type FormDialog = {
  readonly status: DialogStatus;
  /** docs/product.md's refusals beside the fields. */
  readonly fieldErrors: DocumentFieldErrors;
  /** Why the change failed (the server's text or DOCUMENTS_CHANGE_FAILED). */
  readonly error: string | null;
};

/** The open modal. Titles and labels are the screen's ('Criar Nova Pasta', 'Confirm Deletion'). */
export type DocumentDialog =
  | ({ readonly kind: 'newFolder' } & FormDialog)
  | ({
      readonly kind: 'newDocument';
      readonly tab: DocumentTab;
      /** While a file uploads; Cancel then aborts it (see `canCancel`). */
      readonly upload: UploadProgressView | null;
      /** Submit: off while anything is sent. */
      readonly canSubmit: boolean;
      /** Cancel: off while a link is sent; while a file uploads it aborts the upload. */
      readonly canCancel: boolean;
    } & FormDialog)
  | ({
      readonly kind: 'rename';
      readonly item: LibraryItem;
      /** 'Renomear Pasta' or 'Renomear Arquivo'. */
      readonly itemKind: 'folder' | 'file';
    } & FormDialog)
  | ({ readonly kind: 'delete'; readonly item: LibraryItem } & FormDialog)
  | {
      readonly kind: 'preview';
      readonly item: LibraryItem;
      readonly preview: DocumentPreview;
      readonly canDownload: boolean;
    }
  | ({
      readonly kind: 'move';
      readonly item: LibraryItem;
      readonly targets: readonly MoveTarget[];
    } & FormDialog);

export type DocumentLibraryView = {
  readonly status: LoadStatus;
  /** Why the first load failed (the failure box, with its retry). */
  readonly error: string | null;
  /** The top progress bar: anything loading or being sent (the `busy` tag). */
  readonly isBusy: boolean;
  /** The open folder, null at root. */
  readonly folder: LibraryItem | null;
  /** Folder names from the root: [] at root (the screen shows 'Root'), joined by ' / '. */
  readonly folderPath: readonly string[];
  /** Back: off at root. */
  readonly canGoBack: boolean;
  /** Inside a folder a file dropped on the breadcrumb goes to the root (its parent). */
  readonly breadcrumbAcceptsDrop: boolean;
  readonly query: string;
  /** A non-blank query: the lists hold matches from every folder. */
  readonly isSearching: boolean;
  /** 'Pastas': folders and Drive folder links. */
  readonly folders: readonly DocumentRow[];
  /** 'Arquivos'. */
  readonly files: readonly DocumentRow[];
  /** Which empty state shows: 'Esta pasta está vazia' or, searching, 'Nenhum documento encontrado'. */
  readonly empty: 'folder' | 'search' | null;
  /** 'Nova Pasta' in the 'Novo' menu: at root only. */
  readonly canCreateFolder: boolean;
  readonly dialog: DocumentDialog | null;
  readonly toast: DocumentLibraryToast | null;
};

const rowKind = (item: LibraryItem): DocumentRowKind =>
  isFolder(item) ? 'folder' : isRedirectFolder(item) ? 'redirectFolder' : 'file';

const toRow = (item: LibraryItem, pendingIds: readonly string[]): DocumentRow => {
  const isPending = pendingIds.includes(item.id);
  return {
    item,
    kind: rowKind(item),
    isPending,
    canMove: !isPending && isMovable(item),
    canDownload: documentDownload(item) !== null,
    canCopyUrl: isDriveItem(item),
    // A folder still on its way may yet be refused: nothing goes into it before it is there.
    acceptsDrop: !isPending && isFolder(item),
  };
};

const percentOf = ({ sent, total }: { sent: number; total: number }) =>
  total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0;

/** The open dialog's region state, e.g. `{ rename: 'saving' }` or `'preview'`. */
function dialogState(snapshot: DocumentLibrarySnapshot): string | Record<string, string> | null {
  const { library } = snapshot.value;
  if (typeof library === 'string') return null;
  return library.ready.dialog as string | Record<string, string>;
}

function dialogOf(snapshot: DocumentLibrarySnapshot): DocumentDialog | null {
  const { context } = snapshot;
  const state = dialogState(snapshot);
  if (state === null || state === 'closed') return null;
  const [kind, step] =
    typeof state === 'string' ? [state, ''] : (Object.entries(state)[0] ?? ['', '']);
  const sending = step === 'saving' || step === 'deleting' || step === 'uploading';
  const form: FormDialog = {
    status: sending ? 'submitting' : 'editing',
    fieldErrors: context.fieldErrors,
    error: context.dialogError,
  };
  if (kind === 'newFolder') return { kind, ...form };
  if (kind === 'newDocument') {
    const { upload } = context;
    const uploading = step === 'uploading';
    return {
      kind,
      tab: uploading ? 'upload' : context.documentTab,
      upload: uploading && upload ? { ...upload, percent: percentOf(upload) } : null,
      canSubmit: !sending,
      canCancel: step !== 'saving',
      ...form,
    };
  }
  const item = context.target;
  if (!item) return null;
  switch (kind) {
    case 'rename':
      return { kind, item, itemKind: isFolder(item) ? 'folder' : 'file', ...form };
    case 'delete':
      return { kind, item, ...form };
    case 'preview':
      return {
        kind,
        item,
        preview: documentPreview(item),
        canDownload: documentDownload(item) !== null,
      };
    case 'move':
      return {
        kind,
        item,
        targets: moveTargets(context.items, item, pendingIdsOf(context)).map((folderId) => ({
          folderId,
          name: folderId === null ? null : (findFolder(context.items, folderId)?.name ?? folderId),
        })),
        ...form,
      };
    default:
      return null;
  }
}

/**
 * What the library screen reads from the machine: a running actor's snapshot in the app, a
 * `documentLibraryMachine.resolveState({ value, context })` in stories.
 */
export function selectDocumentLibraryView(snapshot: DocumentLibrarySnapshot): DocumentLibraryView {
  const { context } = snapshot;
  const status: LoadStatus = snapshot.matches({ library: 'loading' })
    ? 'loading'
    : snapshot.matches({ library: 'failure' })
      ? 'failure'
      : 'ready';
  const folder = findFolder(context.items, context.folderId) ?? null;
  const isSearching = context.query.trim() !== '';
  const pendingIds = pendingIdsOf(context);
  const rows = shownItems(context.items, folder?.id ?? null, context.query).map((item) =>
    toRow(item, pendingIds),
  );
  const folders = rows.filter((row) => sectionOf(row.item) === 'folders');
  const files = rows.filter((row) => sectionOf(row.item) === 'files');
  return {
    status,
    error: context.error,
    isBusy: snapshot.hasTag('busy'),
    folder,
    folderPath: folder ? [folder.name] : [],
    canGoBack: folder !== null,
    breadcrumbAcceptsDrop: folder !== null,
    query: context.query,
    isSearching,
    folders,
    files,
    empty: status === 'ready' && rows.length === 0 ? (isSearching ? 'search' : 'folder') : null,
    canCreateFolder: folder === null,
    dialog: status === 'ready' ? dialogOf(snapshot) : null,
    toast: context.toast,
  };
}

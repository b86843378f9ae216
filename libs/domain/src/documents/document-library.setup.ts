import { assign, fromCallback, fromPromise, raise, setup, type EventObject } from 'xstate';
import {
  DOCUMENTS_CHANGE_FAILED,
  DOCUMENTS_LOAD_FAILED,
  DOCUMENT_DELETED,
  DOCUMENT_MOVED,
  DOCUMENT_RENAMED,
  DOCUMENT_URL_COPIED,
  FOLDER_INSIDE_FOLDER,
} from '../messages';
import { failureMessage } from '../validation/failure';
import { isRefused } from './document-forms';
import type { DocumentDownload } from './document-preview';
import {
  confirmHead,
  failHead,
  isQueuedRequest,
  pendingIdsOf,
  queueChange,
  replaceSaved,
  settleDialogChange,
} from './document-changes';
import {
  downloadOf,
  isRequestRefused,
  isSettled,
  itemOf,
  readRequest,
} from './document-library-requests';
import {
  canMoveTo,
  isDriveItem,
  isFolder,
  isMovable,
  isRedirectFolder,
  keptFolder,
} from './library-items';
import type {
  CreateDocumentInput,
  CreateFolderInput,
  DeleteDocumentInput,
  DocumentChangeOutput,
  DocumentLibraryContext,
  DocumentLibraryEvent,
  DocumentLibraryMachineInput,
  LoadDocumentsInput,
  LoadDocumentsOutput,
  MoveDocumentInput,
  QueuedRequest,
  RenameDocumentInput,
  UploadDocumentInput,
} from './document-library.types';
import { toastActions } from '../toast/toast-region';

// The library machine's setup (its guards, actions, actors and delays), apart from its states
// (document-library.machine.ts, document-library-dialogs.ts) to keep each file one thing.

/** docs/product.md, Limits/: the texts the library itself shows (field refusals come from the rules). */
export const documentLibraryMessages = {
  loadFailed: DOCUMENTS_LOAD_FAILED,
  changeFailed: DOCUMENTS_CHANGE_FAILED,
  deleted: DOCUMENT_DELETED,
  renamed: DOCUMENT_RENAMED,
  moved: DOCUMENT_MOVED,
  urlCopied: DOCUMENT_URL_COPIED,
  folderInsideFolder: FOLDER_INSIDE_FOLDER,
} as const;

/** docs/product.md, Limits: document toasts show 2 s (the `toast` region's `toastDelay`). */
export const DOCUMENT_TOAST_MS = 2000;
/** docs/product.md/: a `[{ status: 'success' }]` reply refreshes the library after 500 ms. */
export const DOCUMENT_REFRESH_MS = 500;

type Ctx = DocumentLibraryContext;
type Ev = DocumentLibraryEvent;

const changeActor = <I>(name: string) =>
  fromPromise<DocumentChangeOutput, I>(async () => {
    throw new Error(`${name} not provided`);
  });

const isHead =
  (kind: QueuedRequest['kind']) =>
  ({ context }: { context: Ctx }) =>
    context.queue[0]?.request.kind === kind;

const notProvided =
  <P>(name: string) =>
  (_: unknown, _params: P): void => {
    throw new Error(`${name} not provided`);
  };

export const documentLibrarySetup = setup({
  types: {
    context: {} as Ctx,
    events: {} as Ev,
    input: {} as DocumentLibraryMachineInput,
  },
  guards: {
    canOpenFolder: ({ context, event }) => {
      const item = itemOf(context, event);
      return item !== undefined && isFolder(item);
    },
    isDriveFolder: ({ context, event }) => {
      const item = itemOf(context, event);
      return item !== undefined && isRedirectFolder(item) && Boolean(item.drive_url);
    },
    canGoBack: ({ context }) => context.folderId !== null,
    // docs/product.md/: folders only at root; inside one, 'Nova Pasta' is refused with its text.
    canCreateFolder: ({ context }) => context.folderId === null,
    hasItem: ({ context, event }) => itemOf(context, event) !== undefined,
    canActOn: ({ context, event }) => isSettled(context, event),
    canMoveItem: ({ context, event }) => {
      const item = itemOf(context, event);
      return isSettled(context, event) && item !== undefined && isMovable(item);
    },
    canDownload: ({ context, event }) => downloadOf(context, event).url !== '',
    canCopyUrl: ({ context, event }) => {
      const item = itemOf(context, event);
      return item !== undefined && isDriveItem(item);
    },
    // docs/product.md: a file dropped on a folder or the breadcrumb; folders cannot be dragged.
    canDrop: ({ context, event }) => {
      const item = itemOf(context, event);
      return (
        event.type === 'file.drop' &&
        isSettled(context, event) &&
        item !== undefined &&
        canMoveTo(context.items, item, event.folderId, pendingIdsOf(context))
      );
    },
    canMoveThere: ({ context, event }) =>
      event.type === 'move.submit' &&
      context.target !== null &&
      canMoveTo(context.items, context.target, event.folderId, pendingIdsOf(context)),
    isCreateFolderNext: isHead('createFolder'),
    isCreateDocumentNext: isHead('createDocument'),
    isRenameNext: isHead('rename'),
    isMoveNext: isHead('move'),
    isRequestRefused: ({ context, event }) => isRequestRefused(context, event),
    isNameUnchanged: ({ context, event }) =>
      event.type === 'rename.submit' && event.name.trim() === context.target?.name,
    isRefreshNeeded: ({ event }) => event.type === 'library.changed' && event.refresh,
  },
  actions: {
    /** Opens a link in a new tab (a redirectFolder's Drive folder). */
    openInNewTab: notProvided<{ url: string }>('openInNewTab'),
    copyToClipboard: notProvided<{ text: string }>('copyToClipboard'),
    /** Saves a file (an upload, or a Google file in its export format). */
    download: notProvided<DocumentDownload>('download'),
    ...toastActions<DocumentLibraryContext, DocumentLibraryEvent>(),
    /** A failure beside the list, as a toast. the error catalogue in docs/product.md only logs these; we say them. */
    toastFailure: raise((_, params: { error: unknown; fallback: string }) => ({
      type: 'toast.show' as const,
      toast: { tone: 'error' as const, text: failureMessage(params.error, params.fallback) },
    })),
    /** A list from the server, with the changes still queued shown on it. */
    replaceItems: assign(({ context }, params: { items: LoadDocumentsOutput }) =>
      replaceSaved(context, params.items),
    ),
    keepFolder: assign({ folderId: ({ context }) => keptFolder(context.items, context.folderId) }),
    takeTarget: assign({ target: ({ context, event }) => itemOf(context, event) ?? null }),
    refuseForm: assign(({ context, event }) => {
      const reading = readRequest(context, event);
      return {
        fieldErrors: reading && isRefused(reading) ? reading.errors : {},
        dialogError: null,
      };
    }),
    takeRequest: assign(({ context, event }) => {
      const reading = readRequest(context, event);
      return {
        request: reading && !isRefused(reading) ? reading.request : null,
        fieldErrors: {},
        dialogError: null,
      };
    }),
    failChange: assign((_, params: { error: unknown }) => ({
      dialogError: failureMessage(params.error, DOCUMENTS_CHANGE_FAILED),
      request: null,
    })),
    /** docs/product.md: the list changes locally (the request stays until the dialog closes). */
    settleChange: assign(({ context }, params: { output: DocumentChangeOutput }) =>
      context.request ? settleDialogChange(context, context.request, params.output) : {},
    ),
    /** Create, rename or move: shown at once, sent when the changes before it are answered. */
    queueChange: assign(({ context, event }) => {
      const reading = readRequest(context, event);
      return reading && 'request' in reading && isQueuedRequest(reading.request)
        ? queueChange(context, reading.request)
        : {};
    }),
    /** The head change was taken: the server's item (or the one shown) is kept. */
    confirmHead: assign(({ context }, params: { output: DocumentChangeOutput }) =>
      confirmHead(context, params.output),
    ),
    /** The head change was refused: undone. */
    failHead: assign(({ context }) => failHead(context)),
    /** A bare success reply refreshes the list after 500 ms (the `sync` region). */
    announceChange: raise((_, params: { output: DocumentChangeOutput }) => ({
      type: 'library.changed' as const,
      refresh: params.output.item === null,
    })),
  },
  actors: {
    loadDocuments: fromPromise<LoadDocumentsOutput, LoadDocumentsInput>(async () => {
      throw new Error('loadDocuments not provided');
    }),
    createFolder: changeActor<CreateFolderInput>('createFolder'),
    createDocument: changeActor<CreateDocumentInput>('createDocument'),
    /** A callback actor (see `uploadDocumentActor`): progress events, then done or failed. */
    uploadDocument: fromCallback<EventObject, UploadDocumentInput>(() => {
      throw new Error('uploadDocument not provided');
    }),
    moveDocument: changeActor<MoveDocumentInput>('moveDocument'),
    renameDocument: changeActor<RenameDocumentInput>('renameDocument'),
    deleteDocument: changeActor<DeleteDocumentInput>('deleteDocument'),
  },
  delays: {
    toastDelay: DOCUMENT_TOAST_MS,
    refreshDelay: DOCUMENT_REFRESH_MS,
  },
});

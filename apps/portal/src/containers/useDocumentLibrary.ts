import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import {
  FOLDER_PARAM,
  documentLibraryMachine,
  selectDocumentLibraryView,
  uploadDocumentActor,
  type CreateDocumentInput,
  type CreateFolderInput,
  type DeleteDocumentInput,
  type DocumentChangeOutput,
  type DocumentDialog,
  type LoadDocumentsInput,
  type LoadDocumentsOutput,
  type MoveDocumentInput,
  type RenameDocumentInput,
} from '@portal/domain';
import type { ApiClient, ApiResult, DocumentMutationReply } from '@portal/api-client';
import { documentLibraryViewProps, type DocumentLibraryProps, type PreviewText } from '@portal/ui';
import { callWorkspace, dataOrReject, type WorkspaceCall, type WorkspaceMappers } from '../app/api';
import { useBusinessName } from '../app/useCurrentBusiness';
import { useLinkedItem } from '../app/useLinkedItem';
import { useLoadingProgress } from './useLoadingProgress';

/** A change's reply as the machine takes it: the item the server gave back, or null. */
const asChange = (
  result: ApiResult<DocumentMutationReply>,
  map: WorkspaceMappers,
): ApiResult<DocumentChangeOutput> =>
  result.ok ? { ok: true, data: map.toDocumentChange(result.data) } : result;

const changeActor = <I>(
  call: WorkspaceCall,
  send: (documents: ApiClient['documents'], input: I) => Promise<ApiResult<DocumentMutationReply>>,
) =>
  fromPromise<DocumentChangeOutput, I>(async ({ input }) =>
    dataOrReject(await call(async (api, map) => asChange(await send(api.documents, input), map))),
  );

// Every call goes through the client's documents calls; getAll's tree comes back flat and a
// change's reply as `{ item }`. A change resolves when the server took it and rejects otherwise
// (the machine shows the failure's text in its dialog, or a toast for a drop).
export const documentLibraryActors = (call: WorkspaceCall) => ({
  loadDocuments: fromPromise<LoadDocumentsOutput, LoadDocumentsInput>(async ({ input }) =>
    dataOrReject(
      await call(async (api, map) => {
        const result = await api.documents.getAll({ force: input.force });
        return result.ok ? { ok: true as const, data: map.toLibraryItems(result.data) } : result;
      }),
    ),
  ),
  createFolder: changeActor<CreateFolderInput>(call, (documents, input) =>
    documents.createFolder(input),
  ),
  createDocument: changeActor<CreateDocumentInput>(call, (documents, input) =>
    documents.createDocument(input),
  ),
  moveDocument: changeActor<MoveDocumentInput>(call, (documents, input) =>
    documents.moveDocument(input),
  ),
  renameDocument: changeActor<RenameDocumentInput>(call, (documents, input) =>
    documents.rename(input),
  ),
  deleteDocument: changeActor<DeleteDocumentInput>(call, (documents, input) =>
    documents.delete(input),
  ),
  // The bytes sent reach the machine as they go; stopping the actor aborts the request.
  uploadDocument: uploadDocumentActor(async (input, { onProgress, signal }) =>
    dataOrReject(
      await call(async (api, map) =>
        asChange(
          await api.documents.uploadDoc(
            // The machine keeps the picked file opaque; in the browser it is the File itself.
            { file: input.file as unknown as Blob, name: input.name, parentId: input.parentId },
            { onProgress, signal },
          ),
          map,
        ),
      ),
    ),
  ),
});

/** What the library asks of the browser: docs/product.md's new tab, the clipboard, a file saved. */
export type BrowserEffects = {
  openInNewTab: (url: string) => void;
  copyToClipboard: (text: string) => void;
  download: (url: string, fileName: string) => void;
};

/**
 * Where 'Download' goes: our own signed file links get `download=1` (the server then sends the
 * file as an attachment under its name); other links (Google's export URLs) stay as they are.
 */
export function downloadHref(url: string, origin: string): string {
  const target = new URL(url, origin);
  if (target.origin !== origin) return url;
  target.searchParams.set('download', '1');
  return target.href;
}

export const browserEffects = (win: Window = window): BrowserEffects => ({
  openInNewTab: (url) => {
    win.open(url, '_blank', 'noopener,noreferrer');
  },
  // The machine says 'URL copiada!' whatever happens; a refused clipboard (no permission, plain
  // http) has nothing to add to that.
  copyToClipboard: (text) => {
    win.navigator.clipboard?.writeText(text).catch(() => undefined);
  },
  // <a download> of the link itself: the browser saves it, the page stays.
  download: (url, fileName) => {
    const link = win.document.createElement('a');
    link.href = downloadHref(url, win.location.origin);
    link.download = fileName;
    link.rel = 'noopener';
    link.style.display = 'none';
    win.document.body.append(link);
    link.click();
    link.remove();
  },
});

/** The library machine with the container's actors and the browser's effects. */
export const documentLibraryMachineWith = (call: WorkspaceCall, effects: BrowserEffects) =>
  documentLibraryMachine.provide({
    actors: documentLibraryActors(call),
    actions: {
      openInNewTab: (_, { url }) => effects.openInNewTab(url),
      copyToClipboard: (_, { text }) => effects.copyToClipboard(text),
      download: (_, { url, fileName }) => effects.download(url, fileName),
    },
  });

/** The text of a text or CSV file being previewed, read while its preview is open. */
export function usePreviewText(dialog: DocumentDialog | null): PreviewText | null {
  const url =
    dialog?.kind === 'preview' && dialog.preview.kind === 'text' ? dialog.preview.url : null;
  const [text, setText] = useState<{ url: string; value: PreviewText } | null>(null);
  useEffect(() => {
    if (url === null) return;
    const controller = new AbortController();
    setText({ url, value: { status: 'loading' } });
    fetch(url, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.text();
      })
      .then(
        (value) => setText({ url, value: { status: 'ready', text: value } }),
        () => {
          if (!controller.signal.aborted) setText({ url, value: { status: 'failure' } });
        },
      );
    return () => controller.abort();
  }, [url]);
  return url !== null && text?.url === url
    ? text.value
    : url !== null
      ? { status: 'loading' }
      : null;
}

export function useDocumentLibrary(): DocumentLibraryProps {
  const businessName = useBusinessName();
  const [machine] = useState(() => documentLibraryMachineWith(callWorkspace, browserEffects()));
  const [state, send] = useMachine(machine, { input: {} });
  const view = selectDocumentLibraryView(state);
  const progress = useLoadingProgress(view.isBusy);
  // The search's link to a folder (or to a file in it) opens the folder once the library is there.
  useLinkedItem(FOLDER_PARAM, view.status === 'ready', (itemId) =>
    send({ type: 'folder.open', itemId }),
  );
  const previewText = usePreviewText(view.dialog);

  return {
    businessName,
    ...documentLibraryViewProps(view),
    isLoading: progress.visible,
    loadingProgress: progress.value,
    previewText,
    onRetry: () => send({ type: 'library.retry' }),
    onOpenFolder: (itemId) => send({ type: 'folder.open', itemId }),
    onBack: () => send({ type: 'folder.back' }),
    onSearchChange: (query) => send({ type: 'search.change', query }),
    onNewFolder: () => send({ type: 'newFolder.open' }),
    onNewDocument: () => send({ type: 'newDocument.open' }),
    onCreateFolder: (values) => send({ type: 'newFolder.submit', ...values }),
    onTabChange: (tab) => send({ type: 'document.tab', tab }),
    onSubmitLink: (values) => send({ type: 'document.submit', ...values }),
    onSubmitUpload: (values) => send({ type: 'upload.submit', ...values }),
    onCancelUpload: () => send({ type: 'upload.cancel' }),
    onRename: (itemId) => send({ type: 'rename.open', itemId }),
    onSubmitRename: (name) => send({ type: 'rename.submit', name }),
    onDelete: (itemId) => send({ type: 'delete.open', itemId }),
    onConfirmDelete: () => send({ type: 'delete.confirm' }),
    onPreview: (itemId) => send({ type: 'file.preview', itemId }),
    onDownload: (itemId) => send({ type: 'file.download', itemId }),
    onCopyUrl: (itemId) => send({ type: 'file.copyUrl', itemId }),
    onMove: (itemId) => send({ type: 'move.open', itemId }),
    onSubmitMove: (folderId) => send({ type: 'move.submit', folderId }),
    onDrop: (drop) => send({ type: 'file.drop', ...drop }),
    onCloseDialog: () => send({ type: 'dialog.close' }),
    onDismissToast: () => send({ type: 'toast.dismiss' }),
  };
}

import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  failure,
  success,
  type ApiClient,
  type DocumentItem,
  type SendOptions,
} from '@portal/api-client';
import {
  DOCUMENT_URL_COPIED,
  FOLDER_CANNOT_MOVE,
  documentChangeUndone,
  selectDocumentLibraryView,
  type DocumentLibraryToast,
} from '@portal/domain';
import { fakeCall } from './fake-workspace-call';
import {
  documentLibraryMachineWith,
  downloadHref,
  type BrowserEffects,
} from './useDocumentLibrary';

const ORIGIN = 'https://portal.example.com.br';
const fileUrl = `${ORIGIN}/webhook/portal/files/documents/f-1?expires=1&signature=abc`;

// getAll's tree: a folder holding a PDF, and a Drive spreadsheet at root.
const tree: DocumentItem[] = [
  {
    id: 'Contratos',
    type: 'folder',
    name: 'Contratos',
    description: 'Assinados',
    parentId: null,
    created_at: '2026-03-01T10:00:00.000Z',
    content: [
      {
        id: 'f-1',
        type: 'uploadedFile',
        name: 'Contrato social',
        parentId: 'Contratos',
        created_at: '2026-03-01T10:00:00.000Z',
        file_url: fileUrl,
        file_type: 'application/pdf',
        file_size: 120_000,
      },
    ],
  },
  {
    id: 'd-1',
    type: 'driveFile',
    name: 'Planilha de custos',
    parentId: null,
    created_at: '2026-03-02T10:00:00.000Z',
    drive_url: 'https://docs.google.com/spreadsheets/d/custos123/edit',
    driveId: 'custos123',
  },
];

type Call = { action: string; body: unknown };

function library(options: { refuseMove?: boolean } = {}) {
  const calls: Call[] = [];
  let releaseUpload: (() => void) | undefined;
  const documents = {
    getAll: async (cacheOptions?: { force?: boolean }) => {
      calls.push({ action: 'getAll', body: cacheOptions });
      return success(tree);
    },
    createFolder: async (input: unknown) => {
      calls.push({ action: 'createFolder', body: input });
      return success([{ status: 'success' as const }]);
    },
    rename: async (input: unknown) => {
      calls.push({ action: 'rename', body: input });
      return success({ ...tree[1]!, name: 'Custos 2026' });
    },
    moveDocument: async (input: unknown) => {
      calls.push({ action: 'moveDocument', body: input });
      return options.refuseMove
        ? failure('http', FOLDER_CANNOT_MOVE, { status: 400, serverMessage: FOLDER_CANNOT_MOVE })
        : success([{ status: 'success' as const }]);
    },
    // Reports half the bytes, then waits: the test either lets it finish or cancels it.
    uploadDoc: async (input: { file: Blob; name: string }, send: SendOptions = {}) => {
      calls.push({ action: 'uploadDoc', body: { name: input.name, size: input.file.size } });
      send.onProgress?.(500, 1000);
      return new Promise((resolve) => {
        send.signal?.addEventListener('abort', () => resolve(failure('cancelled', 'cancelado')));
        releaseUpload = () => {
          send.onProgress?.(1000, 1000);
          resolve(
            success({
              id: 'f-2',
              type: 'uploadedFile',
              name: input.name,
              parentId: null,
              file_url: `${ORIGIN}/webhook/portal/files/documents/f-2`,
              file_type: 'application/pdf',
              file_size: 1000,
            }),
          );
        };
      });
    },
  } as unknown as ApiClient['documents'];
  const effects: BrowserEffects = {
    openInNewTab: vi.fn(),
    copyToClipboard: vi.fn(),
    download: vi.fn(),
  };
  const actor = createActor(documentLibraryMachineWith(fakeCall({ documents }), effects), {
    input: { createId: () => 'tmp-1', now: () => new Date('2026-03-05T09:30:00.000Z') },
  }).start();
  const toasts: DocumentLibraryToast[] = [];
  actor.subscribe((snapshot) => {
    const { toast } = snapshot.context;
    if (toast && toast !== toasts.at(-1)) toasts.push(toast);
  });
  const view = () => selectDocumentLibraryView(actor.getSnapshot());
  const ready = () => waitFor(actor, (s) => s.matches({ library: 'ready' }));
  return { actor, calls, effects, toasts, view, ready, release: () => releaseUpload?.() };
}

const pdf = () => new File([new Uint8Array(1000)], 'cardapio.pdf', { type: 'application/pdf' });

describe('the document library container', () => {
  it('loads the tree from the cache first and shows it flat, each file under its folder', async () => {
    const { calls, view, ready, actor } = library();
    await ready();
    expect(calls).toEqual([{ action: 'getAll', body: { force: false } }]);
    expect(view().folders.map((row) => row.item.name)).toEqual(['Contratos']);
    expect(view().files.map((row) => row.item.name)).toEqual(['Planilha de custos']);
    actor.send({ type: 'folder.open', itemId: 'Contratos' });
    expect(view().files.map((row) => [row.item.name, row.item.parentId])).toEqual([
      ['Contrato social', 'Contratos'],
    ]);
  });

  it('sends a new folder at root and, on a bare success reply, reads the library again past the cache', async () => {
    const { actor, calls, ready, view } = library();
    await ready();
    actor.send({ type: 'newFolder.open' });
    actor.send({ type: 'newFolder.submit', name: 'Notas fiscais', description: '' });
    await waitFor(actor, (s) => s.matches({ library: { ready: { dialog: 'closed' } } }));
    expect(view().folders.map((row) => [row.item.name, row.isPending])).toEqual([
      ['Contratos', false],
      ['Notas fiscais', true],
    ]);
    await waitFor(actor, () =>
      calls.some((call) => call.action === 'getAll' && (call.body as { force: boolean }).force),
    );
    expect(calls[1]).toEqual({
      action: 'createFolder',
      body: { name: 'Notas fiscais', description: '', parentId: null },
    });
  });

  it("shows an upload's real progress, and keeps what the server answered", async () => {
    const { actor, calls, ready, view, release } = library();
    await ready();
    actor.send({ type: 'newDocument.open' });
    actor.send({ type: 'document.tab', tab: 'upload' });
    actor.send({ type: 'upload.submit', name: '', file: pdf() });
    await waitFor(actor, () => {
      const dialog = view().dialog;
      return dialog?.kind === 'newDocument' && dialog.upload?.percent === 50;
    });
    expect(calls.at(-1)).toEqual({ action: 'uploadDoc', body: { name: 'cardapio', size: 1000 } });
    release();
    await waitFor(actor, (s) => s.matches({ library: { ready: { dialog: 'closed' } } }));
    expect(view().files.map((row) => row.item.name)).toEqual(['Planilha de custos', 'cardapio']);
  });

  it('aborts the upload when Cancel is pressed and stores nothing', async () => {
    const { actor, ready, view } = library();
    await ready();
    actor.send({ type: 'newDocument.open' });
    actor.send({ type: 'document.tab', tab: 'upload' });
    actor.send({ type: 'upload.submit', name: 'Cardápio', file: pdf() });
    await waitFor(actor, () => {
      const dialog = view().dialog;
      return dialog?.kind === 'newDocument' && dialog.upload !== null;
    });
    actor.send({ type: 'upload.cancel' });
    const dialog = view().dialog;
    expect(dialog?.kind === 'newDocument' && dialog.upload).toBeNull();
    expect(dialog?.kind === 'newDocument' && dialog.status).toBe('editing');
    expect(view().files.map((row) => row.item.name)).toEqual(['Planilha de custos']);
  });

  it("renames by id and folder, keeps the server's item, and says so", async () => {
    const { actor, calls, ready, view, toasts } = library();
    await ready();
    actor.send({ type: 'rename.open', itemId: 'd-1' });
    actor.send({ type: 'rename.submit', name: 'Custos 2026' });
    // Shown at once, the dialog closed, before the server answers.
    expect(actor.getSnapshot().matches({ library: { ready: { dialog: 'closed' } } })).toBe(true);
    expect(view().files.map((row) => [row.item.name, row.isPending])).toEqual([
      ['Custos 2026', true],
    ]);
    await waitFor(actor, (s) => s.matches({ library: { ready: { changes: 'idle' } } }));
    expect(calls.at(-1)).toEqual({
      action: 'rename',
      body: {
        oldName: 'Planilha de custos',
        newName: 'Custos 2026',
        type: 'driveFile',
        id: 'd-1',
        parentId: null,
      },
    });
    expect(view().files.map((row) => row.item.name)).toEqual(['Custos 2026']);
    expect(toasts).toEqual([{ tone: 'success', text: 'Documento renomeado com sucesso!' }]);
  });

  it("puts a refused drop back, saying the server's text in a toast", async () => {
    const { actor, ready, toasts, view } = library({ refuseMove: true });
    await ready();
    actor.send({ type: 'file.drop', itemId: 'd-1', folderId: 'Contratos' });
    expect(view().files).toEqual([]);
    await waitFor(actor, () => toasts.length > 0);
    expect(toasts).toEqual([
      {
        tone: 'error',
        text: documentChangeUndone('move', 'Planilha de custos', FOLDER_CANNOT_MOVE),
      },
    ]);
    expect(view().files.map((row) => row.item.name)).toEqual(['Planilha de custos']);
  });

  it('hands Copiar URL, Download and a Drive folder to the browser', async () => {
    const { actor, ready, effects, toasts } = library();
    await ready();
    actor.send({ type: 'file.copyUrl', itemId: 'd-1' });
    expect(effects.copyToClipboard).toHaveBeenCalledWith(
      'https://docs.google.com/spreadsheets/d/custos123/edit',
    );
    expect(toasts).toEqual([{ tone: 'success', text: DOCUMENT_URL_COPIED }]);
    actor.send({ type: 'file.download', itemId: 'f-1' });
    expect(effects.download).toHaveBeenCalledWith(fileUrl, 'Contrato social.pdf');
  });
});

describe('download links', () => {
  it('ask our own server for an attachment and leave other links as they are', () => {
    expect(downloadHref(fileUrl, ORIGIN)).toBe(`${fileUrl}&download=1`);
    expect(downloadHref('/webhook/portal/files/documents/f-1?x=1', ORIGIN)).toBe(
      `${ORIGIN}/webhook/portal/files/documents/f-1?x=1&download=1`,
    );
    const google = 'https://docs.google.com/spreadsheets/d/custos123/export?format=xlsx';
    expect(downloadHref(google, ORIGIN)).toBe(google);
  });
});

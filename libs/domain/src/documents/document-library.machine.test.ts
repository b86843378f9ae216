import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  documentChangeUndone,
  DOCUMENT_FILE_REQUIRED,
  DOCUMENT_FILE_TOO_LARGE,
  DOCUMENT_TYPE_NOT_ALLOWED,
  DOCUMENT_URL_INVALID,
  DOCUMENT_URL_REQUIRED,
  DRIVE_URL_INVALID,
  FILE_NAME_REQUIRED,
  FOLDER_NAME_REQUIRED,
} from '../messages';
import type { LibraryItem } from '../model/workspace';
import { controlledActors, flush } from '../testing/model-testing';
import { libraryFixture, libraryItemFixture } from '../testing/fixtures';
import {
  DOCUMENT_REFRESH_MS,
  DOCUMENT_TOAST_MS,
  documentLibraryMachine,
  documentLibraryMessages as texts,
  type DocumentLibrarySnapshot,
} from './document-library.machine';
import { selectDocumentLibraryView } from './document-library-view';
import type { DocumentLibraryEvent, UploadDocumentInput } from './document-library.types';
import { uploadDocumentActor, type UploadControls } from './document-upload';

const ACTORS = [
  'loadDocuments',
  'createFolder',
  'createDocument',
  'moveDocument',
  'renameDocument',
  'deleteDocument',
] as const;
type ActorName = (typeof ACTORS)[number];

const NOW = new Date(Date.UTC(2026, 10, 21, 13, 5));
const SUCCESS = { item: null };
/** A refusal as the api-client gives it (the portal rejects with the ApiFailure itself). */
const refusal = (message: string) => ({ ok: false, reason: 'http', status: 409, message });

function start() {
  const actors = controlledActors(ACTORS);
  const uploads: { input: UploadDocumentInput; controls: UploadControls; settle: Settle }[] = [];
  type Settle = { resolve: (value: unknown) => void; reject: (error: unknown) => void };
  const uploadDocument = uploadDocumentActor(
    (input, controls) =>
      new Promise((resolve, reject) => {
        uploads.push({ input, controls, settle: { resolve: resolve as never, reject } });
      }),
  );
  const effects = { openInNewTab: vi.fn(), copyToClipboard: vi.fn(), download: vi.fn() };
  const actor = createActor(
    documentLibraryMachine.provide({
      actors: { ...actors.logics, uploadDocument } as never,
      actions: {
        openInNewTab: (_, params) => effects.openInNewTab(params),
        copyToClipboard: (_, params) => effects.copyToClipboard(params),
        download: (_, params) => effects.download(params),
      },
    }),
    { input: { createId: () => 'novo-1', now: () => NOW } },
  );
  actor.start();
  const snapshot = () => actor.getSnapshot() as DocumentLibrarySnapshot;
  const view = () => selectDocumentLibraryView(snapshot());
  const send = async (event: DocumentLibraryEvent) => {
    actor.send(event);
    await flush();
  };
  const resolve = async (name: ActorName, output: unknown = SUCCESS) => {
    actors.resolve(name, output);
    await flush();
  };
  const reject = async (name: ActorName, error: unknown = new Error('API error: 500')) => {
    actors.reject(name, error);
    await flush();
  };
  const names = (section: 'folders' | 'files') => view()[section].map((row) => row.item.name);
  const item = (id: string) => snapshot().context.items.find((i) => i.id === id);
  return { actor, actors, uploads, effects, snapshot, view, send, resolve, reject, names, item };
}

async function startReady(items: readonly LibraryItem[] = libraryFixture) {
  const lib = start();
  await lib.resolve('loadDocuments', items);
  return lib;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('document library: loading and browsing', () => {
  it('loads (from the cache if fresh) with the bar running, then shows the root', async () => {
    const lib = start();
    expect(lib.view()).toMatchObject({ status: 'loading', isBusy: true, dialog: null });
    expect(lib.actors.inputsOf('loadDocuments')).toEqual([{ force: false }]);
    await lib.resolve('loadDocuments', libraryFixture);
    expect(lib.view()).toMatchObject({
      status: 'ready',
      isBusy: false,
      folder: null,
      folderPath: [],
      canGoBack: false,
      breadcrumbAcceptsDrop: false,
      canCreateFolder: true,
      empty: null,
    });
    // docs/product.md: folders and Drive folder links under 'Pastas', the rest under 'Arquivos'.
    expect(lib.names('folders')).toEqual(['Contratos', 'Drive da equipe']);
    expect(lib.names('files')).toEqual(['Planilha de custos', 'Logo']);
    expect(lib.view().folders.map((row) => row.kind)).toEqual(['folder', 'redirectFolder']);
  });

  it('says the product’s text when the load fails, and a retry forces a fresh load', async () => {
    const lib = start();
    await lib.reject('loadDocuments');
    expect(lib.view()).toMatchObject({ status: 'failure', error: texts.loadFailed, isBusy: false });
    await lib.send({ type: 'library.retry' });
    expect(lib.actors.inputsOf('loadDocuments').at(-1)).toEqual({ force: true });
    await lib.resolve('loadDocuments', []);
    expect(lib.view()).toMatchObject({ status: 'ready', error: null, empty: 'folder' });
  });

  it('shows the api-client’s own text for a refusal (a missing session)', async () => {
    const lib = start();
    await lib.reject('loadDocuments', refusal('Dados de autenticação ausentes'));
    expect(lib.view().error).toBe('Dados de autenticação ausentes');
  });

  it('opens a folder, shows its path and files, and Back returns to the root', async () => {
    const lib = await startReady();
    await lib.send({ type: 'folder.back' });
    expect(lib.view().folder).toBeNull();
    await lib.send({ type: 'folder.open', itemId: 'Contratos' });
    expect(lib.view()).toMatchObject({
      folderPath: ['Contratos'],
      canGoBack: true,
      breadcrumbAcceptsDrop: true,
      canCreateFolder: false,
    });
    expect(lib.names('folders')).toEqual([]);
    expect(lib.names('files')).toEqual(['Contrato social']);
    await lib.send({ type: 'folder.back' });
    expect(lib.view()).toMatchObject({ folder: null, canGoBack: false });
  });

  it('says which empty state shows: an empty folder, or a search that found nothing', async () => {
    const lib = await startReady([
      ...libraryFixture,
      libraryItemFixture('Vazia', 'folder', 'Vazia'),
    ]);
    await lib.send({ type: 'folder.open', itemId: 'Vazia' });
    expect(lib.view().empty).toBe('folder');
    await lib.send({ type: 'search.change', query: 'xyz' });
    expect(lib.view()).toMatchObject({ isSearching: true, empty: 'search' });
  });

  it('searches every item by name, case-insensitively, whatever the folder', async () => {
    const lib = await startReady();
    await lib.send({ type: 'search.change', query: '  CONTRAT ' });
    expect(lib.names('folders')).toEqual(['Contratos']);
    // The PDF inside 'Contratos' is found from the root.
    expect(lib.names('files')).toEqual(['Contrato social']);
    await lib.send({ type: 'search.change', query: '   ' });
    expect(lib.view().isSearching).toBe(false);
    expect(lib.names('files')).toEqual(['Planilha de custos', 'Logo']);
  });

  it('opening a folder from the results clears the search', async () => {
    const lib = await startReady();
    await lib.send({ type: 'search.change', query: 'contr' });
    await lib.send({ type: 'folder.open', itemId: 'Contratos' });
    expect(lib.view()).toMatchObject({ query: '', isSearching: false, folderPath: ['Contratos'] });
  });

  it('a Drive folder link opens its drive_url in a new tab and stays where it is', async () => {
    const lib = await startReady();
    await lib.send({ type: 'folder.open', itemId: 'r-equipe' });
    expect(lib.effects.openInNewTab).toHaveBeenCalledWith({
      url: 'https://drive.google.com/drive/folders/equipe789',
    });
    expect(lib.view().folder).toBeNull();
  });
});

describe('document library: new folder', () => {
  it('refuses a blank name with the product’s text and sends nothing', async () => {
    const lib = await startReady();
    await lib.send({ type: 'newFolder.open' });
    await lib.send({ type: 'newFolder.submit', name: '   ', description: '' });
    expect(lib.view().dialog).toMatchObject({
      kind: 'newFolder',
      status: 'editing',
      fieldErrors: { name: FOLDER_NAME_REQUIRED },
    });
    expect(lib.actors.inputsOf('createFolder')).toEqual([]);
  });

  it('shows the folder and closes the dialog at once, sends it, refreshes 500 ms after a bare success', async () => {
    const lib = await startReady();
    await lib.send({ type: 'newFolder.open' });
    await lib.send({ type: 'newFolder.submit', name: ' Fiscal ', description: ' Notas ' });
    // Before any answer: the dialog is gone, the folder is there (its menu waits), the request left.
    expect(lib.view()).toMatchObject({ isBusy: true, dialog: null });
    const shown = lib.view().folders.find((r) => r.item.name === 'Fiscal');
    expect(shown).toMatchObject({
      item: { id: 'Fiscal', description: 'Notas' },
      isPending: true,
      acceptsDrop: false,
    });
    expect(lib.actors.inputsOf('createFolder')).toEqual([
      { name: 'Fiscal', description: 'Notas', parentId: null },
    ]);
    await lib.resolve('createFolder', SUCCESS);
    const row = lib.view().folders.find((r) => r.item.name === 'Fiscal');
    // A folder's id is its name; its menu waits until the server's list confirms it.
    expect(row).toMatchObject({ item: { id: 'Fiscal', description: 'Notas' }, isPending: true });
    await vi.advanceTimersByTimeAsync(DOCUMENT_REFRESH_MS - 1);
    expect(lib.actors.inputsOf('loadDocuments')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(lib.actors.inputsOf('loadDocuments')).toEqual([{ force: false }, { force: true }]);
    const fiscal = libraryItemFixture('Fiscal', 'folder', 'Fiscal');
    await lib.resolve('loadDocuments', [...libraryFixture, fiscal]);
    expect(lib.view().folders.find((r) => r.item.id === 'Fiscal')?.isPending).toBe(false);
  });

  it('a taken name becomes "name 2" until the server’s list says otherwise', async () => {
    const lib = await startReady();
    await lib.send({ type: 'newFolder.open' });
    await lib.send({ type: 'newFolder.submit', name: 'Contratos', description: '' });
    await lib.resolve('createFolder', SUCCESS);
    expect(lib.names('folders')).toContain('Contratos 2');
  });

  it('inside a folder, "Nova Pasta" is refused with the product’s text as a toast', async () => {
    const lib = await startReady();
    await lib.send({ type: 'folder.open', itemId: 'Contratos' });
    await lib.send({ type: 'newFolder.open' });
    expect(lib.view().dialog).toBeNull();
    expect(lib.view().toast).toEqual({ tone: 'error', text: texts.folderInsideFolder });
  });

  it('a refused folder goes away, and a toast says which and why (the server’s text or ours)', async () => {
    const lib = await startReady();
    await lib.send({ type: 'newFolder.open' });
    await lib.send({ type: 'newFolder.submit', name: 'Fiscal', description: '' });
    expect(lib.names('folders')).toContain('Fiscal');
    await lib.reject('createFolder', refusal('A biblioteca desta empresa atingiu o limite.'));
    expect(lib.names('folders')).not.toContain('Fiscal');
    expect(lib.view().toast).toEqual({
      tone: 'error',
      text: documentChangeUndone(
        'createFolder',
        'Fiscal',
        'A biblioteca desta empresa atingiu o limite.',
      ),
    });
    await lib.send({ type: 'newFolder.open' });
    await lib.send({ type: 'newFolder.submit', name: 'Fiscal', description: '' });
    await lib.reject('createFolder');
    expect(lib.view().toast?.text).toBe(
      documentChangeUndone('createFolder', 'Fiscal', texts.changeFailed),
    );
    expect(lib.snapshot().context.items).toEqual(libraryFixture);
    // A refused change is never refreshed for.
    await vi.advanceTimersByTimeAsync(DOCUMENT_REFRESH_MS * 4);
    expect(lib.actors.inputsOf('loadDocuments')).toHaveLength(1);
  });
});

describe('document library: new document by link', () => {
  it('refuses links by docs/product.md, Limits and sends nothing', async () => {
    const lib = await startReady();
    await lib.send({ type: 'newDocument.open' });
    expect(lib.view().dialog).toMatchObject({ kind: 'newDocument', tab: 'url', canSubmit: true });
    const refusedFor = async (url: string) => {
      await lib.send({ type: 'document.submit', name: 'Doc', url });
      return lib.view().dialog?.kind === 'newDocument' && lib.view().dialog;
    };
    expect(await refusedFor('')).toMatchObject({ fieldErrors: { url: DOCUMENT_URL_REQUIRED } });
    expect(await refusedFor('ftp://arquivos.com/x')).toMatchObject({
      fieldErrors: { url: DOCUMENT_URL_INVALID },
    });
    expect(await refusedFor('https://docs.google.com/forms/d/abc')).toMatchObject({
      fieldErrors: { url: DRIVE_URL_INVALID },
    });
    expect(lib.actors.inputsOf('createDocument')).toEqual([]);
  });

  it('fills an empty name with the link’s default and creates it in the open folder', async () => {
    const lib = await startReady();
    await lib.send({ type: 'folder.open', itemId: 'Contratos' });
    await lib.send({ type: 'newDocument.open' });
    await lib.send({
      type: 'document.submit',
      name: '  ',
      url: 'https://docs.google.com/document/d/doc42/edit',
    });
    // Shown at once with its own id, the dialog closed, while the request is on its way.
    expect(lib.view().dialog).toBeNull();
    expect(lib.view().files.map((row) => [row.item.id, row.item.name, row.isPending])).toEqual([
      ['f-social', 'Contrato social', false],
      ['novo-1', 'Google Document', true],
    ]);
    expect(lib.actors.inputsOf('createDocument')).toEqual([
      {
        name: 'Google Document',
        drive_url: 'https://docs.google.com/document/d/doc42/edit',
        driveId: 'doc42',
        type: 'driveFile',
        parentId: 'Contratos',
      },
    ]);
    // The server answered with the item: it is shown as it is, and nothing is refreshed.
    const created = libraryItemFixture('d-42', 'driveFile', 'Google Document', {
      parentId: 'Contratos',
      driveId: 'doc42',
      drive_url: 'https://docs.google.com/document/d/doc42/edit',
    });
    await lib.resolve('createDocument', { item: created });
    expect(lib.view().files.map((row) => [row.item.id, row.isPending])).toEqual([
      ['f-social', false],
      ['d-42', false],
    ]);
    await vi.advanceTimersByTimeAsync(DOCUMENT_REFRESH_MS * 4);
    expect(lib.actors.inputsOf('loadDocuments')).toHaveLength(1);
  });

  it('a Drive folder link is a redirectFolder shown under Pastas (with its thumbnail)', async () => {
    const lib = await startReady();
    await lib.send({ type: 'newDocument.open' });
    await lib.send({
      type: 'document.submit',
      name: '',
      url: 'https://drive.google.com/drive/folders/pasta9',
    });
    expect(lib.actors.inputsOf('createDocument')[0]).toMatchObject({
      name: 'Google Drive Folder',
      type: 'redirectFolder',
      driveId: 'pasta9',
    });
    await lib.resolve('createDocument', SUCCESS);
    expect(lib.view().folders.at(-1)).toMatchObject({
      kind: 'redirectFolder',
      isPending: true,
      item: { id: 'novo-1', thumbnail: 'https://drive.google.com/thumbnail?id=pasta9&sz=w320' },
    });
  });
});

describe('document library: upload', () => {
  const pdf = { name: 'relatorio-anual.pdf', size: 1000 };

  it('refuses a missing, unaccepted or too large file with the product’s texts', async () => {
    const lib = await startReady();
    await lib.send({ type: 'newDocument.open' });
    await lib.send({ type: 'document.tab', tab: 'upload' });
    const refusedFor = async (file: { name: string; size: number } | null) => {
      await lib.send({ type: 'upload.submit', name: '', file });
      const dialog = lib.view().dialog;
      return dialog?.kind === 'newDocument' ? dialog.fieldErrors : null;
    };
    expect(await refusedFor(null)).toEqual({ file: DOCUMENT_FILE_REQUIRED });
    expect(await refusedFor({ name: 'video.mp4', size: 10 })).toEqual({
      file: DOCUMENT_TYPE_NOT_ALLOWED,
    });
    expect(await refusedFor({ name: 'grande.pdf', size: 10 * 1024 * 1024 + 1 })).toEqual({
      file: DOCUMENT_FILE_TOO_LARGE,
    });
    expect(lib.uploads).toEqual([]);
    // Changing tab clears the refusals.
    await lib.send({ type: 'document.tab', tab: 'url' });
    expect(lib.view().dialog).toMatchObject({ tab: 'url', fieldErrors: {} });
  });

  it('reports real progress, keeps Submit off and Cancel on, then shows the file', async () => {
    const lib = await startReady();
    await lib.send({ type: 'newDocument.open' });
    await lib.send({ type: 'document.tab', tab: 'upload' });
    await lib.send({ type: 'upload.submit', name: '', file: pdf });
    expect(lib.uploads[0]?.input).toEqual({ file: pdf, name: 'relatorio-anual', parentId: null });
    expect(lib.view().dialog).toMatchObject({
      status: 'submitting',
      upload: { sent: 0, total: 1000, percent: 0 },
      canSubmit: false,
      canCancel: true,
    });
    lib.uploads[0]?.controls.onProgress(250, 1000);
    await flush();
    expect(lib.view().dialog).toMatchObject({ upload: { sent: 250, total: 1000, percent: 25 } });
    lib.uploads[0]?.controls.onProgress(1000, 1000);
    lib.uploads[0]?.settle.resolve(SUCCESS);
    await flush();
    expect(lib.view().dialog).toBeNull();
    expect(lib.view().files.at(-1)).toMatchObject({
      item: { id: 'novo-1', name: 'relatorio-anual', type: 'uploadedFile', file_size: 1000 },
      isPending: true,
    });
  });

  it('Cancel aborts the upload: nothing is stored and the form is back as it was', async () => {
    const lib = await startReady();
    await lib.send({ type: 'newDocument.open' });
    await lib.send({ type: 'document.tab', tab: 'upload' });
    await lib.send({ type: 'upload.submit', name: 'Relatório', file: pdf });
    const { controls, settle } = lib.uploads[0] ?? {};
    await lib.send({ type: 'upload.cancel' });
    expect(controls?.signal.aborted).toBe(true);
    expect(lib.view().dialog).toMatchObject({
      kind: 'newDocument',
      status: 'editing',
      upload: null,
      error: null,
    });
    // What the aborted upload says afterwards changes nothing.
    settle?.reject(refusal('cancelled'));
    await flush();
    expect(lib.view().dialog).toMatchObject({ error: null });
    expect(lib.names('files')).toEqual(['Planilha de custos', 'Logo']);
  });

  it('closing the dialog while uploading aborts too', async () => {
    const lib = await startReady();
    await lib.send({ type: 'newDocument.open' });
    await lib.send({ type: 'upload.submit', name: '', file: pdf });
    await lib.send({ type: 'dialog.close' });
    expect(lib.uploads[0]?.controls.signal.aborted).toBe(true);
    expect(lib.view().dialog).toBeNull();
  });

  it('a failed upload keeps the dialog open with the failure’s text', async () => {
    const lib = await startReady();
    await lib.send({ type: 'newDocument.open' });
    await lib.send({ type: 'upload.submit', name: '', file: pdf });
    lib.uploads[0]?.settle.reject(refusal('O conteúdo do arquivo não corresponde.'));
    await flush();
    expect(lib.view().dialog).toMatchObject({
      status: 'editing',
      upload: null,
      error: 'O conteúdo do arquivo não corresponde.',
    });
  });

  it('an upload actor that breaks is a failure with the default text', async () => {
    const actor = createActor(
      documentLibraryMachine.provide({
        actors: { loadDocuments: fromPromise(async () => libraryFixture) },
      }),
      { input: {} },
    );
    actor.start();
    await flush();
    actor.send({ type: 'newDocument.open' });
    // No upload provided: the actor throws at once.
    actor.send({ type: 'upload.submit', name: '', file: pdf });
    await flush();
    expect(selectDocumentLibraryView(actor.getSnapshot()).dialog).toMatchObject({
      kind: 'newDocument',
      status: 'editing',
      error: texts.changeFailed,
    });
  });
});

describe('document library: rename, delete', () => {
  it('renames a folder: its files follow, a toast says so for 2 s', async () => {
    const lib = await startReady();
    await lib.send({ type: 'rename.open', itemId: 'Contratos' });
    expect(lib.view().dialog).toMatchObject({ kind: 'rename', itemKind: 'folder' });
    await lib.send({ type: 'rename.submit', name: '' });
    expect(lib.view().dialog).toMatchObject({ fieldErrors: { name: FOLDER_NAME_REQUIRED } });
    await lib.send({ type: 'rename.submit', name: ' Jurídico ' });
    // The new name shows at once, the dialog is closed, the request is on its way.
    expect(lib.view().dialog).toBeNull();
    expect(lib.names('folders')).toContain('Jurídico');
    expect(lib.item('f-social')?.parentId).toBe('Jurídico');
    expect(lib.actors.inputsOf('renameDocument')).toEqual([
      {
        oldName: 'Contratos',
        newName: 'Jurídico',
        type: 'folder',
        id: 'Contratos',
        parentId: null,
      },
    ]);
    await lib.resolve('renameDocument', SUCCESS);
    expect(lib.item('Jurídico')).toMatchObject({ name: 'Jurídico' });
    expect(lib.item('f-social')?.parentId).toBe('Jurídico');
    expect(lib.view().toast).toEqual({ tone: 'success', text: texts.renamed });
    await vi.advanceTimersByTimeAsync(DOCUMENT_TOAST_MS - 1);
    expect(lib.view().toast).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(lib.view().toast).toBeNull();
  });

  it('renames a file in its own words, and an unchanged name sends nothing', async () => {
    const lib = await startReady();
    await lib.send({ type: 'rename.open', itemId: 'f-logo' });
    expect(lib.view().dialog).toMatchObject({ kind: 'rename', itemKind: 'file' });
    await lib.send({ type: 'rename.submit', name: ' ' });
    expect(lib.view().dialog).toMatchObject({ fieldErrors: { name: FILE_NAME_REQUIRED } });
    await lib.send({ type: 'rename.submit', name: 'Logo ' });
    expect(lib.view().dialog).toBeNull();
    expect(lib.actors.inputsOf('renameDocument')).toEqual([]);
  });

  it('takes the server’s item when the reply carries it', async () => {
    const lib = await startReady();
    await lib.send({ type: 'rename.open', itemId: 'f-logo' });
    await lib.send({ type: 'rename.submit', name: 'Marca' });
    const answered = libraryItemFixture('f-logo', 'uploadedFile', 'Marca 2', {
      file_url: '/files/f-logo',
    });
    await lib.resolve('renameDocument', { item: answered });
    expect(lib.item('f-logo')?.name).toBe('Marca 2');
  });

  it('deletes a folder with everything in it', async () => {
    const lib = await startReady();
    await lib.send({ type: 'delete.open', itemId: 'Contratos' });
    expect(lib.view().dialog).toMatchObject({ kind: 'delete', item: { id: 'Contratos' } });
    await lib.send({ type: 'delete.confirm' });
    expect(lib.view().dialog).toMatchObject({ status: 'submitting' });
    expect(lib.actors.inputsOf('deleteDocument')).toEqual([
      { name: 'Contratos', id: 'Contratos', parentId: null },
    ]);
    await lib.resolve('deleteDocument', SUCCESS);
    expect(lib.item('Contratos')).toBeUndefined();
    expect(lib.item('f-social')).toBeUndefined();
    expect(lib.view().toast).toEqual({ tone: 'success', text: texts.deleted });
  });

  it('a failed delete stays in the confirmation with its text', async () => {
    const lib = await startReady();
    await lib.send({ type: 'delete.open', itemId: 'f-logo' });
    await lib.send({ type: 'delete.confirm' });
    await lib.reject('deleteDocument');
    expect(lib.view().dialog).toMatchObject({
      kind: 'delete',
      status: 'editing',
      error: texts.changeFailed,
    });
    expect(lib.item('f-logo')).toBeDefined();
  });

  it('an item the server has not confirmed has no menu yet', async () => {
    const lib = await startReady();
    await lib.send({ type: 'newFolder.open' });
    await lib.send({ type: 'newFolder.submit', name: 'Fiscal', description: '' });
    await lib.resolve('createFolder', SUCCESS);
    await lib.send({ type: 'rename.open', itemId: 'Fiscal' });
    await lib.send({ type: 'delete.open', itemId: 'Fiscal' });
    expect(lib.view().dialog).toBeNull();
  });
});

describe('document library: preview, download, copy', () => {
  it('previews a PDF inline and says when there is nothing to preview', async () => {
    const bare = libraryItemFixture('f-vazio', 'uploadedFile', 'Sem arquivo');
    const lib = await startReady([...libraryFixture, bare]);
    await lib.send({ type: 'folder.open', itemId: 'Contratos' });
    await lib.send({ type: 'file.preview', itemId: 'f-social' });
    expect(lib.view().dialog).toMatchObject({
      kind: 'preview',
      preview: { kind: 'pdf', url: '/files/f-social' },
      canDownload: true,
    });
    await lib.send({ type: 'dialog.close' });
    await lib.send({ type: 'file.preview', itemId: 'f-vazio' });
    expect(lib.view().dialog).toMatchObject({
      preview: { kind: 'unavailable' },
      canDownload: false,
    });
  });

  it('downloads a Google spreadsheet as xlsx', async () => {
    const lib = await startReady();
    await lib.send({ type: 'file.download', itemId: 'd-custos' });
    expect(lib.effects.download).toHaveBeenCalledWith({
      url: 'https://docs.google.com/spreadsheets/d/custos123/export?format=xlsx',
      fileName: 'Planilha de custos.xlsx',
    });
  });

  it('copies a Drive item’s URL with the product’s toast; other items have no "Copiar URL"', async () => {
    const lib = await startReady();
    expect(lib.view().files.map((row) => row.canCopyUrl)).toEqual([true, false]);
    await lib.send({ type: 'file.copyUrl', itemId: 'f-logo' });
    expect(lib.effects.copyToClipboard).not.toHaveBeenCalled();
    await lib.send({ type: 'file.copyUrl', itemId: 'd-custos' });
    expect(lib.effects.copyToClipboard).toHaveBeenCalledWith({
      text: 'https://docs.google.com/spreadsheets/d/custos123/edit',
    });
    expect(lib.view().toast).toEqual({ tone: 'success', text: texts.urlCopied });
  });
});

describe('document library: moving files', () => {
  it('a file dropped on a folder moves there at once, with the toast', async () => {
    const lib = await startReady();
    await lib.send({ type: 'file.drop', itemId: 'f-logo', folderId: 'Contratos' });
    expect(lib.view()).toMatchObject({ isBusy: true, dialog: null });
    expect(lib.names('files')).toEqual(['Planilha de custos']);
    expect(lib.actors.inputsOf('moveDocument')).toEqual([
      { documentName: 'Logo', id: 'f-logo', currentParentId: null, newParentId: 'Contratos' },
    ]);
    await lib.resolve('moveDocument', SUCCESS);
    expect(lib.item('f-logo')?.parentId).toBe('Contratos');
    expect(lib.names('files')).toEqual(['Planilha de custos']);
    expect(lib.view().toast).toEqual({ tone: 'success', text: texts.moved });
  });

  it('a file dropped on the breadcrumb goes to the root', async () => {
    const lib = await startReady();
    await lib.send({ type: 'folder.open', itemId: 'Contratos' });
    await lib.send({ type: 'file.drop', itemId: 'f-social', folderId: null });
    expect(lib.actors.inputsOf('moveDocument')[0]).toMatchObject({
      currentParentId: 'Contratos',
      newParentId: null,
    });
  });

  it('folders do not move, nor does a file onto its own folder or a Drive link', async () => {
    const lib = await startReady();
    const drops: DocumentLibraryEvent[] = [
      { type: 'file.drop', itemId: 'Contratos', folderId: null },
      { type: 'file.drop', itemId: 'r-equipe', folderId: 'Contratos' },
      { type: 'file.drop', itemId: 'f-logo', folderId: null },
      { type: 'file.drop', itemId: 'f-logo', folderId: 'r-equipe' },
      { type: 'move.open', itemId: 'Contratos' },
    ];
    for (const drop of drops) await lib.send(drop);
    expect(lib.actors.inputsOf('moveDocument')).toEqual([]);
    expect(lib.view().dialog).toBeNull();
    expect(lib.view().folders.map((row) => row.canMove)).toEqual([false, false]);
    expect(lib.view().folders.map((row) => row.acceptsDrop)).toEqual([true, false]);
  });

  it('"Mover para…" lists the folders, and the root from inside one', async () => {
    const extra = libraryItemFixture('Fiscal', 'folder', 'Fiscal');
    const lib = await startReady([...libraryFixture, extra]);
    await lib.send({ type: 'move.open', itemId: 'f-logo' });
    expect(lib.view().dialog).toMatchObject({
      kind: 'move',
      targets: [
        { folderId: 'Contratos', name: 'Contratos' },
        { folderId: 'Fiscal', name: 'Fiscal' },
      ],
    });
    await lib.send({ type: 'dialog.close' });
    await lib.send({ type: 'folder.open', itemId: 'Contratos' });
    await lib.send({ type: 'move.open', itemId: 'f-social' });
    expect(lib.view().dialog).toMatchObject({
      targets: [
        { folderId: null, name: null },
        { folderId: 'Fiscal', name: 'Fiscal' },
      ],
    });
    await lib.send({ type: 'move.submit', folderId: 'Fiscal' });
    // Gone from the open folder at once; back when the server refuses, saying why.
    expect(lib.view().dialog).toBeNull();
    expect(lib.item('f-social')?.parentId).toBe('Fiscal');
    expect(lib.view().files).toEqual([]);
    await lib.reject('moveDocument', refusal('Pastas não podem ser movidas.'));
    expect(lib.item('f-social')?.parentId).toBe('Contratos');
    expect(lib.view().toast?.text).toBe(
      documentChangeUndone('move', 'Contrato social', 'Pastas não podem ser movidas.'),
    );
    await lib.send({ type: 'move.open', itemId: 'f-social' });
    await lib.send({ type: 'move.submit', folderId: null });
    await lib.resolve('moveDocument', SUCCESS);
    expect(lib.item('f-social')?.parentId).toBeNull();
    expect(lib.view().toast).toEqual({ tone: 'success', text: texts.moved });
  });

  it('a refused drop puts the file back and says why in a toast', async () => {
    const lib = await startReady();
    await lib.send({ type: 'file.drop', itemId: 'f-logo', folderId: 'Contratos' });
    expect(lib.item('f-logo')?.parentId).toBe('Contratos');
    await lib.reject('moveDocument');
    expect(lib.view().toast).toEqual({
      tone: 'error',
      text: documentChangeUndone('move', 'Logo', texts.changeFailed),
    });
    expect(lib.item('f-logo')?.parentId).toBeNull();
    expect(lib.names('files')).toContain('Logo');
  });
});

describe('document library: the refresh after a change', () => {
  it('a change during a refresh asks again, and a failed refresh keeps the list', async () => {
    const lib = await startReady();
    await lib.send({ type: 'file.drop', itemId: 'f-logo', folderId: 'Contratos' });
    await lib.resolve('moveDocument', SUCCESS);
    await vi.advanceTimersByTimeAsync(DOCUMENT_REFRESH_MS);
    expect(lib.actors.inputsOf('loadDocuments')).toHaveLength(2);
    // Another change lands while that list is on its way: it may predate the change.
    await lib.send({ type: 'delete.open', itemId: 'd-custos' });
    await lib.send({ type: 'delete.confirm' });
    await lib.resolve('deleteDocument', { item: null });
    await vi.advanceTimersByTimeAsync(DOCUMENT_REFRESH_MS);
    expect(lib.actors.inputsOf('loadDocuments')).toHaveLength(3);
    await lib.reject('loadDocuments');
    expect(lib.view().toast).toEqual({ tone: 'error', text: texts.loadFailed });
    expect(lib.item('d-custos')).toBeUndefined();
    expect(lib.view()).toMatchObject({ status: 'ready', isBusy: false });
  });

  it('a refresh that no longer has the open folder goes back to the root', async () => {
    const lib = await startReady();
    await lib.send({ type: 'folder.open', itemId: 'Contratos' });
    await lib.send({ type: 'library.refresh' });
    await lib.resolve(
      'loadDocuments',
      libraryFixture.filter((i) => i.id !== 'Contratos'),
    );
    expect(lib.view().folder).toBeNull();
  });
});

describe('document library: changes shown before the server answers', () => {
  it('a refused rename puts the old name back, the folder’s files with it', async () => {
    const lib = await startReady();
    await lib.send({ type: 'rename.open', itemId: 'Contratos' });
    await lib.send({ type: 'rename.submit', name: 'Jurídico' });
    expect(lib.view().folders.find((r) => r.item.id === 'Jurídico')?.isPending).toBe(true);
    await lib.reject('renameDocument', refusal('Documento não encontrado.'));
    expect(lib.snapshot().context.items).toEqual(libraryFixture);
    expect(lib.view().toast).toEqual({
      tone: 'error',
      text: documentChangeUndone('rename', 'Contratos', 'Documento não encontrado.'),
    });
  });

  it('sends one change at a time in the order made; a refused one goes, the others stay', async () => {
    const lib = await startReady();
    await lib.send({ type: 'rename.open', itemId: 'f-logo' });
    await lib.send({ type: 'rename.submit', name: 'Marca' });
    await lib.send({ type: 'file.drop', itemId: 'd-custos', folderId: 'Contratos' });
    // Both show at once; the move waits for the rename's answer.
    expect(lib.item('f-logo')?.name).toBe('Marca');
    expect(lib.item('d-custos')?.parentId).toBe('Contratos');
    expect(lib.actors.inputsOf('moveDocument')).toEqual([]);
    await lib.reject('renameDocument');
    expect(lib.item('f-logo')?.name).toBe('Logo');
    expect(lib.item('d-custos')?.parentId).toBe('Contratos');
    expect(lib.actors.inputsOf('moveDocument')).toHaveLength(1);
    await lib.resolve('moveDocument', SUCCESS);
    expect(lib.snapshot().context).toMatchObject({ queue: [] });
    expect(lib.snapshot().context.savedItems.find((i) => i.id === 'd-custos')?.parentId).toBe(
      'Contratos',
    );
    expect(lib.view()).toMatchObject({ isBusy: false });
  });

  it('a list that comes while a change is on its way still shows the change', async () => {
    const lib = await startReady();
    await lib.send({ type: 'newFolder.open' });
    await lib.send({ type: 'newFolder.submit', name: 'Fiscal', description: '' });
    await lib.send({ type: 'library.refresh' });
    await lib.resolve('loadDocuments', libraryFixture);
    expect(lib.view().folders.find((r) => r.item.id === 'Fiscal')?.isPending).toBe(true);
    const fiscal = libraryItemFixture('Fiscal', 'folder', 'Fiscal');
    await lib.resolve('createFolder', { item: fiscal });
    expect(lib.view().folders.filter((r) => r.item.id === 'Fiscal')).toEqual([
      expect.objectContaining({ isPending: false, acceptsDrop: true }),
    ]);
  });

  it('nothing goes into a folder still on its way: no drop, not a target of "Mover para…"', async () => {
    const lib = await startReady();
    await lib.send({ type: 'newFolder.open' });
    await lib.send({ type: 'newFolder.submit', name: 'Fiscal', description: '' });
    await lib.send({ type: 'file.drop', itemId: 'f-logo', folderId: 'Fiscal' });
    expect(lib.item('f-logo')?.parentId).toBeNull();
    await lib.send({ type: 'move.open', itemId: 'f-logo' });
    expect(lib.view().dialog).toMatchObject({
      kind: 'move',
      targets: [{ folderId: 'Contratos', name: 'Contratos' }],
    });
    await lib.send({ type: 'move.submit', folderId: 'Fiscal' });
    expect(lib.view().dialog).toMatchObject({ kind: 'move' });
    expect(lib.actors.inputsOf('moveDocument')).toEqual([]);
  });

  it('the open folder renamed is followed, and back under its old name when refused', async () => {
    const lib = await startReady();
    await lib.send({ type: 'folder.open', itemId: 'Contratos' });
    await lib.send({ type: 'rename.open', itemId: 'Contratos' });
    await lib.send({ type: 'rename.submit', name: 'Jurídico' });
    expect(lib.view()).toMatchObject({ folderPath: ['Jurídico'], files: [expect.anything()] });
    await lib.reject('renameDocument');
    expect(lib.view()).toMatchObject({ folderPath: ['Contratos'], files: [expect.anything()] });
    await lib.send({ type: 'rename.open', itemId: 'Contratos' });
    await lib.send({ type: 'rename.submit', name: 'Jurídico' });
    // The server made the name unique: the library follows the folder to it.
    const answered = libraryItemFixture('Jurídico 2', 'folder', 'Jurídico 2');
    await lib.resolve('renameDocument', { item: answered });
    expect(lib.view().folderPath).toEqual(['Jurídico 2']);
  });
});

import { describe, expect } from 'vitest';
import {
  DOCUMENT_REFRESH_MS,
  DOCUMENT_TOAST_MS,
  documentLibraryMachine,
  documentLibraryMessages as texts,
  type DocumentLibrarySnapshot,
} from './document-library.machine';
import { documentChangeUndone } from '../messages';
import { pendingIdsOf } from './document-changes';
import { selectDocumentLibraryView } from './document-library-view';
import type { DocumentLibraryContext } from './document-library.types';
import { replayPath, testModel } from '../testing/model-testing';
import { libraryFixture } from '../testing/fixtures';

const input = { createId: () => 'novo-1', now: () => new Date(Date.UTC(2026, 10, 21, 13, 5)) };
const fail = new Error('API error: 500');
const SUCCESS = { item: null };
const pdf = { name: 'relatorio.pdf', size: 1000 };

const ACTORS = [
  'loadDocuments',
  'createFolder',
  'createDocument',
  'uploadDocument',
  'moveDocument',
  'renameDocument',
  'deleteDocument',
] as const;
const EFFECTS = ['openInNewTab', 'copyToClipboard', 'download'] as const;

const answers = (name: (typeof ACTORS)[number], output: unknown = SUCCESS) => [
  { type: `xstate.done.actor.${name}`, output },
  { type: `xstate.error.actor.${name}`, error: fail },
];

const events = [
  ...answers('loadDocuments', libraryFixture),
  { type: 'library.retry' },
  { type: 'library.refresh' },
  { type: 'folder.open', itemId: 'Contratos' },
  { type: 'folder.open', itemId: 'r-equipe' },
  { type: 'folder.back' },
  { type: 'search.change', query: 'CONTR' },
  { type: 'search.change', query: '' },
  { type: 'newFolder.open' },
  { type: 'newFolder.submit', name: ' Fiscal ', description: '' },
  { type: 'newFolder.submit', name: ' ', description: '' },
  ...answers('createFolder'),
  { type: 'newDocument.open' },
  { type: 'document.tab', tab: 'upload' },
  { type: 'document.submit', name: '', url: 'https://docs.google.com/document/d/d42/edit' },
  { type: 'document.submit', name: 'Doc', url: 'javascript:alert(1)' },
  ...answers('createDocument'),
  { type: 'upload.submit', name: '', file: pdf },
  { type: 'upload.submit', name: '', file: null },
  { type: 'upload.progress', sent: 500, total: 1000 },
  { type: 'upload.done', output: SUCCESS },
  { type: 'upload.failed', error: fail },
  { type: 'xstate.error.actor.uploadDocument', error: fail },
  { type: 'upload.cancel' },
  { type: 'rename.open', itemId: 'f-logo' },
  { type: 'rename.submit', name: 'Marca' },
  { type: 'rename.submit', name: '' },
  ...answers('renameDocument'),
  { type: 'delete.open', itemId: 'Contratos' },
  { type: 'delete.confirm' },
  ...answers('deleteDocument'),
  { type: 'file.preview', itemId: 'f-logo' },
  { type: 'file.download', itemId: 'd-custos' },
  { type: 'file.copyUrl', itemId: 'd-custos' },
  { type: 'file.drop', itemId: 'f-logo', folderId: 'Contratos' },
  { type: 'file.drop', itemId: 'f-social', folderId: null },
  { type: 'move.open', itemId: 'f-logo' },
  { type: 'move.submit', folderId: 'Contratos' },
  ...answers('moveDocument'),
  { type: 'dialog.close' },
  { type: 'after.refreshDelay' },
  // Expiry first: it and a dismissal lead to the same state, and the model walks the first.
  { type: 'after.toastDelay' },
  { type: 'toast.dismiss' },
];
type ModelEvent = (typeof events)[number] & Record<string, unknown>;
type Ctx = DocumentLibraryContext;
type Value = {
  library:
    string | { ready: { sync: string; dialog: string | Record<string, string>; changes: string } };
  toast: string;
};

const SUBMITS = [
  'newFolder.submit',
  'document.submit',
  'upload.submit',
  'rename.submit',
  'delete.confirm',
  'file.drop',
  'move.submit',
];
/** Which event opens or acts inside which dialog (a modal takes nothing else). */
const DIALOG_EVENTS: Record<string, readonly string[]> = {
  newFolder: ['newFolder.submit', 'dialog.close'],
  newDocument: [
    'document.tab',
    'document.submit',
    'upload.submit',
    'upload.progress',
    'upload.done',
    'upload.failed',
    'upload.cancel',
    'dialog.close',
  ],
  rename: ['rename.submit', 'dialog.close'],
  delete: ['delete.confirm', 'dialog.close'],
  preview: ['dialog.close'],
  move: ['move.submit', 'dialog.close'],
};

const listKey = (items: Ctx['items']) =>
  items.map((i) => `${i.id}:${i.name}:${i.parentId}`).join(',');
const itemsKey = (ctx: Ctx) => listKey(ctx.items);
const FIXTURE = listKey(libraryFixture);

// What tells two library states apart; also what the replay compares.
const meaning = (ctx: Ctx) => ({
  items: itemsKey(ctx),
  saved: listKey(ctx.savedItems),
  queue: ctx.queue.map((change) => change.request.kind),
  pending: ctx.pendingIds,
  folderId: ctx.folderId,
  query: ctx.query,
  error: ctx.error,
  target: ctx.target?.id ?? null,
  tab: ctx.documentTab,
  fieldErrors: ctx.fieldErrors,
  dialogError: ctx.dialogError,
  upload: ctx.upload,
  request: ctx.request?.kind ?? null,
});

const dialogOf = (value: Value): string | null => {
  if (typeof value.library === 'string') return null;
  const { dialog } = value.library.ready;
  return typeof dialog === 'string' ? dialog : (Object.keys(dialog)[0] ?? null);
};

// The model walks one change to its end (one library changed at most once), the person's own
// events with no toast showing, and inside a modal only what that modal takes.
function filterEvents(snapshot: { value: unknown; context: Ctx }, event: ModelEvent): boolean {
  const value = snapshot.value as Value;
  const ctx = snapshot.context;
  const type = event.type;
  if (type === 'toast.show' || type === 'library.changed') return false;
  const toastShown = value.toast === 'shown';
  if (type === 'toast.dismiss' || type === 'after.toastDelay') return toastShown;
  if (type.startsWith('xstate.') || type === 'after.refreshDelay') return true;
  if (toastShown) return false;
  if (typeof value.library === 'string') return type === 'library.retry';
  if (SUBMITS.includes(type) && itemsKey(ctx) !== FIXTURE) return false;
  const dialog = dialogOf(value);
  if (dialog !== 'closed') {
    if (type === 'upload.progress' || type === 'upload.done' || type === 'upload.failed')
      return (value.library.ready.dialog as Record<string, string>)['newDocument'] === 'uploading';
    return (DIALOG_EVENTS[dialog ?? ''] ?? []).includes(type);
  }
  if (type.startsWith('upload.') || type === 'dialog.close') return false;
  // Searching and browsing are told at root with no change made, where they say the most.
  if (type === 'search.change') return ctx.folderId === null && itemsKey(ctx) === FIXTURE;
  if (type === 'library.refresh') return value.library.ready.sync === 'idle';
  return true;
}

const serializeState = (snapshot: { value: unknown; context: Ctx }): string =>
  JSON.stringify({ value: snapshot.value, ...meaning(snapshot.context) });

const noEffects = Object.fromEntries(EFFECTS.map((name) => [name, () => undefined]));

describe('document library model', () => {
  testModel(
    documentLibraryMachine,
    {
      traversal: { events, filterEvents, serializeState },
      model: documentLibraryMachine.provide({ actions: noEffects }),
      actorNames: ACTORS,
      actionNames: EFFECTS,
      delays: { toastDelay: DOCUMENT_TOAST_MS, refreshDelay: DOCUMENT_REFRESH_MS },
      input,
    },
    async (h, path) => {
      const ctx = () => h.actor.getSnapshot().context as Ctx;
      const view = () =>
        selectDocumentLibraryView(h.actor.getSnapshot() as DocumentLibrarySnapshot);
      const lastInput = (name: (typeof ACTORS)[number]) => h.actors.inputsOf(name).at(-1);

      // What each event must do, seen from outside, on top of the model's own state and context.
      const execute = async (event: ModelEvent) => {
        const before = ctx();
        await h.execute(event);
        const after = ctx();
        const newToast = after.toast !== before.toast ? (after.toast ?? undefined) : undefined;
        switch (event.type) {
          case 'folder.open':
            if (event['itemId'] === 'r-equipe') {
              expect(h.actions.openInNewTab).toHaveBeenCalledTimes(1);
              expect(after.folderId).toBe(before.folderId);
            } else if (before.items.length > 0) {
              expect(after).toMatchObject({ folderId: 'Contratos', query: '' });
            }
            break;
          case 'file.copyUrl':
            expect(h.actions.copyToClipboard).toHaveBeenCalledTimes(1);
            expect(newToast).toEqual({ tone: 'success', text: texts.urlCopied });
            break;
          case 'file.download':
            expect(h.actions.download).toHaveBeenCalledTimes(1);
            break;
          case 'newFolder.open':
            if (before.folderId !== null)
              expect(newToast).toEqual({ tone: 'error', text: texts.folderInsideFolder });
            break;
          case 'xstate.done.actor.renameDocument':
            expect(newToast).toEqual({ tone: 'success', text: texts.renamed });
            expect(after.items.find((i) => i.id === 'f-logo')?.name).toBe('Marca');
            break;
          case 'xstate.done.actor.deleteDocument':
            expect(newToast).toEqual({ tone: 'success', text: texts.deleted });
            // docs/product.md: the folder goes with its files.
            expect(after.items.some((i) => i.id === 'Contratos' || i.id === 'f-social')).toBe(
              false,
            );
            break;
          case 'xstate.done.actor.moveDocument': {
            expect(newToast).toEqual({ tone: 'success', text: texts.moved });
            const change = before.queue[0];
            if (change?.request.kind === 'move') {
              const { target, input: sent } = change.request;
              expect(after.items.find((i) => i.id === target.id)?.parentId).toBe(sent.newParentId);
              expect(after.savedItems.find((i) => i.id === target.id)?.parentId).toBe(
                sent.newParentId,
              );
            }
            break;
          }
          case 'xstate.error.actor.moveDocument':
          case 'xstate.error.actor.renameDocument':
          case 'xstate.error.actor.createFolder':
          case 'xstate.error.actor.createDocument': {
            // Shown at once, undone when refused: the list is the server's again, and a toast
            // says which change was undone and why.
            const change = before.queue[0];
            expect(itemsKey(after)).toBe(listKey(after.savedItems));
            expect(after.queue).toEqual([]);
            const name =
              change?.request.kind === 'rename' || change?.request.kind === 'move'
                ? change.request.target.name
                : change?.shown.name;
            expect(newToast).toEqual({
              tone: 'error',
              text: documentChangeUndone(
                change?.request.kind ?? 'move',
                name ?? '',
                texts.changeFailed,
              ),
            });
            break;
          }
          case 'xstate.error.actor.deleteDocument':
          case 'xstate.error.actor.uploadDocument':
          case 'upload.failed':
            // Nothing changed: the list is as it was, and the dialog says why.
            expect(itemsKey(after)).toBe(itemsKey(before));
            expect(after.dialogError).toBe(texts.changeFailed);
            break;
          case 'newFolder.submit':
          case 'document.submit':
          case 'rename.submit':
          case 'move.submit':
          case 'file.drop':
            // A change the form accepts shows at once, before any answer, with its dialog closed.
            if (after.queue.length > before.queue.length) {
              expect(itemsKey(after)).not.toBe(itemsKey(before));
              expect(dialogOf(h.actor.getSnapshot().value as Value)).toBe('closed');
            }
            break;
          case 'xstate.error.actor.loadDocuments':
            if (typeof (h.actor.getSnapshot().value as Value).library === 'string')
              expect(after.error).toBe(texts.loadFailed);
            else expect(newToast).toEqual({ tone: 'error', text: texts.loadFailed });
            break;
          case 'toast.dismiss':
          case 'after.toastDelay':
            expect(after.toast).toBeNull();
            break;
        }
      };

      const form = (kind: string, status: string) => () =>
        expect(view().dialog).toMatchObject({ kind, status });

      await replayPath(
        path,
        { actor: h.actor, execute: execute as never },
        {
          'toast.hidden': () => expect(ctx().toast).toBeNull(),
          'toast.shown': () => expect(ctx().toast).not.toBeNull(),
          'library.loading': () => {
            expect(view()).toMatchObject({ status: 'loading', isBusy: true, dialog: null });
            expect(lastInput('loadDocuments')).toEqual({
              force: h.actors.inputsOf('loadDocuments').length > 1,
            });
          },
          'library.failure': () =>
            expect(view()).toMatchObject({ status: 'failure', error: texts.loadFailed }),
          'library.ready.sync.idle': () => expect(view().status).toBe('ready'),
          'library.ready.sync.scheduled': () => expect(view().status).toBe('ready'),
          'library.ready.sync.refreshing': () => {
            expect(view().isBusy).toBe(true);
            expect(lastInput('loadDocuments')).toEqual({ force: true });
          },
          'library.ready.dialog.closed': () => expect(view().dialog).toBeNull(),
          'library.ready.dialog.newFolder': form('newFolder', 'editing'),
          'library.ready.dialog.newDocument.editing': () =>
            expect(view().dialog).toMatchObject({ kind: 'newDocument', canSubmit: true }),
          'library.ready.dialog.newDocument.uploading': () => {
            expect(view().dialog).toMatchObject({
              tab: 'upload',
              canSubmit: false,
              canCancel: true,
            });
            expect(lastInput('uploadDocument')).toEqual({
              file: pdf,
              name: 'relatorio',
              parentId: ctx().folderId,
            });
          },
          'library.ready.dialog.rename': form('rename', 'editing'),
          'library.ready.dialog.delete.confirming': form('delete', 'editing'),
          'library.ready.dialog.delete.deleting': () =>
            expect(lastInput('deleteDocument')).toEqual({
              name: 'Contratos',
              id: 'Contratos',
              parentId: null,
            }),
          'library.ready.dialog.preview': () =>
            expect(view().dialog).toMatchObject({ kind: 'preview', preview: { kind: 'image' } }),
          'library.ready.dialog.move': form('move', 'editing'),
          'library.ready.changes.idle': () => expect(ctx().queue).toEqual([]),
          // A change on its way is shown already, pending (no menu, no drag, no drop).
          'library.ready.changes.creatingFolder': () => {
            expect(view().isBusy).toBe(true);
            expect(lastInput('createFolder')).toEqual({
              name: 'Fiscal',
              description: '',
              parentId: null,
            });
            expect(ctx().items.some((i) => i.id === 'Fiscal')).toBe(true);
            expect(pendingIdsOf(ctx())).toContain('Fiscal');
          },
          'library.ready.changes.creatingDocument': () => {
            expect(lastInput('createDocument')).toMatchObject({ name: 'Google Document' });
            expect(ctx().items.find((i) => i.id === 'novo-1')?.name).toBe('Google Document');
            expect(pendingIdsOf(ctx())).toContain('novo-1');
          },
          'library.ready.changes.renaming': () => {
            expect(lastInput('renameDocument')).toEqual({
              oldName: 'Logo',
              newName: 'Marca',
              type: 'uploadedFile',
              id: 'f-logo',
              parentId: null,
            });
            expect(ctx().items.find((i) => i.id === 'f-logo')?.name).toBe('Marca');
            expect(pendingIdsOf(ctx())).toContain('f-logo');
          },
          'library.ready.changes.moving': () => {
            const sent = lastInput('moveDocument') as { id: string; newParentId: string | null };
            expect(ctx().items.find((i) => i.id === sent.id)?.parentId).toBe(sent.newParentId);
          },
        },
        (context) => meaning(context as Ctx),
      );
    },
  );
});

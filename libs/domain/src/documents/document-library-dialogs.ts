import { assign } from 'xstate';
import {
  DOCUMENT_DELETED,
  DOCUMENT_MOVED,
  DOCUMENT_RENAMED,
  FOLDER_INSIDE_FOLDER,
} from '../messages';
import { undoneToast } from './document-changes';
import { headInputOf, inputOf } from './document-library-requests';
import { documentLibrarySetup } from './document-library.setup';
import type {
  DocumentChangeOutput,
  DocumentLibraryContext,
  DocumentLibraryToast,
  QueuedRequest,
} from './document-library.types';

// The library's `dialog` region: which modal is open. Create folder, add link, rename and move
// close their dialog at once and go to the queue (the `changes` region, below): the list shows
// them before the server answers. An upload and a deletion wait in their dialog: taken (the list
// updated locally, maybe a toast, the dialog closed) or failed (the dialog stays open with what
// was typed and says why).

export const toast = (tone: DocumentLibraryToast['tone'], text: string) =>
  ({ type: 'showToast', params: { tone, text } }) as const;

const CLOSED = '#documentLibrary.library.ready.dialog.closed';
/** A change the server took: update the list locally, say so, close the dialog. */
const answer = ({ event }: { event: { output: DocumentChangeOutput } }) => ({
  output: event.output,
});
const settled = (confirmation?: string) =>
  ({
    target: CLOSED,
    actions: [
      { type: 'settleChange', params: answer },
      { type: 'announceChange', params: answer },
      ...(confirmation ? [toast('success', confirmation)] : []),
    ],
  }) as const;
/** A change that failed: the dialog stays open with what was typed and says why. */
const failedIn = (target: string) =>
  ({
    target,
    actions: {
      type: 'failChange',
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
    },
  }) as const;
/** A form's submit: its refusals, or on to the state that sends it. */
const submitTo = (target: string) =>
  [
    { guard: 'isRequestRefused', actions: 'refuseForm' },
    { target, actions: 'takeRequest' },
  ] as const;
/** A form's submit of a change the queue sends: its refusals, or shown at once and closed. */
const submitToQueue = [
  { guard: 'isRequestRefused', actions: 'refuseForm' },
  { target: CLOSED, actions: 'queueChange' },
] as const;

/** The `dialog` region of `library.ready`. */
export const dialogRegion = documentLibrarySetup.createStateConfig({
  initial: 'closed',
  states: {
    closed: {
      entry: assign({
        target: null,
        fieldErrors: {},
        dialogError: null,
        upload: null,
        request: null,
      }),
      on: {
        'newFolder.open': [
          { guard: 'canCreateFolder', target: 'newFolder' },
          { actions: toast('error', FOLDER_INSIDE_FOLDER) },
        ],
        'newDocument.open': {
          target: 'newDocument',
          actions: assign({ documentTab: 'url' }),
        },
        'rename.open': { guard: 'canActOn', target: 'rename', actions: 'takeTarget' },
        'delete.open': { guard: 'canActOn', target: 'delete', actions: 'takeTarget' },
        'move.open': { guard: 'canMoveItem', target: 'move', actions: 'takeTarget' },
        'file.preview': { guard: 'hasItem', target: 'preview', actions: 'takeTarget' },
        // A drop moves at once, with no dialog.
        'file.drop': { guard: 'canDrop', actions: 'queueChange' },
      },
    },
    newFolder: {
      on: {
        'newFolder.submit': submitToQueue,
        'dialog.close': CLOSED,
      },
    },
    newDocument: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'document.tab': {
              actions: assign({
                documentTab: ({ event }) => event.tab,
                fieldErrors: {},
                dialogError: null,
              }),
            },
            'document.submit': submitToQueue,
            'upload.submit': submitTo('uploading'),
            'dialog.close': CLOSED,
          },
        },
        // An upload may take long: its bar shows the bytes sent, Submit waits, Cancel aborts.
        uploading: {
          tags: ['busy'],
          entry: assign({
            upload: ({ context }) => {
              const input = inputOf('upload')({ context });
              return { sent: 0, total: input?.file.size ?? 0 };
            },
          }),
          exit: assign({ upload: null }),
          invoke: {
            id: 'uploadDocument',
            src: 'uploadDocument',
            input: inputOf('upload'),
            // The actor itself broke (not the upload: that is `upload.failed`).
            onError: failedIn('editing'),
          },
          on: {
            'upload.progress': {
              actions: assign({
                upload: ({ event }) => ({ sent: event.sent, total: event.total }),
              }),
            },
            'upload.done': settled(),
            'upload.failed': failedIn('editing'),
            // Leaving the state stops the actor, whose signal aborts the request.
            'upload.cancel': { target: 'editing', actions: assign({ request: null }) },
            'dialog.close': CLOSED,
          },
        },
      },
    },
    rename: {
      on: {
        'rename.submit': [
          { guard: 'isRequestRefused', actions: 'refuseForm' },
          { guard: 'isNameUnchanged', target: CLOSED },
          { target: CLOSED, actions: 'queueChange' },
        ],
        'dialog.close': CLOSED,
      },
    },
    delete: {
      initial: 'confirming',
      states: {
        confirming: {
          on: {
            'delete.confirm': { target: 'deleting', actions: 'takeRequest' },
            'dialog.close': CLOSED,
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'deleteDocument',
            src: 'deleteDocument',
            input: inputOf('delete'),
            onDone: settled(DOCUMENT_DELETED),
            onError: failedIn('confirming'),
          },
        },
      },
    },
    preview: {
      on: { 'dialog.close': CLOSED },
    },
    move: {
      on: {
        'move.submit': { guard: 'canMoveThere', target: CLOSED, actions: 'queueChange' },
        'dialog.close': CLOSED,
      },
    },
  },
});

/** The actor that sends each kind of queued change. */
const ACTOR_OF = {
  createFolder: 'createFolder',
  createDocument: 'createDocument',
  rename: 'renameDocument',
  move: 'moveDocument',
} as const satisfies Record<QueuedRequest['kind'], string>;

/** The head of the queue on its way: kept or undone when the server answers, then the next. */
const sendingHead = <K extends keyof typeof ACTOR_OF>(kind: K, confirmation?: string) =>
  ({
    tags: ['busy'],
    invoke: {
      id: ACTOR_OF[kind],
      src: ACTOR_OF[kind],
      input: headInputOf(kind),
      onDone: {
        target: 'idle',
        actions: [
          { type: 'confirmHead', params: answer },
          { type: 'announceChange', params: answer },
          ...(confirmation ? [toast('success', confirmation)] : []),
        ],
      },
      onError: {
        target: 'idle',
        actions: [
          {
            type: 'showToast',
            params: ({
              context,
              event,
            }: {
              context: DocumentLibraryContext;
              event: { error: unknown };
            }) => undoneToast(context, event.error),
          },
          'failHead',
        ],
      },
    },
  }) as const;

/**
 * The `changes` region of `library.ready`: the queue's changes reach the server one at a time,
 * in the order made (a move into a folder renamed just before goes after the rename).
 */
export const changesRegion = documentLibrarySetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      always: [
        { guard: 'isCreateFolderNext', target: 'creatingFolder' },
        { guard: 'isCreateDocumentNext', target: 'creatingDocument' },
        { guard: 'isRenameNext', target: 'renaming' },
        { guard: 'isMoveNext', target: 'moving' },
      ],
    },
    creatingFolder: sendingHead('createFolder'),
    creatingDocument: sendingHead('createDocument'),
    renaming: sendingHead('rename', DOCUMENT_RENAMED),
    moving: sendingHead('move', DOCUMENT_MOVED),
  },
});

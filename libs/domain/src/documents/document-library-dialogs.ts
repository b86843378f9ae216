import { assign } from 'xstate';
import {
  DOCUMENTS_CHANGE_FAILED,
  DOCUMENT_DELETED,
  DOCUMENT_MOVED,
  DOCUMENT_RENAMED,
  FOLDER_INSIDE_FOLDER,
} from '../messages';
import { inputOf } from './document-library-requests';
import { documentLibrarySetup } from './document-library.setup';
import type { DocumentChangeOutput, DocumentLibraryToast } from './document-library.types';

// The library's `dialog` region: which modal is open and the change it sends. Every change ends
// the same way: taken (the list updated locally, maybe a toast, the dialog closed) or failed (the
// dialog stays open with what was typed and says why).

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

/** The actor that sends each kind of change (an upload has its own callback actor). */
const ACTOR_OF = {
  createFolder: 'createFolder',
  createDocument: 'createDocument',
  rename: 'renameDocument',
  move: 'moveDocument',
  delete: 'deleteDocument',
} as const;

/** A state that sends the open change, busy until the server answers. */
const sending = <K extends keyof typeof ACTOR_OF, E>(kind: K, onError: E, confirmation?: string) =>
  ({
    tags: ['busy'],
    invoke: {
      id: ACTOR_OF[kind],
      src: ACTOR_OF[kind],
      input: inputOf(kind),
      onDone: settled(confirmation),
      onError,
    },
  }) as const;

/** The `dialog` region of `library.ready` (a drop's move runs here too, with no dialog). */
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
        'file.drop': { guard: 'canDrop', target: 'dropping', actions: 'takeRequest' },
      },
    },
    newFolder: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'newFolder.submit': submitTo('saving'),
            'dialog.close': CLOSED,
          },
        },
        saving: sending('createFolder', failedIn('editing')),
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
            'document.submit': submitTo('saving'),
            'upload.submit': submitTo('uploading'),
            'dialog.close': CLOSED,
          },
        },
        // SPEC §2 disables Cancel and Submit while sending. A link is sent at once,
        // so both stay disabled; an upload may take long, so there Cancel aborts it.
        saving: sending('createDocument', failedIn('editing')),
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
      initial: 'editing',
      states: {
        editing: {
          on: {
            'rename.submit': [
              { guard: 'isRequestRefused', actions: 'refuseForm' },
              { guard: 'isNameUnchanged', target: CLOSED },
              { target: 'saving', actions: 'takeRequest' },
            ],
            'dialog.close': CLOSED,
          },
        },
        saving: sending('rename', failedIn('editing'), DOCUMENT_RENAMED),
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
        deleting: sending('delete', failedIn('confirming'), DOCUMENT_DELETED),
      },
    },
    preview: {
      on: { 'dialog.close': CLOSED },
    },
    move: {
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            'move.submit': {
              guard: 'canMoveThere',
              target: 'saving',
              actions: 'takeRequest',
            },
            'dialog.close': CLOSED,
          },
        },
        saving: sending('move', failedIn('choosing'), DOCUMENT_MOVED),
      },
    },
    // A drop moves at once, with no dialog: a failure is a toast. SPEC §8 only logs
    // document failures; we show them, so the file back in its place is explained.
    dropping: sending(
      'move',
      {
        target: CLOSED,
        actions: {
          type: 'toastFailure',
          params: ({ event }: { event: { error: unknown } }) => ({
            error: event.error,
            fallback: DOCUMENTS_CHANGE_FAILED,
          }),
        },
      },
      DOCUMENT_MOVED,
    ),
  },
});

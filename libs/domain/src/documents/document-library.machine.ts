import { assign, type SnapshotFrom } from 'xstate';
import { DOCUMENTS_LOAD_FAILED, DOCUMENT_URL_COPIED } from '../messages';
import { failureMessage } from '../validation/failure';
import { changesRegion, dialogRegion, toast } from './document-library-dialogs';
import { downloadOf, itemOf } from './document-library-requests';
import { toastRegion } from '../toast/toast-region';
import { documentLibrarySetup } from './document-library.setup';
import { initialDocumentLibraryContext } from './document-library.types';

export {
  DOCUMENT_REFRESH_MS,
  DOCUMENT_TOAST_MS,
  documentLibraryMessages,
} from './document-library.setup';

export const documentLibraryMachine = documentLibrarySetup.createMachine({
  id: 'documentLibrary',
  context: ({ input }) => ({
    ...initialDocumentLibraryContext,
    createId: input?.createId ?? initialDocumentLibraryContext.createId,
    now: input?.now ?? initialDocumentLibraryContext.now,
  }),
  // The toast has its own clock, whatever the library is doing meanwhile.
  type: 'parallel',
  states: {
    library: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadDocuments',
            src: 'loadDocuments',
            // The first load may come from the client's 5-minute cache; a retry may not.
            input: ({ event }) => ({ force: event.type === 'library.retry' }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'replaceItems', params: ({ event }) => ({ items: event.output }) },
                'keepFolder',
                assign({ error: null }),
              ],
            },
            onError: {
              target: 'failure',
              actions: assign({
                error: ({ event }) => failureMessage(event.error, DOCUMENTS_LOAD_FAILED),
              }),
            },
          },
        },
        failure: {
          on: { 'library.retry': 'loading' },
        },
        ready: {
          type: 'parallel',
          on: {
            'folder.open': [
              {
                guard: 'isDriveFolder',
                actions: {
                  type: 'openInNewTab',
                  params: ({ context, event }) => ({
                    url: itemOf(context, event)?.drive_url ?? '',
                  }),
                },
              },
              // docs/product.md: opening a folder makes it current and clears the search.
              {
                guard: 'canOpenFolder',
                actions: assign({
                  folderId: ({ event }) => (event.type === 'folder.open' ? event.itemId : null),
                  query: '',
                }),
              },
            ],
            'folder.back': { guard: 'canGoBack', actions: assign({ folderId: null }) },
            'search.change': { actions: assign({ query: ({ event }) => event.query }) },
            'file.download': {
              guard: 'canDownload',
              actions: {
                type: 'download',
                params: ({ context, event }) => downloadOf(context, event),
              },
            },
            'file.copyUrl': {
              guard: 'canCopyUrl',
              actions: [
                {
                  type: 'copyToClipboard',
                  params: ({ context, event }) => ({
                    text: itemOf(context, event)?.drive_url ?? '',
                  }),
                },
                toast('success', DOCUMENT_URL_COPIED),
              ],
            },
          },
          states: {
            sync: {
              initial: 'idle',
              on: { 'library.refresh': '.refreshing' },
              states: {
                idle: {
                  on: { 'library.changed': { guard: 'isRefreshNeeded', target: 'scheduled' } },
                },
                scheduled: {
                  after: { refreshDelay: 'refreshing' },
                  on: {
                    // A newer success reply: its 500 ms start again.
                    'library.changed': {
                      guard: 'isRefreshNeeded',
                      target: 'scheduled',
                      reenter: true,
                    },
                  },
                },
                refreshing: {
                  tags: ['busy'],
                  invoke: {
                    id: 'loadDocuments',
                    src: 'loadDocuments',
                    input: { force: true },
                    onDone: {
                      target: 'idle',
                      actions: [
                        { type: 'replaceItems', params: ({ event }) => ({ items: event.output }) },
                        'keepFolder',
                      ],
                    },
                    onError: {
                      target: 'idle',
                      actions: {
                        type: 'toastFailure',
                        params: ({ event }) => ({
                          error: event.error,
                          fallback: DOCUMENTS_LOAD_FAILED,
                        }),
                      },
                    },
                  },
                  on: {
                    // The list on its way may have been read before this change: ask again.
                    'library.changed': 'scheduled',
                  },
                },
              },
            },
            dialog: dialogRegion,
            changes: changesRegion,
          },
        },
      },
    },
    toast: toastRegion,
  },
});

export type DocumentLibraryMachine = typeof documentLibraryMachine;
export type DocumentLibrarySnapshot = SnapshotFrom<typeof documentLibraryMachine>;

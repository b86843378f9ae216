import { assign, raise, type SnapshotFrom } from 'xstate';
import {
  ADMIN_LOAD_FAILED,
  BUSINESS_DELETED,
  BUSINESS_DELETE_FAILED,
  BUSINESS_EDIT_FAILED,
  BUSINESS_UPDATED,
} from '../messages';
import { toastRegion } from '../toast/toast-region';
import { failureMessage } from '../validation/failure';
import { toBusinessSubmission, type BusinessDraft } from './business-form';
import { draftEditing, peopleRegion } from './business-form-regions';
import { accessSection, importSection } from './business-detail-sections';
import { businessDetailSetup, closedEditor, stayOpen, success } from './business-detail.setup';
import { initialBusinessDetailContext } from './business-detail.types';

// Regions: `detail` (loading, failure, viewing.{overview, confirmingDelete, deleting,
// access.{editing, saving}, importing.{editing, sending}}, editing, saving, deleted), `people`
// (the picker's list, loaded when edit mode first opens) and `toast` (docs/product.md, Limits: 3 s). Anything
// being sent carries the tag `busy`: the dialog cannot be closed nor the section left meanwhile.

export const businessDetailMachine = businessDetailSetup.createMachine({
  id: 'businessDetail',
  type: 'parallel',
  context: ({ input }) => ({
    ...initialBusinessDetailContext,
    businessId: input.businessId,
    canManage: input.canManage,
    startEditing: input.startEditing ?? false,
    startDeleting: input.startDeleting ?? false,
  }),
  states: {
    detail: {
      initial: 'loading',
      on: { 'detail.close': { actions: 'closeDetail' } },
      states: {
        loading: {
          invoke: {
            id: 'loadBusiness',
            src: 'loadBusiness',
            input: ({ context }) => ({ businessId: context.businessId }),
            onDone: [
              {
                guard: 'isStartEditing',
                target: 'editing',
                actions: [
                  assign({ business: ({ event }) => event.output, loadError: null }),
                  'openEditor',
                  raise({ type: 'people.load' }),
                ],
              },
              {
                guard: 'isStartDeleting',
                target: 'viewing.confirmingDelete',
                actions: assign({ business: ({ event }) => event.output, loadError: null }),
              },
              {
                target: 'viewing',
                actions: assign({ business: ({ event }) => event.output, loadError: null }),
              },
            ],
            onError: {
              target: 'failure',
              actions: assign({
                loadError: ({ event }) => failureMessage(event.error, ADMIN_LOAD_FAILED),
              }),
            },
          },
        },
        failure: { on: { 'load.retry': 'loading' } },
        viewing: {
          initial: 'overview',
          on: {
            'tab.select': [
              { guard: ({ event }) => event.tab === 'overview', target: '.overview' },
              {
                guard: ({ context, event }) => context.canManage && event.tab === 'access',
                target: '.access',
              },
              {
                guard: ({ context, event }) => context.canManage && event.tab === 'import',
                target: '.importing',
              },
            ],
          },
          states: {
            overview: {
              on: {
                'edit.start': {
                  guard: 'canManage',
                  target: '#businessDetail.detail.editing',
                  actions: ['openEditor', raise({ type: 'people.load' })],
                },
                'delete.ask': {
                  guard: 'canManage',
                  target: 'confirmingDelete',
                  actions: assign({ deleteError: null, deleteName: '' }),
                },
              },
            },
            confirmingDelete: {
              on: {
                'delete.cancel': [
                  // From the card menu: nothing else was open, so nothing else stays.
                  { guard: 'isStartDeleting', actions: 'closeDetail' },
                  { target: 'overview' },
                ],
                'delete.name': {
                  actions: assign({ deleteName: ({ event }) => event.value, deleteError: null }),
                },
                // The button is off until the name matches; a confirm before that does nothing.
                'delete.confirm': { guard: 'isNameConfirmed', target: 'deleting' },
              },
            },
            deleting: {
              tags: ['busy'],
              on: stayOpen,
              entry: assign({ deleteError: null }),
              invoke: {
                id: 'deleteBusiness',
                src: 'deleteBusiness',
                input: ({ context }) => ({
                  businessId: context.businessId,
                  name: context.deleteName.trim(),
                }),
                onDone: {
                  target: '#businessDetail.detail.deleted',
                  actions: [
                    'notifyChanged',
                    { type: 'showToast', params: success(BUSINESS_DELETED) },
                  ],
                },
                onError: {
                  target: 'confirmingDelete',
                  actions: assign({
                    deleteError: ({ event }) => failureMessage(event.error, BUSINESS_DELETE_FAILED),
                  }),
                },
              },
            },
            access: accessSection,
            importing: importSection,
          },
        },
        editing: {
          on: {
            ...draftEditing,
            // Back to the company as saved: the draft is discarded.
            'edit.cancel': { target: 'viewing', actions: assign(closedEditor) },
            'form.submit': [
              { guard: 'isDraftValid', target: 'saving', actions: assign({ showErrors: true }) },
              { actions: assign({ showErrors: true, saveError: null }) },
            ],
          },
        },
        saving: {
          tags: ['busy'],
          on: stayOpen,
          entry: assign({ saveError: null }),
          invoke: {
            id: 'saveBusiness',
            src: 'saveBusiness',
            input: ({ context }) => ({
              businessId: context.businessId,
              submission: toBusinessSubmission(context.draft as BusinessDraft),
              logo: context.logo,
            }),
            onDone: {
              target: 'viewing',
              actions: [
                assign(({ event }) => ({ ...closedEditor, business: event.output })),
                'notifyChanged',
                { type: 'showToast', params: success(BUSINESS_UPDATED) },
              ],
            },
            // Nothing typed or picked is lost: back to edit mode with the server's refusal.
            onError: {
              target: 'editing',
              actions: assign({
                saveError: ({ event }) => failureMessage(event.error, BUSINESS_EDIT_FAILED),
              }),
            },
          },
        },
        deleted: {
          after: { toastDelay: { actions: 'closeDetail' } },
        },
      },
    },
    people: peopleRegion,
    toast: toastRegion,
  },
});

export type BusinessDetailMachine = typeof businessDetailMachine;
export type BusinessDetailSnapshot = SnapshotFrom<typeof businessDetailMachine>;

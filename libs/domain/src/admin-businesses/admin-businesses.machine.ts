import { assign, raise, type SnapshotFrom } from 'xstate';
import { ACCESS_RECORD_FAILED, ADMIN_LOAD_FAILED } from '../messages';
import { canManageBusinesses } from '../model/permissions';
import { toastRegion } from '../toast/toast-region';
import { failureMessage } from '../validation/failure';
import { decisionRegion, joinRequestsRegion, waitingRegion } from './admin-businesses-pending';
import { adminBusinessesSetup, toast } from './admin-businesses.setup';
import { initialAdminBusinessesContext, type WaitingCompany } from './admin-businesses.types';

export { adminBusinessesMessages } from './admin-businesses.setup';

// The admin Companies screen (docs/product.md "Admin: Companies" business lifecycle, ): the list
// (through the client's 5-minute cache), its search, filter and sort, the pending view's two lists
// and their decisions, and the spy-mode entry. The modals (detail, edit, create, approve, delete)
// are the portal's: the machine names what to open and the portal opens it.

export const adminBusinessesMachine = adminBusinessesSetup.createMachine({
  id: 'adminBusinesses',
  context: ({ input }) => ({
    ...initialAdminBusinessesContext,
    today: input.today ?? new Date(),
    canManage: canManageBusinesses(input.role),
  }),
  type: 'parallel',
  on: {
    'search.change': { actions: assign({ search: ({ event }) => event.query }) },
    'filter.change': { actions: assign({ filter: ({ event }) => event.filter }) },
    'sort.change': { actions: assign({ sort: ({ event }) => event.sort }) },
    // The pending lists are not cached: each opening of the pending view reads them again.
    'view.change': [
      {
        guard: 'isPendingView',
        actions: [assign({ view: 'pending' }), raise({ type: 'pending.refresh' })],
      },
      { actions: assign({ view: ({ event }) => event.view }) },
    ],
    'company.open': {
      guard: 'hasCompany',
      actions: { type: 'detail.open', params: ({ event }) => ({ id: event.id }) },
    },
    'company.edit': {
      guard: 'canManageCompany',
      actions: { type: 'edit.open', params: ({ event }) => ({ id: event.id }) },
    },
    'company.delete': {
      guard: 'canManageCompany',
      actions: { type: 'delete.ask', params: ({ event }) => ({ id: event.id }) },
    },
    'company.create': { guard: 'canManage', actions: 'create.open' },
    'waiting.approve': {
      guard: 'canDecideWaiting',
      actions: {
        type: 'approval.open',
        params: ({ context, event }) => ({
          waiting: context.waiting.find((item) => item.id === event.id) as WaitingCompany,
        }),
      },
    },
    'notice.show': { actions: { type: 'showToast', params: ({ event }) => event.toast } },
  },
  states: {
    companies: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadCompanies',
            src: 'loadCompanies',
            // The first load may come from the client's cache; a retry asks the server.
            input: ({ event }) => ({ force: event.type === 'companies.refresh' }),
            onDone: {
              target: 'ready',
              actions: assign({ companies: ({ event }) => event.output, error: null }),
            },
            // The error box says it, with its retry.
            onError: {
              target: 'failure',
              actions: assign({
                error: ({ event }) => failureMessage(event.error, ADMIN_LOAD_FAILED),
              }),
            },
          },
        },
        failure: {
          on: { 'companies.refresh': 'loading' },
        },
        ready: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'companies.refresh': 'refreshing' },
            },
            refreshing: {
              tags: ['busy'],
              on: {
                // A change during a refresh: the answer on its way may not hold it; ask again.
                'companies.refresh': { target: 'refreshing', reenter: true },
              },
              invoke: {
                id: 'loadCompanies',
                src: 'loadCompanies',
                input: { force: true },
                onDone: {
                  target: 'idle',
                  actions: assign({ companies: ({ event }) => event.output }),
                },
                // The grid keeps what it shows.
                onError: {
                  target: 'idle',
                  actions: toast('error', ADMIN_LOAD_FAILED),
                },
              },
            },
          },
        },
      },
    },
    waiting: waitingRegion,
    joinRequests: joinRequestsRegion,
    decision: decisionRegion,

    // Access Company: the company sees who entered and when, so the entry is recorded first; spy
    // mode starts only once it is.
    access: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'company.access': {
              guard: 'hasCompany',
              target: 'recording',
              actions: assign({
                accessing: ({ context, event }) => {
                  const company = context.companies.find((item) => item.id === event.id);
                  return { id: event.id, name: company?.name ?? '' };
                },
              }),
            },
          },
        },
        recording: {
          invoke: {
            id: 'recordAccess',
            src: 'recordAccess',
            input: ({ context }) => ({ businessId: context.accessing?.id ?? '' }),
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'spyMode.enter',
                  params: ({ context }) => ({
                    business: {
                      id: context.accessing?.id ?? '',
                      name: context.accessing?.name ?? '',
                    },
                  }),
                },
                assign({ accessing: null }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ accessing: null }),
                {
                  type: 'showToast',
                  params: ({ event }) => ({
                    tone: 'error' as const,
                    text: failureMessage(event.error, ACCESS_RECORD_FAILED),
                  }),
                },
              ],
            },
          },
        },
      },
    },
    toast: toastRegion,
  },
});

export type AdminBusinessesMachine = typeof adminBusinessesMachine;
export type AdminBusinessesSnapshot = SnapshotFrom<typeof adminBusinessesMachine>;

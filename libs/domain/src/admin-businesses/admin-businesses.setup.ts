import { fromPromise, setup } from 'xstate';
import {
  ACCESS_RECORD_FAILED,
  ADMIN_LOAD_FAILED,
  BUSINESS_REJECTED,
  BUSINESS_REJECT_FAILED,
  JOIN_APPROVED,
  JOIN_DECISION_FAILED,
  JOIN_REFUSED,
  JOIN_REQUESTS_LOAD_FAILED,
  WAITING_BUSINESSES_LOAD_FAILED,
} from '../messages';
import type { StoredBusiness } from '../model/session';
import {
  type AdminBusinessesContext,
  type AdminBusinessesEvent,
  type AdminBusinessesMachineInput,
  type AdminBusinessesToast,
  type DecideJoinInput,
  type LoadCompaniesInput,
  type LoadCompaniesOutput,
  type LoadJoinRequestsOutput,
  type LoadWaitingOutput,
  type RecordAccessInput,
  type RejectBusinessInput,
  type WaitingCompany,
} from './admin-businesses.types';
import { toastActions, toastDelays } from '../toast/toast-region';

// The admin Companies machine's setup: its guards, its named effects (the portal provides them)
// and its actors. The machine is `admin-businesses.machine.ts`; the pending view's regions,
// built with this setup's `createStateConfig`, are `admin-businesses-pending.ts`.

/** the error catalogue in docs/product.md and ours: every text the list and the pending view say. */
export const adminBusinessesMessages = {
  loadFailed: ADMIN_LOAD_FAILED,
  waitingLoadFailed: WAITING_BUSINESSES_LOAD_FAILED,
  joinRequestsLoadFailed: JOIN_REQUESTS_LOAD_FAILED,
  rejected: BUSINESS_REJECTED,
  rejectFailed: BUSINESS_REJECT_FAILED,
  joinApproved: JOIN_APPROVED,
  joinRefused: JOIN_REFUSED,
  joinDecisionFailed: JOIN_DECISION_FAILED,
  accessFailed: ACCESS_RECORD_FAILED,
} as const;

export const toast = (tone: AdminBusinessesToast['tone'], text: string) =>
  ({ type: 'showToast', params: { tone, text } }) as const;

const hasId = (list: readonly { id: string }[], id: string) => list.some((item) => item.id === id);

const notProvided = (name: string) => () => {
  throw new Error(`${name} not provided`);
};

export const adminBusinessesSetup = setup({
  types: {
    context: {} as AdminBusinessesContext,
    events: {} as AdminBusinessesEvent,
    input: {} as AdminBusinessesMachineInput,
  },
  guards: {
    canManage: ({ context }) => context.canManage,
    hasCompany: ({ context, event }) =>
      'id' in event && typeof event.id === 'string' && hasId(context.companies, event.id),
    canManageCompany: ({ context, event }) =>
      context.canManage && 'id' in event && hasId(context.companies, event.id),
    canDecideWaiting: ({ context, event }) =>
      context.canManage && 'id' in event && hasId(context.waiting, event.id),
    canDecideJoin: ({ context, event }) =>
      context.canManage &&
      'userId' in event &&
      context.joinRequests.some((request) => request.id === event.userId),
    isPendingView: ({ event }) => event.type === 'view.change' && event.view === 'pending',
  },
  actions: {
    ...toastActions<AdminBusinessesContext, AdminBusinessesEvent>(),
    /** Portal: the business detail modal (the card's body). */
    'detail.open': notProvided('detail.open') as (_: unknown, params: { id: string }) => void,
    /** Portal: the edit modal (admin). */
    'edit.open': notProvided('edit.open') as (_: unknown, params: { id: string }) => void,
    /** Portal: the delete confirmation and the delete (admin). */
    'delete.ask': notProvided('delete.ask') as (_: unknown, params: { id: string }) => void,
    /** Portal: the Create Business modal, empty (admin). */
    'create.open': notProvided('create.open') as () => void,
    /** Portal: the Create Business modal prefilled from the registration (docs/product.md 'Aprovar'). */
    'approval.open': notProvided('approval.open') as (
      _: unknown,
      params: { waiting: WaitingCompany },
    ) => void,
    /**
     * Portal: docs/product.md's Access Company, once the entry is recorded: store the business, set the
     * spy-mode flag and id, go to /dashboard/business/meetings (the spy-mode machine does it).
     */
    'spyMode.enter': notProvided('spyMode.enter') as (
      _: unknown,
      params: { business: StoredBusiness },
    ) => void,
  },
  actors: {
    loadCompanies: fromPromise<LoadCompaniesOutput, LoadCompaniesInput>(async () => {
      throw new Error('loadCompanies not provided');
    }),
    loadWaiting: fromPromise<LoadWaitingOutput, void>(async () => {
      throw new Error('loadWaiting not provided');
    }),
    loadJoinRequests: fromPromise<LoadJoinRequestsOutput, void>(async () => {
      throw new Error('loadJoinRequests not provided');
    }),
    rejectBusiness: fromPromise<unknown, RejectBusinessInput>(async () => {
      throw new Error('rejectBusiness not provided');
    }),
    decideJoin: fromPromise<unknown, DecideJoinInput>(async () => {
      throw new Error('decideJoin not provided');
    }),
    recordAccess: fromPromise<unknown, RecordAccessInput>(async () => {
      throw new Error('recordAccess not provided');
    }),
  },
  delays: toastDelays,
});

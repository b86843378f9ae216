import { assign } from 'xstate';
import {
  BUSINESS_REJECTED,
  BUSINESS_REJECT_FAILED,
  JOIN_APPROVED,
  JOIN_DECISION_FAILED,
  JOIN_REFUSED,
  JOIN_REQUESTS_LOAD_FAILED,
  WAITING_BUSINESSES_LOAD_FAILED,
} from '../messages';
import { failureMessage } from '../validation/failure';
import { adminBusinessesSetup, toast } from './admin-businesses.setup';

// The pending view's regions: the waiting companies and the join requests (read when the screen
// opens, for the landing's 'Aguardando aprovação' counter, and again each time the pending view
// opens, not cached), and the one decision at a time taken on them.

export const waitingRegion = adminBusinessesSetup.createStateConfig({
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadWaiting',
        src: 'loadWaiting',
        onDone: {
          target: 'ready',
          actions: assign({ waiting: ({ event }) => event.output, waitingError: null }),
        },
        onError: {
          target: 'failure',
          actions: assign({
            waiting: [],
            waitingError: ({ event }) =>
              failureMessage(event.error, WAITING_BUSINESSES_LOAD_FAILED),
          }),
        },
      },
    },
    ready: { on: { 'pending.refresh': 'loading' } },
    failure: { on: { 'pending.refresh': 'loading' } },
  },
});

export const joinRequestsRegion = adminBusinessesSetup.createStateConfig({
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadJoinRequests',
        src: 'loadJoinRequests',
        onDone: {
          target: 'ready',
          actions: assign({
            joinRequests: ({ event }) => event.output,
            joinRequestsError: null,
          }),
        },
        onError: {
          target: 'failure',
          actions: assign({
            joinRequests: [],
            joinRequestsError: ({ event }) =>
              failureMessage(event.error, JOIN_REQUESTS_LOAD_FAILED),
          }),
        },
      },
    },
    ready: { on: { 'pending.refresh': 'loading' } },
    failure: { on: { 'pending.refresh': 'loading' } },
  },
});

// One decision at a time: a rejection (asked first) or a join request's answer.
export const decisionRegion = adminBusinessesSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        'waiting.reject': {
          guard: 'canDecideWaiting',
          target: 'confirmingReject',
          actions: assign({ rejectId: ({ event }) => event.id }),
        },
        'join.approve': {
          guard: 'canDecideJoin',
          target: 'decidingJoin',
          actions: assign({
            joinDecision: ({ event }) => ({ userId: event.userId, decision: 'approve' }),
          }),
        },
        'join.refuse': {
          guard: 'canDecideJoin',
          target: 'decidingJoin',
          actions: assign({
            joinDecision: ({ event }) => ({ userId: event.userId, decision: 'refuse' }),
          }),
        },
      },
    },
    confirmingReject: {
      on: {
        'reject.cancel': { target: 'idle', actions: assign({ rejectId: null }) },
        'reject.confirm': 'rejecting',
      },
    },
    rejecting: {
      invoke: {
        id: 'rejectBusiness',
        src: 'rejectBusiness',
        input: ({ context }) => ({ businessId: context.rejectId ?? '' }),
        onDone: {
          target: 'idle',
          actions: [
            assign(({ context }) => ({
              waiting: context.waiting.filter((item) => item.id !== context.rejectId),
              rejectId: null,
            })),
            toast('success', BUSINESS_REJECTED),
          ],
        },
        // the error catalogue in docs/product.md: 'Failed to reject business.' (or the server's reason) in a toast.
        onError: {
          target: 'idle',
          actions: [
            assign({ rejectId: null }),
            {
              type: 'showToast',
              params: ({ event }) => ({
                tone: 'error' as const,
                text: failureMessage(event.error, BUSINESS_REJECT_FAILED),
              }),
            },
          ],
        },
      },
    },
    decidingJoin: {
      invoke: {
        id: 'decideJoin',
        src: 'decideJoin',
        input: ({ context }) => context.joinDecision ?? { userId: '', decision: 'refuse' },
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'showToast',
              params: ({ context }) => ({
                tone: 'success' as const,
                text: context.joinDecision?.decision === 'approve' ? JOIN_APPROVED : JOIN_REFUSED,
              }),
            },
            assign(({ context }) => ({
              joinRequests: context.joinRequests.filter(
                (request) => request.id !== context.joinDecision?.userId,
              ),
              joinDecision: null,
            })),
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ joinDecision: null }),
            {
              type: 'showToast',
              params: ({ event }) => ({
                tone: 'error' as const,
                text: failureMessage(event.error, JOIN_DECISION_FAILED),
              }),
            },
          ],
        },
      },
    },
  },
});
